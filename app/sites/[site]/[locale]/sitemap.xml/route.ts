// GET /sitemap.xml – every public page of the host's organisation, with hreflang alternates.
import { connection } from "next/server";
import { getPublishedPosts, getSiteSeoData } from "@/lib/posts/data";
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
  const pages = new Map<string, SitemapPage>([["/", { path: "/" }], ["/blog", { path: "/blog" }]]);
  for (const path of seo.layoutPaths) if (path !== HOME_PAGE) pages.set(path, { path });
  for (const post of posts) pages.set(`/${post.slug}`, { path: `/${post.slug}`, lastModified: post.updated_at });
  return new Response(buildSitemap(origin, [...pages.values()], seo.defaultLocale, seo.locales), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
