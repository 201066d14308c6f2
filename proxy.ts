import { NextResponse, type NextRequest } from "next/server";
import { keepCookiesPrivate } from "@/lib/http/private-cookies";
import { gateDraftMode, inDraftMode } from "@/lib/publishing/preview-grant";
import { refreshSessionCookies } from "@/lib/supabase/proxy-session";
import { normalizeHost } from "@/lib/tenancy/host";
import { platformHost } from "@/lib/tenancy/platform-host";
import { draftSitePath, isInternalPath, ROUTED_HEADER, sitePath } from "@/lib/tenancy/site-path";

/**
 * Three jobs, each only where it is needed:
 * - Host and language routing, when the request did not come through the self-hosted server (a platform host,
 *   plain `next start`): a rewrite to the site's tree with the same function the server uses
 *   (lib/tenancy/site-path.ts). Through the server a page's request already arrives as /sites/…, which the
 *   matcher below leaves out, so the server's visitors never pay for a proxy.
 * - Refreshing a signed-in visitor's Supabase session cookies: only for requests that carry an auth cookie, so
 *   anonymous visitors, who only ever get cached pages, skip it.
 * - The preview gate (gatedHeaders), for a request that carries Next's draft-mode cookie.
 * The matcher must be a literal, so it spells ROUTED_HEADER and the draft-mode cookie out.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // A request for /sites/… from outside is routed like any other path: under the requesting host's own tree,
  // where it is a 404.
  const alreadyRouted = isInternalPath(pathname) && request.headers.has(ROUTED_HEADER);
  const routed = alreadyRouted ? undefined : sitePath(pathname + search, request.headers.get("host") ?? undefined, platformHost());
  const headers = gatedHeaders(request);
  const init = headers && { request: { headers } };
  // A request the preview gate let into draft mode is served the draft view (lib/tenancy/site-path.ts).
  const target = routed !== undefined && inDraftMode((headers ?? request.headers).get("cookie") ?? undefined) ? draftSitePath(routed) : routed;
  const response = target === undefined ? NextResponse.next(init) : NextResponse.rewrite(new URL(target, request.url), init);
  await refreshSessionCookies(request, response);
  // Rotated tokens on a cacheable page would hand this visitor's session to the next one.
  return keepCookiesPrivate(response);
}

/**
 * The preview gate, as the self-hosted server runs it: Next's draft mode only with a preview grant for this host
 * (lib/publishing/preview-grant.ts); otherwise the request goes on without the draft-mode cookie.
 */
function gatedHeaders(request: NextRequest): Headers | undefined {
  const cookie = request.headers.get("cookie") ?? undefined;
  const gated = gateDraftMode(cookie, normalizeHost(request.headers.get("host")), process.env.SUPABASE_SERVICE_ROLE_KEY);
  if (gated === cookie) return undefined;
  const headers = new Headers(request.headers);
  if (gated) headers.set("cookie", gated);
  else headers.delete("cookie");
  return headers;
}

export const config = {
  matcher: [
    // Routing: every page path outside the sites tree (with /favicon.ico, which each site serves), and a request
    // for the tree that the server did not route. Through the server every page's request is in the tree and
    // marked, so neither runs.
    "/((?!api/|_next/|sites/|console/|media/|storage/v1/|__nextjs|default-logo.svg$).*)",
    { source: "/sites/:path*", missing: [{ type: "header", key: "x-sitebuilder-routed" }] },
    { source: "/console/:path*", missing: [{ type: "header", key: "x-sitebuilder-routed" }] },
    // The preview gate, wherever a request carries Next's draft-mode cookie (lib/next-internals/draft-mode-cookie.ts),
    // the API included.
    { source: "/:path*", has: [{ type: "cookie", key: "__prerender_bypass" }] },
    // Session refresh wherever a page is served, for a request that carries an auth cookie.
    {
      source: "/((?!api/|_next/|favicon.ico$|default-logo.svg$).*)",
      has: [{ type: "header", key: "cookie", value: ".*sb-[^=;]*-auth-token.*" }],
    },
  ],
};
