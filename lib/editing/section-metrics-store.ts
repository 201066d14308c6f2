import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import type { EntityStore, Row, Target } from "./table-store";

async function metricIds(db: Db, { orgId, id }: Target): Promise<string[]> {
  const { rows } = await db.execute<{ metric_id: string }>(
    sql`select metric_id from template_section_metrics
        where organization_id = ${orgId} and template_section_id = ${id} order by position, created_at`,
  );
  return rows.map((row) => row.metric_id);
}

const sectionRow = (db: Db, { orgId, id }: Target, lock: boolean) =>
  db.execute<Row>(
    sql`select id, organization_id, url_page, version from template_sections
        where organization_id = ${orgId} and id = ${id} ${lock ? sql`for update` : sql``}`,
  );

/**
 * A template section's metric cards in order, named by the section's id and versioned with the section:
 * two admins reordering the same section's cards meet the same 412 as two editing its title.
 */
export const sectionMetricsStore: EntityStore = {
  async find(db, target) {
    const [row] = (await sectionRow(db, target, false)).rows;
    return row ? { ...row, metric_ids: await metricIds(db, target) } : null;
  },
  async lock(db, target) {
    const [row] = (await sectionRow(db, target, true)).rows;
    return row ? { ...row, metric_ids: await metricIds(db, target) } : null;
  },
  async update(db, { changes, ...target }) {
    const ids = changes.metric_ids as string[];
    await db.execute(sql`delete from template_section_metrics where organization_id = ${target.orgId} and template_section_id = ${target.id}`);
    for (const [position, metricId] of ids.entries()) {
      await db.execute(
        sql`insert into template_section_metrics (organization_id, template_section_id, metric_id, position)
            values (${target.orgId}, ${target.id}, ${metricId}, ${position})`,
      );
    }
    // The section's version moves with its cards.
    await db.execute(sql`update template_sections set updated_at = now() where organization_id = ${target.orgId} and id = ${target.id}`);
    const [row] = (await sectionRow(db, target, false)).rows;
    return row ? { ...row, metric_ids: ids } : null;
  },
  insert() {
    throw new Error("A section's metrics exist with the section.");
  },
  remove() {
    throw new Error("A section's metrics are emptied, not deleted.");
  },
};
