// GET /api/settings – the site's settings as stored, their version as the ETag (admins of the site)
// PATCH /api/settings – change them; If-Match names the version the editor started from
import { adminRoute, parseBody } from "@/lib/api/route";
import { entityResponse } from "@/lib/editing/route";
import { saveEntity, savedResponse } from "@/lib/editing/save";
import { parseIfMatch } from "@/lib/editing/versions";
import { settingsPatchSchema } from "@/lib/site/settings-schema";

export const GET = adminRoute(({ site, user }) => entityResponse("settings", { user, site, id: site.id }));

export const PATCH = adminRoute(async ({ request, site, user }) => {
  const changes = await parseBody(request, settingsPatchSchema);
  const ifMatch = parseIfMatch(request.headers.get("if-match"));
  return savedResponse(await saveEntity({ user, site, entity: "settings", id: site.id, changes, ifMatch }));
});
