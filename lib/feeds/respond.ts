import { createTranslator } from "next-intl";
import { connection } from "next/server";
import { localizedPath } from "@/lib/i18n/paths";
import { messagesByLocale } from "@/lib/i18n/messages";
import { getPublishedPosts, getSiteSeoData } from "@/lib/posts/data";
import { readSiteRoute } from "@/lib/site/route";
import { hostOfSegment, siteOrigin } from "@/lib/site/site-by-host";
import { buildFeed, type Feed } from "./items";

interface FeedFormat {
  /** RSS_FEED_PATH or ATOM_FEED_PATH. */
  path: string;
  contentType: string;
  build: (feed: Feed) => string;
}

const notFound = () => new Response("Not found", { status: 404 });

/**
 * A feed route's answer: the site's posts in the language of the `[locale]` segment. A feed has one address per
 * language: under a language the site does not offer it is a 404, under the default language's prefix and on
 * another of the site's addresses it redirects permanently to that one address.
 */
export async function feedResponse(params: Promise<{ site: string; locale: string }>, format: FeedFormat): Promise<Response> {
  // Per request (a local address names the port the server listens on); the reads behind it are cached.
  await connection();
  const [{ site: segment, locale: prefix }, route] = await Promise.all([params, readSiteRoute(params)]);
  if (!route) return notFound();
  const offered = !route.redirects || prefix === route.defaultLocale;
  if (!offered) return notFound();
  const path = localizedPath(format.path, route.locale, route.defaultLocale);
  if (route.canonicalOrigin) return Response.redirect(`${route.canonicalOrigin}${path}`, 308);
  if (route.redirects) return new Response(null, { status: 308, headers: { location: path } });
  const [seo, posts] = await Promise.all([getSiteSeoData(route.site), getPublishedPosts(route.site)]);
  if (!seo?.origin) return notFound();
  const t = createTranslator({ locale: route.locale, messages: messagesByLocale[route.locale], namespace: "Posts" });
  const feed = buildFeed(posts, {
    origin: siteOrigin(hostOfSegment(segment), seo.origin),
    locale: route.locale,
    defaultLocale: route.defaultLocale,
    name: seo.name,
    description: t("blogDescription", { site: seo.name }),
    feedPath: format.path,
    fallbackUpdated: new Date().toISOString(),
  });
  return new Response(format.build(feed), { headers: { "content-type": format.contentType, "cache-control": "public, max-age=3600" } });
}
