// GET /api/translations/glossary – the organisation's glossary: terms never to translate and terms with a fixed
//   translation per language, alphabetically: { terms } (editors and admins)
// POST /api/translations/glossary { term, translations?, note? } – adds a term: the row (201); a term already in the
//   glossary, in any case, is 409 (admins)
import { adminRoute, editorRoute, parseBody } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { privateJson } from "@/lib/organizations/route";
import { insertGlossaryTerm } from "@/lib/translations/glossary/mutations";
import { listGlossaryTerms } from "@/lib/translations/glossary/queries";
import { glossaryTermInputSchema } from "@/lib/translations/glossary/schemas";

export const GET = editorRoute(async ({ site, user }) =>
  privateJson({
    terms: await withRls(user.claims, (db) => listGlossaryTerms(db, { orgId: site.id })),
  }),
);

export const POST = adminRoute(async ({ request, site, user }) => {
  const input = await parseBody(request, glossaryTermInputSchema);
  const row = await withRls(user.claims, (db) => insertGlossaryTerm(db, { orgId: site.id, input }));
  return Response.json(row, {
    status: 201,
    headers: { "cache-control": "private, no-store" },
  });
});
