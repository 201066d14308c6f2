// GET /api/revisions?entity=&entity_id= – one entity's history, newest first (admins of the site)
import { editorRoute, parseQuery } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { listEntityRevisions } from "@/lib/editing/queries";
import { historyQuerySchema } from "@/lib/editing/schemas";

export const GET = editorRoute(async ({ request, site, user }) => {
  const { entity, entity_id } = parseQuery(request, historyQuerySchema);
  const revisions = await withRls(user.claims, (db) => listEntityRevisions(db, { orgId: site.id, entity, entityId: entity_id }));
  return Response.json(revisions, { headers: { "cache-control": "private, no-store" } });
});
