// GET /atom.xml, /{lang}/atom.xml – Atom 1.0 of the organisation's blog posts in that language.
import { buildAtom } from "@/lib/feeds/atom";
import { ATOM_CONTENT_TYPE, ATOM_FEED_PATH } from "@/lib/feeds/constants";
import { feedResponse } from "@/lib/feeds/respond";

export async function GET(_request: Request, { params }: RouteContext<"/sites/[site]/[locale]/atom.xml">) {
  return feedResponse(params, { path: ATOM_FEED_PATH, contentType: ATOM_CONTENT_TYPE, build: buildAtom });
}
