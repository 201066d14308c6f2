// GET /feed.xml, /{lang}/feed.xml – RSS 2.0 of the organisation's blog posts in that language.
import { buildRss } from "@/lib/feeds/rss";
import { RSS_CONTENT_TYPE, RSS_FEED_PATH } from "@/lib/feeds/constants";
import { feedResponse } from "@/lib/feeds/respond";

export async function GET(_request: Request, { params }: RouteContext<"/sites/[site]/[locale]/feed.xml">) {
  return feedResponse(params, { path: RSS_FEED_PATH, contentType: RSS_CONTENT_TYPE, build: buildRss });
}
