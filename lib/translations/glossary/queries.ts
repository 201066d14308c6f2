import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { translationGlossaryTerms } from "@/lib/db/schema";

/** The columns every glossary answer carries (the organisation is the host's, never sent). */
export const glossaryColumns = {
  id: translationGlossaryTerms.id,
  term: translationGlossaryTerms.term,
  translations: translationGlossaryTerms.translations,
  note: translationGlossaryTerms.note,
  created_at: translationGlossaryTerms.created_at,
  updated_at: translationGlossaryTerms.updated_at,
};

/** The organisation's glossary, in alphabetical order whatever the case. */
export async function listGlossaryTerms(db: Db, { orgId }: { orgId: string }) {
  return db
    .select(glossaryColumns)
    .from(translationGlossaryTerms)
    .where(eq(translationGlossaryTerms.organization_id, orgId))
    .orderBy(sql`lower(${translationGlossaryTerms.term})`, asc(translationGlossaryTerms.term));
}

export type GlossaryTermRecord = Awaited<ReturnType<typeof listGlossaryTerms>>[number];
