// Host and language routing: where in app/sites/[site]/[locale]/… a request's URL is served. One function for the
// two ways a request arrives: the self-hosted server (server/) applies it before Next reads the request, and
// proxy.ts rewrites with it when the request did not come through that server (a platform host, plain `next start`).
import { LOCALES } from "../i18n/locales";

/** The platform's own host, where people create and manage their sites (PLATFORM_HOST in production). */
export const DEFAULT_PLATFORM_HOST = "app.localhost";

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
/**
 * Served as they are: Next's own files, the API, the media addresses (next.config.ts) and the shared static files.
 * Not /favicon.ico: each site serves its own (app/sites/[site]/[locale]/favicon.ico, lib/brand).
 */
const NOT_A_PAGE = /^\/(?:_next\/|api\/|media\/|storage\/v1\/|__nextjs|default-logo\.svg$)/;
/** The platform host's own static files (public/): the console keeps the product's icon. */
const PLATFORM_FILE = /^\/favicon\.ico$/;
/** Addresses Next answers with a redirect to their clean form (`/blog/`, `//blog`, `\blog`): it must see them as sent. */
const REDIRECTED_BY_NEXT = /\/\/|\\|.\/$/;

/** `/a/../b` and `/a/%2e%2e/b` are `/b`, as URL parsing resolves them (and as Next would see them). */
function resolveDotSegments(path: string): string | undefined {
  if (!path.includes(".") && !path.includes("%")) return path;
  try {
    return new URL(path, "http://site.invalid").pathname;
  } catch {
    return undefined;
  }
}

/**
 * The internal URL for a request: `/sites/{host}/{locale}/{path}?{query}`, with the `default` locale segment for
 * an unprefixed path, or undefined when the request is not for a page (see NOT_A_PAGE and PLATFORM_FILE) or is
 * Next's to redirect.
 * On the platform's own host (`platformHost`) the console's tree instead: `/console/{locale}/{path}?{query}`.
 * The host is the Host header's name, lowercased; a Host that is no host name (or none) gets the `_` site.
 * /sites/… from outside lands under the site's own tree, where it is a 404, and dot segments are resolved first,
 * so no path reaches another site's tree.
 */
export function sitePath(url: string, hostHeader: string | undefined, platformHost: string = DEFAULT_PLATFORM_HOST): string | undefined {
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
  if (host === platformHost && PLATFORM_FILE.test(path)) return undefined;
  const language = LANGUAGE_PREFIX.exec(path);
  const locale = language ? language[1] : DEFAULT_LOCALE_SEGMENT;
  const rest = language ? path.slice(language[0].length) : path === "/" ? "" : path;
  const tree = host === platformHost ? CONSOLE_TREE : `${SITES_TREE}${host}/`;
  return `${tree}${locale}${rest}${query}`;
}

/** The internal tree every page is served from (app/sites/[site]/[locale]/…). */
export const SITES_TREE = "/sites/";
/** The platform host's pages (app/console/[locale]/…). */
export const CONSOLE_TREE = "/console/";

/**
 * Appended to a site path's host segment (`/sites/{host}~draft/…`) by the preview gate for a request it let into
 * the draft view (lib/publishing/preview-grant.ts), so the pages know it from their parameters alone: a visitor's
 * page never asks Next whether it is in draft mode, which would hold its prerender back.
 */
export const DRAFT_VIEW_MARK = "~draft";

/** The site path of a request in the draft view (console paths stay as they are). */
export function draftSitePath(path: string): string {
  if (!path.startsWith(SITES_TREE)) return path;
  const hostEnd = path.indexOf("/", SITES_TREE.length);
  return hostEnd < 0 ? `${path}${DRAFT_VIEW_MARK}` : `${path.slice(0, hostEnd)}${DRAFT_VIEW_MARK}${path.slice(hostEnd)}`;
}

/** Whether a path is already in one of the internal trees. */
export const isInternalPath = (pathname: string) => pathname.startsWith(SITES_TREE) || pathname.startsWith(CONSOLE_TREE);

/**
 * Set by the self-hosted server on a request it routed, so that proxy.ts leaves it alone. A client can send it
 * too: on a platform host that only skips the proxy's routing, which lands a /sites/… path on the public pages of
 * the host it names, the same pages that host serves anyway.
 */
export const ROUTED_HEADER = "x-sitebuilder-routed";
