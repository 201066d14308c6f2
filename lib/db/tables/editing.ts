import "server-only";
import { bigint, foreignKey, index, integer, jsonb, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { authUsers, organizationId } from "./tenancy";

/** One saved change of an editable row (history, undo and redo read these). Append-only. */
export const revisions = pgTable(
  "revisions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId(),
    entity: text("entity").notNull(),
    entity_id: text("entity_id").notNull(),
    action: text("action", { enum: ["create", "update", "delete", "undo", "redo", "restore"] }).notNull(),
    version: integer("version"),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    changed_fields: text("changed_fields").array().notNull().default([]),
    actor_id: uuid("actor_id").references(() => authUsers.id, { onDelete: "set null" }),
    actor_name: text("actor_name"),
    restored_from: bigint("restored_from", { mode: "number" }),
    created_at: createdAt(),
  },
  (t) => [
    unique("revisions_id_organization_key").on(t.id, t.organization_id),
    foreignKey({ columns: [t.restored_from, t.organization_id], foreignColumns: [t.id, t.organization_id] }),
    index("revisions_entity_idx").on(t.organization_id, t.entity, t.entity_id, t.id.desc()),
    index("revisions_actor_idx").on(t.organization_id, t.actor_id, t.id.desc()),
  ],
);
