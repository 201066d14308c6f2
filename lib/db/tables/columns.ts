// Column builders shared by every table. Property names equal the SQL column names so rows come out in
// the specification's wire shape; timestamps stay strings to keep microseconds (updated_at is compared
// exactly to answer stale saves with 412).
import "server-only";
import { integer, jsonb, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Gradient, Translations } from "@/lib/model/json-types";

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "string" });

export const primaryId = () => uuid("id").primaryKey().defaultRandom();

export const createdAt = () => timestamptz("created_at").notNull().defaultNow();

export const timestamps = () => ({
  created_at: createdAt(),
  updated_at: timestamptz("updated_at").notNull().defaultNow(),
});

/** An editable row's version: bumped by every update; editors send it back as If-Match (412 when stale). */
export const versioned = () => ({ version: integer("version").notNull().default(1) });

/** A `<field>_translation` map keyed by locale. */
export const translation = (name: string) => jsonb(name).$type<Translations>().notNull().default({});

export const gradient = () => jsonb("gradient").$type<Gradient>().notNull().default({});
