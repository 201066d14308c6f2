import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { EDITABLE_ENTITIES, type EditableEntity, type EntityName } from "./entities";

export type Row = Record<string, unknown> & { organization_id: string; version: number };

export interface Target {
  orgId: string;
  id: string;
}

/** Where an editable entity's rows live: one table row per entity (most), or a page's layout. */
export interface EntityStore {
  /** The row as it stands, locked until the transaction ends so that two saves cannot interleave. */
  lock(db: Db, target: Target): Promise<Row | null>;
  find(db: Db, target: Target): Promise<Row | null>;
  /** Writes `changes` (editable fields only, checked by the caller); the row with its new version. */
  update(db: Db, target: Target & { changes: Record<string, unknown> }): Promise<Row | null>;
  /** A new row; `values` may carry the id (an undone delete puts the same row back). */
  insert(db: Db, target: { orgId: string; values: Record<string, unknown> }): Promise<Row>;
  remove(db: Db, target: Target): Promise<boolean>;
}

const entityOf = (entity: EntityName): EditableEntity => EDITABLE_ENTITIES[entity];

/** One row of the entity's table per entity, named by its id column inside the organisation. */
export function tableStore(entity: EntityName): EntityStore {
  const spec = entityOf(entity);
  const table = sql.identifier(spec.table);
  const idColumn = sql.identifier(spec.idColumn ?? "id");
  const arrays: readonly string[] = spec.arrayColumns ?? [];

  // Postgres arrays from a JSON list (a bound JS array would be spread into several parameters); every
  // other object or list goes to a jsonb column as JSON text.
  const value = (column: string, raw: unknown): SQL => {
    if (arrays.includes(column)) return sql`array(select jsonb_array_elements_text(${JSON.stringify(raw ?? [])}::jsonb))`;
    return raw !== null && typeof raw === "object" ? sql`${JSON.stringify(raw)}::jsonb` : sql`${raw}`;
  };
  const orgColumn = sql.identifier(spec.orgColumn ?? "organization_id");
  const where = ({ orgId, id }: Target) => sql`${idColumn} = ${id} and ${orgColumn} = ${orgId}`;
  const first = async (query: Promise<{ rows: Row[] }>) => (await query).rows[0] ?? null;

  return {
    lock: (db, target) => first(db.execute<Row>(sql`select * from ${table} where ${where(target)} for update`)),
    find: (db, target) => first(db.execute<Row>(sql`select * from ${table} where ${where(target)}`)),
    update: (db, { changes, ...target }) => {
      const assignments = sql.join(
        Object.entries(changes).map(([column, raw]) => sql`${sql.identifier(column)} = ${value(column, raw)}`),
        sql`, `,
      );
      return first(db.execute<Row>(sql`update ${table} set ${assignments} where ${where(target)} returning *`));
    },
    insert: async (db, { orgId, values }) => {
      const entries = Object.entries({ ...values, organization_id: orgId });
      const columns = sql.join(entries.map(([column]) => sql.identifier(column)), sql`, `);
      const row = await first(
        db.execute<Row>(sql`insert into ${table} (${columns}) values (${sql.join(entries.map(([c, v]) => value(c, v)), sql`, `)}) returning *`),
      );
      return row!;
    },
    remove: async (db, target) => (await db.execute(sql`delete from ${table} where ${where(target)}`)).rowCount === 1,
  };
}
