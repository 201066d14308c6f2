import "server-only";
import { sql } from "drizzle-orm";
import { boolean, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { ASSISTANT_SOURCES } from "@/lib/assistant/constants";
import { LOCALES } from "@/lib/i18n/locales";
import { createdAt, primaryId, timestamps } from "./columns";
import { organizationId, organizations } from "./tenancy";

/** The help-centre assistant's settings, one row per organisation (none: the defaults). */
export const assistantSettings = pgTable("assistant_settings", {
  organization_id: uuid("organization_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  name: text("name").notNull().default("Assistant"),
  greeting: text("greeting"),
  is_enabled: boolean("is_enabled").notNull().default(true),
  sources: text("sources", { enum: ASSISTANT_SOURCES })
    .array()
    .notNull()
    .default(sql`array['faq', 'knowledge_base', 'help_center']`),
  ...timestamps(),
});

/** A source the assistant showed with an answer. */
export interface AssistantSourceLink {
  title: string;
  url: string;
}

/** Every question asked of the assistant; admins read those without a good answer. */
export const assistantQuestions = pgTable("assistant_questions", {
  id: primaryId(),
  organization_id: organizationId(),
  locale: text("locale", { enum: LOCALES }).notNull(),
  question: text("question").notNull(),
  answered: boolean("answered").notNull(),
  answer: text("answer"),
  sources: jsonb("sources").$type<AssistantSourceLink[]>().notNull().default([]),
  visitor_key: text("visitor_key"),
  created_at: createdAt(),
});
