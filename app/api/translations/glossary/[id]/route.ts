// PATCH /api/translations/glossary/{id} { term?, translations?, note? } – changes the fields it names: the row; a
//   term already in the glossary is 409 (admins)
// DELETE /api/translations/glossary/{id} – removes the term (204) (admins)
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { adminRoute, parseBody } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { privateJson } from "@/lib/organizations/route";
import { GLOSSARY_TERM_NOT_FOUND_MESSAGE } from "@/lib/translations/glossary/constants";
import { deleteGlossaryTerm, updateGlossaryTerm } from "@/lib/translations/glossary/mutations";
import { glossaryTermPatchSchema } from "@/lib/translations/glossary/schemas";

/** The term's id from the path; anything but a uuid names no term. */
function termId(params: Record<string, string>): string {
  const id = z.uuid().safeParse(params.id);
  if (!id.success) throw new ApiError("not_found", GLOSSARY_TERM_NOT_FOUND_MESSAGE);
  return id.data;
}

export const PATCH = adminRoute(async ({ request, site, user, params }) => {
  const id = termId(params);
  const patch = await parseBody(request, glossaryTermPatchSchema);
  return privateJson(await withRls(user.claims, (db) => updateGlossaryTerm(db, { orgId: site.id, id, patch })));
});

export const DELETE = adminRoute(async ({ site, user, params }) => {
  const id = termId(params);
  if (!(await withRls(user.claims, (db) => deleteGlossaryTerm(db, { orgId: site.id, id })))) throw new ApiError("not_found", GLOSSARY_TERM_NOT_FOUND_MESSAGE);
  return new Response(null, { status: 204 });
});
