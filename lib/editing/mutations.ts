import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { revisions } from "@/lib/db/schema";
import { EDITABLE_ENTITIES, type EntityName } from "./entities";

export type Row = Record<string, unknown> & { id: string; organization_id: string; version: number };

const table = (entity: EntityName) => sql.identifier(EDITABLE_ENTITIES[entity].table);

// Objects and arrays go to jsonb columns as JSON text (every such editable column is jsonb).
const assignment = (column: string, value: unknown): SQL =>
  value !== null && typeof value === "object"
    ? sql`${sql.identifier(column)} = ${JSON.stringify(value)}::jsonb`
    : sql`${sql.identifier(column)} = ${value}`;

/** The row as it stands, locked until the transaction ends so that two saves cannot interleave. */
export async function lockEntityRow(db: Db, { entity, orgId, id }: { entity: EntityName; orgId: string; id: string }) {
  const result = await db.execute<Row>(
    sql`select * from ${table(entity)} where id = ${id} and organization_id = ${orgId} for update`,
  );
  return result.rows[0] ?? null;
}

/** Writes `changes` (editable columns only, checked by the caller) and returns the row with its new version. */
export async function updateEntityRow(
  db: Db,
  { entity, orgId, id, changes }: { entity: EntityName; orgId: string; id: string; changes: Record<string, unknown> },
) {
  const assignments = sql.join(
    Object.entries(changes).map(([column, value]) => assignment(column, value)),
    sql`, `,
  );
  const result = await db.execute<Row>(
    sql`update ${table(entity)} set ${assignments} where id = ${id} and organization_id = ${orgId} returning *`,
  );
  return result.rows[0] ?? null;
}

export type NewRevision = typeof revisions.$inferInsert;

export async function insertRevision(db: Db, revision: NewRevision) {
  const [row] = await db.insert(revisions).values(revision).returning();
  return row;
}
