import "server-only";
import { createHash } from "node:crypto";
import { connection } from "next/server";
import { readSiteRoute } from "@/lib/site/route";
import { ICON_CACHE_CONTROL, MANIFEST_TYPE, SITE_ICON_FILES, type SiteIconFile } from "./constants";
import { getSiteBrand } from "./data";
import { getSiteIconFile } from "./icons";
import { buildManifest } from "./manifest";

type SiteParams = Promise<{ site: string; locale: string }>;

const notFound = () => new Response("Not found", { status: 404 });

/** Whether the browser holds this very file already (If-None-Match names its ETag, or `*`). */
function holds(request: Request, etag: string): boolean {
  const header = request.headers.get("if-none-match");
  return !!header && header.split(",").some((tag) => tag.trim() === "*" || tag.trim().replace(/^W\//, "") === etag);
}

/** A file the browser keeps for an hour and then asks again for by its ETag (a hash of the bytes). */
function cachedFile(request: Request, body: Uint8Array<ArrayBuffer> | string, type: string): Response {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
  const headers = { "content-type": type, "cache-control": ICON_CACHE_CONTROL, etag };
  return holds(request, etag) ? new Response(null, { status: 304, headers }) : new Response(body, { headers });
}

/** GET /{file} for one of a site's icons: the host's organisation's, whatever language prefix the path has. */
export async function siteIconResponse(request: Request, params: SiteParams, file: SiteIconFile): Promise<Response> {
  // Per request: the icon files behind it are cached, under the organisation's tag.
  await connection();
  const route = await readSiteRoute(params);
  const bytes = route ? await getSiteIconFile(route.site, file) : null;
  if (!bytes) return notFound();
  return cachedFile(request, bytes, SITE_ICON_FILES[file].type);
}

/** GET /manifest.webmanifest (or /{lang}/manifest.webmanifest): the site's web manifest in that language. */
export async function siteManifestResponse(request: Request, params: SiteParams): Promise<Response> {
  await connection();
  const route = await readSiteRoute(params);
  const brand = route ? await getSiteBrand(route.site) : null;
  if (!route || !brand) return notFound();
  // A prefix the site does not serve names no language of it: the default language's manifest.
  const locale = route.redirects ? route.defaultLocale : route.locale;
  return cachedFile(request, JSON.stringify(buildManifest(brand, locale, route.defaultLocale)), MANIFEST_TYPE);
}
