import type { Locale } from "@/lib/i18n/locales";
import type { MediaSizes } from "@/lib/media/sizes";

/** What every section renderer needs besides its own record: plain values, so an editor preview can pass them too. */
export interface RenderContext {
  locale: Locale;
  defaultLocale: Locale;
  /** The intrinsic sizes of the page's images from the media library, by URL (no layout shift); none in previews. */
  media?: MediaSizes;
  /** The organisation whose own media files the page addresses in the short form (lib/media/site-url.ts); none in previews. */
  orgId?: string;
}
