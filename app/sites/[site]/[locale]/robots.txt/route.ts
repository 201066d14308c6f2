// GET /robots.txt – crawl everything public; keep crawlers out of account and admin pages; name the sitemap.
import { connection } from "next/server";
import { getSiteSeoData } from "@/lib/posts/data";
import { readSiteRoute } from "@/lib/site/route";
import { hostOfSegment, siteOrigin } from "@/lib/site/site-by-host";

export async function GET(_request: Request, { params }: RouteContext<"/sites/[site]/[locale]/robots.txt">) {
  // Per request (a local address names the port the server listens on); the reads behind it are cached.
  await connection();
  const route = await readSiteRoute(params);
  const seo = route ? await getSiteSeoData(route.site) : null;
  if (!seo?.origin) return new Response("Not found", { status: 404 });
  const origin = siteOrigin(hostOfSegment((await params).site), seo.origin);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /account",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
