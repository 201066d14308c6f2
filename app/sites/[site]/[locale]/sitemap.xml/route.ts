// GET /sitemap.xml – every public page of the host's organisation in every language, with lastmod and hreflang alternates.
import { connection } from "next/server";
import { latestDate } from "@/lib/feeds/dates";
import { getPublishedPosts, getSiteSeoData } from "@/lib/posts/data";
import { postConfigs } from "@/lib/posts/normalize";
import { buildSitemap, type SitemapPage } from "@/lib/posts/sitemap";
import { HOME_PAGE } from "@/lib/sections/constants";
import { readSiteRoute } from "@/lib/site/route";
import { hostOfSegment, siteOrigin } from "@/lib/site/site-by-host";

export async function GET(_request: Request, { params }: RouteContext<"/sites/[site]/[locale]/sitemap.xml">) {
  // Per request (a local address names the port the server listens on); the reads behind it are cached.
  await connection();
  const route = await readSiteRoute(params);
  if (!route) return new Response("Not found", { status: 404 });
  const [seo, posts] = await Promise.all([getSiteSeoData(route.site), getPublishedPosts(route.site)]);
  if (!seo?.origin) return new Response("Not found", { status: 404 });
  const origin = siteOrigin(hostOfSegment((await params).site), seo.origin);
  const pages = new Map<string, SitemapPage>();
  // A path that is both a post and laid out (or /blog with sections) changed when the later of the two did.
  const add = (path: string, lastModified: string | undefined) =>
    pages.set(path, { path, lastModified: latestDate(pages.get(path)?.lastModified, lastModified) });
  add("/", undefined);
  // The blog index changes with the posts it lists. Hidden and scheduled posts are not published (display_this_post
  // false, blog_posts.is_published): getPublishedPosts never returns them.
  add("/blog", latestDate(...posts.filter((post) => postConfigs(post).isBlogPost).map((post) => post.updated_at)));
  // Spec: / is read as /home.
  for (const page of seo.layoutPages) add(page.path === HOME_PAGE ? "/" : page.path, page.lastModified);
  for (const post of posts) add(`/${post.slug}`, post.updated_at);
  return new Response(buildSitemap(origin, [...pages.values()], seo.defaultLocale, seo.locales), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
