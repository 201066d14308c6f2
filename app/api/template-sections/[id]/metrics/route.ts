// GET /api/template-sections/{id}/metrics – the section's metric cards in order, the section's version as the ETag
// PUT /api/template-sections/{id}/metrics – add, remove and reorder its cards; If-Match names the version started from
import { editorRoute, parseBody } from "@/lib/api/route";
import { entityId, entityResponse } from "@/lib/editing/route";
import { saveEntity, savedResponse } from "@/lib/editing/save";
import { parseIfMatch } from "@/lib/editing/versions";
import { sectionMetricsSchema } from "@/lib/sections/schemas";

export const GET = editorRoute(({ site, user, params }) => entityResponse("section_metrics", { user, site, id: entityId(params) }));

export const PUT = editorRoute(async ({ request, site, user, params }) => {
  const id = entityId(params);
  const changes = await parseBody(request, sectionMetricsSchema);
  const ifMatch = parseIfMatch(request.headers.get("if-match"));
  return savedResponse(await saveEntity({ user, site, entity: "section_metrics", id, changes, ifMatch }));
});
