import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import type { PAGE_SECTION_KINDS } from "@/lib/model/enums";
import { listPageLayout } from "@/lib/sections/queries";
import type { EntityStore, Row, Target } from "./table-store";

export interface LayoutItem {
  kind: (typeof PAGE_SECTION_KINDS)[number];
  id: string;
}

const COLUMN = { hero: "hero_id", template_section: "template_section_id", heading_section: "heading_section_id" } as const;

async function readItems(db: Db, { orgId, id }: Target): Promise<LayoutItem[]> {
  const rows = await listPageLayout(db, { orgId, urlPage: id });
  return rows.map((row) =>
    row.hero_id ? { kind: "hero", id: row.hero_id } : row.heading_section_id ? { kind: "heading_section", id: row.heading_section_id } : { kind: "template_section", id: row.template_section_id! },
  );
}

/** The layout row's own columns an editor writes: the page's share metadata (issue 41). */
const SHARE_COLUMNS = ["seo_title", "seo_title_translation", "seo_description", "seo_description_translation", "seo_image"] as const;
/** A page never arranged has no row: its share metadata reads as unset. */
const NO_SHARE = { seo_title: null, seo_title_translation: {}, seo_description: null, seo_description_translation: {}, seo_image: null };

async function writeItems(db: Db, { orgId, id }: Target, items: LayoutItem[]) {
  // The unique (page, position) constraint is deferred: the new order is checked when the transaction ends.
  await db.execute(sql`delete from page_layout_items where organization_id = ${orgId} and url_page = ${id}`);
  for (const [position, item] of items.entries()) {
    await db.execute(
      sql`insert into page_layout_items (organization_id, url_page, position, ${sql.identifier(COLUMN[item.kind])})
          values (${orgId}, ${id}, ${position}, ${item.id})`,
    );
  }
}

const layoutRow = (db: Db, { orgId, id }: Target, lock: boolean) =>
  db.execute<Row>(
    sql`select organization_id, url_page, version, updated_at, seo_title, seo_title_translation, seo_description,
               seo_description_translation, seo_image
        from page_layouts where organization_id = ${orgId} and url_page = ${id} ${lock ? sql`for update` : sql``}`,
  );

/** `changes`' share columns as an update's assignments (jsonb maps as JSON); none when it changes none. */
function shareAssignments(changes: Record<string, unknown>) {
  const columns = SHARE_COLUMNS.filter((column) => column in changes);
  return columns.map((column) => {
    const value = changes[column];
    return sql`${sql.identifier(column)} = ${column.endsWith("_translation") ? sql`${JSON.stringify(value ?? {})}::jsonb` : sql`${value ?? null}`}`;
  });
}

/**
 * A page's layout as one entity named by its path: `items` is the ordered list of its sections, beside the page's
 * share metadata. A page never arranged has no page_layouts row yet and reads as version 1; its first save
 * creates the row.
 */
export const pageLayoutStore: EntityStore = {
  async find(db, target) {
    const [row] = (await layoutRow(db, target, false)).rows;
    return { ...NO_SHARE, ...row, organization_id: target.orgId, url_page: target.id, version: row?.version ?? 1, items: await readItems(db, target) };
  },
  async lock(db, target) {
    await db.execute(sql`insert into page_layouts (organization_id, url_page) values (${target.orgId}, ${target.id}) on conflict do nothing`);
    const [row] = (await layoutRow(db, target, true)).rows;
    return row ? { ...row, items: await readItems(db, target) } : null;
  },
  async update(db, { changes, ...target }) {
    if ("items" in changes) await writeItems(db, target, changes.items as LayoutItem[]);
    const assignments = [sql`updated_at = now()`, ...shareAssignments(changes)];
    await db.execute(sql`update page_layouts set ${sql.join(assignments, sql`, `)} where organization_id = ${target.orgId} and url_page = ${target.id}`);
    const [row] = (await layoutRow(db, target, false)).rows;
    return row ? { ...row, items: await readItems(db, target) } : null;
  },
  insert() {
    throw new Error("A page layout is created by its first save.");
  },
  remove() {
    throw new Error("A page layout is emptied, not deleted.");
  },
};
