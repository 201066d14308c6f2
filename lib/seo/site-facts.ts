import type { Locale } from "@/lib/i18n/locales";
import { getSiteSeoData } from "@/lib/posts/data";
import { getSiteShell } from "@/lib/site/data";
import type { SiteFacts } from "./json-ld/types";
import { mediaUrl } from "./json-ld/urls";

/**
 * What the structured data says about a site, from the same cached reads as the layout and the canonical
 * links: null for an unknown site or one without a public address.
 */
export async function getSiteFacts(site: string, locale: Locale): Promise<SiteFacts | null> {
  const [shell, seo] = await Promise.all([getSiteShell(site), getSiteSeoData(site)]);
  if (!shell || !seo?.origin) return null;
  const { organization } = shell;
  return {
    orgId: organization.id,
    origin: seo.origin,
    organizationName: organization.name,
    organizationType: organization.type,
    siteName: seo.name,
    logo: mediaUrl({ orgId: organization.id, origin: seo.origin }, organization.logo),
    locale,
    defaultLocale: seo.defaultLocale,
    locales: seo.locales,
  };
}
