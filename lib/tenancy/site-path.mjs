// Host and language routing: where in app/sites/[site]/[locale]/… a request's URL is served. The server applies
// it to every request before Next.js sees it (lib/tenancy/route-sites.mjs); plain JavaScript for that preload.
import { LOCALES } from "../i18n/locale-list.mjs";

/** The `[locale]` segment of an unprefixed path: the organisation's default language, looked up by host. */
export const DEFAULT_LOCALE_SEGMENT = "default";

/**
 * The `[site]` segment for a request whose Host is no host name at all (`foo_bar`, `[::1]`, `x y`, none):
 * no organisation has it, so every page answers "No site at this address".
 */
export const NO_SITE_SEGMENT = "_";

/** The Host header as sent: a host name and an optional port, nothing else. */
const HOST_HEADER = /^[A-Za-z0-9.-]{1,253}(?::\d{1,5})?$/;
/** A language prefix: `/es` or `/es/…`. */
const LANGUAGE_PREFIX = new RegExp(`^/(${LOCALES.join("|")})(?=/|$)`);
/** Served as they are: Next's own files, the API, the media addresses (next.config.ts) and the shared static files. */
const NOT_A_PAGE = /^\/(?:_next\/|api\/|media\/|storage\/v1\/|__nextjs|favicon\.ico$|default-logo\.svg$)/;
/** Addresses Next answers with a redirect to their clean form (`/blog/`, `//blog`, `\blog`): it must see them as sent. */
const REDIRECTED_BY_NEXT = /\/\/|\\|.\/$/;

/** `/a/../b` and `/a/%2e%2e/b` are `/b`, as URL parsing resolves them (and as Next would see them). */
function resolveDotSegments(path) {
  if (!path.includes(".") && !path.includes("%")) return path;
  try {
    return new URL(path, "http://site.invalid").pathname;
  } catch {
    return undefined;
  }
}

/**
 * The internal URL for a request: `/sites/{host}/{locale}/{path}?{query}`, with the `default` locale segment for
 * an unprefixed path, or undefined when the request is not for a page (see NOT_A_PAGE) or is Next's to redirect.
 * The host is the Host header's name, lowercased; a Host that is no host name (or none) gets the `_` site.
 * /sites/… from outside lands under the site's own tree, where it is a 404, and dot segments are resolved first,
 * so no path reaches another site's tree.
 */
export function sitePath(url, hostHeader) {
  if (!url.startsWith("/")) return undefined;
  const queryAt = url.indexOf("?");
  const rawPath = queryAt < 0 ? url : url.slice(0, queryAt);
  if (REDIRECTED_BY_NEXT.test(rawPath)) return undefined;
  const path = resolveDotSegments(rawPath);
  if (path === undefined || NOT_A_PAGE.test(path) || REDIRECTED_BY_NEXT.test(path)) return undefined;
  const query = queryAt < 0 ? "" : url.slice(queryAt);
  if (hostHeader === undefined || !HOST_HEADER.test(hostHeader)) {
    return `/sites/${NO_SITE_SEGMENT}/${DEFAULT_LOCALE_SEGMENT}${path === "/" ? "" : path}${query}`;
  }
  const host = hostHeader.split(":", 1)[0].toLowerCase();
  const language = LANGUAGE_PREFIX.exec(path);
  const locale = language ? language[1] : DEFAULT_LOCALE_SEGMENT;
  const rest = language ? path.slice(language[0].length) : path === "/" ? "" : path;
  return `/sites/${host}/${locale}${rest}${query}`;
}

/**
 * What Next's router tells the App Router in the browser when it rewrote a navigation's request (RSC): the path
 * that was rendered, from which the client reads the route's parameters.
 */
export const REWRITTEN_PATH_HEADER = "x-nextjs-rewritten-path";

/** A request listener (route-sites.mjs): sends the request to its site's page before Next reads its URL. */
export function routeToSite(request, response) {
  const url = sitePath(request.url ?? "/", request.headers.host);
  if (url === undefined) return;
  if (request.headers.rsc === "1") response.setHeader(REWRITTEN_PATH_HEADER, url.split("?", 1)[0]);
  request.url = url;
}
