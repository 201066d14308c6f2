import "server-only";
import { sql } from "drizzle-orm";
import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { primaryId, timestamps, translation } from "./columns";
import { organizationId } from "./tenancy";

/**
 * The organisation's translation glossary (…_translation_glossary.sql): a term, and its fixed translation per
 * locale; a locale without one keeps the term as it is. One row per term whatever its case.
 */
export const translationGlossaryTerms = pgTable(
  "translation_glossary_terms",
  {
    id: primaryId(),
    organization_id: organizationId(),
    term: text("term").notNull(),
    translations: translation("translations"),
    note: text("note"),
    ...timestamps(),
  },
  (t) => [uniqueIndex("translation_glossary_terms_term_idx").on(t.organization_id, sql`lower(${t.term})`)],
);
