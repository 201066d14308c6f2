// GET /api/page-layout?url_page=/home – the page's sections in order, the layout's version as the ETag (admins)
// PUT /api/page-layout?url_page=/home – the new order and membership; If-Match names the version started from
import { z } from "zod";
import { editorRoute, parseBody, parseQuery } from "@/lib/api/route";
import { entityResponse } from "@/lib/editing/route";
import { saveEntity, savedResponse } from "@/lib/editing/save";
import { parseIfMatch } from "@/lib/editing/versions";
import { pageLayoutSchema } from "@/lib/sections/schemas";
import { normalizeUrlPage } from "@/lib/sections/url-page";

const querySchema = z.object({ url_page: z.string().trim().min(1).max(500).transform(normalizeUrlPage) }).strict();

export const GET = editorRoute(({ request, site, user }) =>
  entityResponse("page_layout", { user, site, id: parseQuery(request, querySchema).url_page }),
);

export const PUT = editorRoute(async ({ request, site, user }) => {
  const { url_page } = parseQuery(request, querySchema);
  const changes = await parseBody(request, pageLayoutSchema);
  const ifMatch = parseIfMatch(request.headers.get("if-match"));
  return savedResponse(await saveEntity({ user, site, entity: "page_layout", id: url_page, changes, ifMatch }));
});
