import { LOCALES } from "../i18n/locales";

/** The `[locale]` segment of an unprefixed path: the organisation's default language, looked up by host. */
export const DEFAULT_LOCALE_SEGMENT = "default";

/** A host name worth routing (Next matches it lowercased and without the port). */
const HOST = { type: "host", value: "(?<host>[a-z0-9.-]{1,253})" } as const;
/** The Host header as sent: a host name and an optional port, nothing else (Next's host match ignores what follows a colon). */
const HOST_HEADER = { type: "header", key: "host", value: "[A-Za-z0-9.-]{1,253}(?::\\d{1,5})?" } as const;
const ROUTED = [HOST_HEADER, HOST];

/**
 * The `[site]` segment for a request whose Host is no host name at all (`foo_bar`, `[::1]`, `x y`, none):
 * no organisation has it, so every page answers "No site at this address".
 */
export const NO_SITE_SEGMENT = "_";
const LANGUAGE = `:locale(${LOCALES.join("|")})`;

/**
 * Host and language routing as rewrites (next.config.ts): every public path becomes /sites/{host}/{locale}/…,
 * with the `default` segment for unprefixed paths. The cached pages resolve the organisation from the host
 * segment and redirect prefixes the organisation does not serve (lib/site/route.ts). A proxy (middleware) would
 * halve the throughput of a cached page (measured: 2,400 → 1,200 req/s on a bare page). Rewrites cost less, but
 * not nothing: Next matches the rules once in its router and again in the page's route module, compiling each
 * source anew there (`npm run bench:server`). So they are `afterFiles` rewrites, where the first rule whose
 * result is a page ends the search: a request pays for the rules before its own, not for all of them. Keep
 * the rules few and simple, and the common ones first.
 * /api, /_next, the media addresses (next.config.ts) and the shared static files pass untouched; /sites/… from
 * outside lands under the site's own tree and is a 404 there, whatever the Host.
 */
export function siteRewrites() {
  // The first matching rule wins, so the rules must not overlap: the catch-all skips language prefixes and
  // the bare root, which have rules of their own.
  const languages = LOCALES.join("|");
  const publicPath = "(?!_next/|api/|media/|storage/v1/|favicon\\.ico$|default-logo\\.svg$)";
  return [
    {
      source: `/:path(${publicPath}(?!(?:${languages})(?:/|$)).+)`,
      has: ROUTED,
      destination: `/sites/:host/${DEFAULT_LOCALE_SEGMENT}/:path`,
    },
    { source: "/", has: ROUTED, destination: `/sites/:host/${DEFAULT_LOCALE_SEGMENT}` },
    // `/:path*` also matches nothing at all: /es as well as /es/blog.
    { source: `/${LANGUAGE}/:path*`, has: ROUTED, destination: "/sites/:host/:locale/:path*" },
    // Any other Host (or none): without these, no rule would apply and /sites/{a real host}/… would be
    // served as asked.
    { source: `/:path(${publicPath}.+)`, missing: [HOST_HEADER], destination: `/sites/${NO_SITE_SEGMENT}/${DEFAULT_LOCALE_SEGMENT}/:path` },
    { source: "/", missing: [HOST_HEADER], destination: `/sites/${NO_SITE_SEGMENT}/${DEFAULT_LOCALE_SEGMENT}` },
  ];
}
