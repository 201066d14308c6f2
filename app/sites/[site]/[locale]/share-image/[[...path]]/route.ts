// GET /share-image/{path} – the page at /{path}'s generated share image (PNG, 1200×630) in the language of the
// prefix (/es/share-image/about); 404 where the site has no such page.
import { connection } from "next/server";
import { z } from "zod";
import { SHARE_IMAGE_MAX_AGE_SECONDS } from "@/lib/seo/constants";
import { renderShareImage } from "@/lib/seo/share-image";
import { readSiteRoute } from "@/lib/site/route";

/** A page's path segments: at most as deep and as long as a page's address can be. */
const pathSchema = z.array(z.string().min(1).max(200)).max(10).default([]);

const notFound = () => new Response("Not found", { status: 404, headers: { "cache-control": "public, max-age=60" } });

export async function GET(_request: Request, { params }: RouteContext<"/sites/[site]/[locale]/share-image/[[...path]]">) {
  // Per request like the other site files; the render itself is cached by tag (lib/seo/share-image.tsx).
  await connection();
  const [route, segments] = await Promise.all([readSiteRoute(params), params.then(({ path }) => pathSchema.safeParse(path))]);
  if (!route || !segments.success) return notFound();
  const png = await renderShareImage(route.site, `/${segments.data.join("/")}`, route.locale);
  if (!png) return notFound();
  return new Response(png, {
    headers: { "content-type": "image/png", "cache-control": `public, max-age=${SHARE_IMAGE_MAX_AGE_SECONDS}` },
  });
}
