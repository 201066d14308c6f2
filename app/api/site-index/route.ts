// GET /api/site-index – the site's posts (drafts too), the pages that have sections and the menus, for the palette and the Site Map
import { editorRoute } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { listSiteIndex } from "@/lib/editing/site-index";

export const GET = editorRoute(async ({ site, user }) =>
  Response.json(await withRls(user.claims, (db) => listSiteIndex(db, { orgId: site.id })), { headers: { "cache-control": "private, no-store" } }),
);
