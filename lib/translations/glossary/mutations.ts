import "server-only";
import { and, eq } from "drizzle-orm";
import { ApiError, sqlState } from "@/lib/api/errors";
import type { Db } from "@/lib/db";
import { translationGlossaryTerms } from "@/lib/db/schema";
import { GLOSSARY_TERM_NOT_FOUND_MESSAGE, GLOSSARY_TERM_TAKEN_MESSAGE } from "./constants";
import { glossaryColumns, type GlossaryTermRecord } from "./queries";
import type { GlossaryTermInput, GlossaryTermPatch } from "./schemas";

const taken = () => new ApiError("conflict", GLOSSARY_TERM_TAKEN_MESSAGE, { term: GLOSSARY_TERM_TAKEN_MESSAGE });
const notFound = () => new ApiError("not_found", GLOSSARY_TERM_NOT_FOUND_MESSAGE);

/** Adds a term; one already in the glossary, in any case, is a 409. */
export async function insertGlossaryTerm(db: Db, { orgId, input }: { orgId: string; input: GlossaryTermInput }): Promise<GlossaryTermRecord> {
  // The unique index on (organization, lower(term)) decides: no read-then-write race, no aborted transaction.
  const [row] = await db
    .insert(translationGlossaryTerms)
    .values({ organization_id: orgId, term: input.term, translations: input.translations, note: input.note ?? null })
    .onConflictDoNothing()
    .returning(glossaryColumns);
  if (!row) throw taken();
  return row;
}

/** Changes the fields the patch names; a term of another organisation, or none, is a 404. */
export async function updateGlossaryTerm(db: Db, { orgId, id, patch }: { orgId: string; id: string; patch: GlossaryTermPatch }): Promise<GlossaryTermRecord> {
  try {
    const [row] = await db
      .update(translationGlossaryTerms)
      .set(patch)
      .where(and(eq(translationGlossaryTerms.organization_id, orgId), eq(translationGlossaryTerms.id, id)))
      .returning(glossaryColumns);
    if (!row) throw notFound();
    return row;
  } catch (error) {
    // Renamed to a term the glossary already holds.
    if (sqlState(error) === "23505") throw taken();
    throw error;
  }
}

/** Deletes a term; false when the organisation has none such. */
export async function deleteGlossaryTerm(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<boolean> {
  const rows = await db
    .delete(translationGlossaryTerms)
    .where(and(eq(translationGlossaryTerms.organization_id, orgId), eq(translationGlossaryTerms.id, id)))
    .returning({ id: translationGlossaryTerms.id });
  return rows.length === 1;
}
