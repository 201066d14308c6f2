import type { Locale } from "@/lib/i18n/locales";

/** What every block needs to know about the site it describes (lib/seo/site-facts.ts reads it). */
export interface SiteFacts {
  /** The organisation's id: its own media files are addressed by it (lib/media/site-url.ts). */
  orgId: string;
  /** https://{base_url}: the address canonical links and the sitemap use too. */
  origin: string;
  organizationName: string;
  /** The organisation's type (lib/model/enums ORGANIZATION_TYPES): it names the breadcrumbs' Products and Blog. */
  organizationType: string;
  /** The site's own name (settings.site), else the organisation's. */
  siteName: string;
  /** Absolute address of the organisation's logo, if it has one. */
  logo: string | null;
  /** The language of the page being rendered. */
  locale: Locale;
  defaultLocale: Locale;
  /** Every language the site offers, its default first. */
  locales: readonly Locale[];
}
