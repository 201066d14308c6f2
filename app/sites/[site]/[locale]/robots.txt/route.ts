// GET /robots.txt – crawl everything public; keep crawlers out of account, sign-in and admin pages; name the sitemap.
import { connection } from "next/server";
import { getSiteSeoData } from "@/lib/posts/data";
import { buildRobotsTxt } from "@/lib/posts/robots";
import { readSiteRoute } from "@/lib/site/route";
import { hostOfSegment, siteOrigin } from "@/lib/site/site-by-host";

export async function GET(_request: Request, { params }: RouteContext<"/sites/[site]/[locale]/robots.txt">) {
  // Per request (a local address names the port the server listens on); the reads behind it are cached.
  await connection();
  const route = await readSiteRoute(params);
  const seo = route ? await getSiteSeoData(route.site) : null;
  if (!seo?.origin) return new Response("Not found", { status: 404 });
  const origin = siteOrigin(hostOfSegment((await params).site), seo.origin);
  return new Response(buildRobotsTxt(origin), { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
