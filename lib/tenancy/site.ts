import type { Locale } from "@/lib/i18n/locales";

/** What routing needs to know about the organisation behind a host. */
export interface Site {
  id: string;
  defaultLocale: Locale;
  locales: readonly Locale[];
  /** Set when the host is not the site's primary address: every page there redirects (permanently) to this origin. */
  canonicalOrigin?: string;
  /** Set by an API route whose request is in the draft view (lib/publishing/draft-view.ts). */
  draftView?: "link" | "editor";
}
