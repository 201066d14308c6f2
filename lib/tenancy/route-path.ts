import { isLocale } from "@/lib/i18n/locales";
import type { Site } from "./site";

export type PublicRoute =
  | { type: "rewrite"; pathname: string }
  | { type: "redirect"; pathname: string };

/** Internal prefix every public path is rewritten under; never reachable from outside. */
export function internalPath(site: Site, locale: string, rest: string): string {
  return `/sites/${site.id}/${locale}${rest === "/" ? "" : rest}`;
}

/**
 * Maps a public path to the internal route. An optional first segment names the language;
 * the organisation's default language has no prefix, so a prefix equal to it, or naming a
 * language the organisation does not offer, redirects to the bare path.
 */
export function routePublicPath(pathname: string, site: Site): PublicRoute {
  const [, first = "", ...restSegments] = pathname.split("/");
  if (!isLocale(first)) return { type: "rewrite", pathname: internalPath(site, site.defaultLocale, pathname) };

  const rest = `/${restSegments.join("/")}`;
  if (first === site.defaultLocale || !site.locales.includes(first)) return { type: "redirect", pathname: rest };
  return { type: "rewrite", pathname: internalPath(site, first, rest) };
}
