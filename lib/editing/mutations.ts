import "server-only";
import type { Db } from "@/lib/db";
import { revisions } from "@/lib/db/schema";
import type { EntityName } from "./entities";
import { pageLayoutStore } from "./page-layout-store";
import { sectionMetricsStore } from "./section-metrics-store";
import { tableStore, type EntityStore } from "./table-store";

export type { Row } from "./table-store";

const stores = new Map<EntityName, EntityStore>();

/** How the save path reads and writes an entity: its table, or a page's sections, or a section's cards. */
export function entityStore(entity: EntityName): EntityStore {
  let store = stores.get(entity);
  if (!store) {
    store = entity === "page_layout" ? pageLayoutStore : entity === "section_metrics" ? sectionMetricsStore : tableStore(entity);
    stores.set(entity, store);
  }
  return store;
}

export type NewRevision = typeof revisions.$inferInsert;

export async function insertRevision(db: Db, revision: NewRevision) {
  const [row] = await db.insert(revisions).values(revision).returning();
  return row;
}
