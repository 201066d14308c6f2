// GET /robots.txt – crawl everything public; keep crawlers out of account and admin pages; name the sitemap.
import { requestOrigin } from "@/lib/posts/sitemap";

export async function GET(request: Request) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /account",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${requestOrigin(request)}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
