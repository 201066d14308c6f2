import { cacheLife, cacheTag } from "next/cache";
import { draftAware, readAsVisitor } from "@/lib/publishing/draft-view";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import { sanitizePostHtml } from "@/lib/posts/sanitize";
import { orgTag } from "@/lib/site/tags";
import { listBanners, type BannerRow } from "./queries";
import type { BannerView } from "./types";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toView(row: BannerRow, locale: Locale): BannerView {
  const { content } = row;
  const link = content.link?.url ? { label: content.link.label ?? content.link.url, url: content.link.url, isExternal: Boolean(content.link.isExternal) } : null;
  return {
    id: row.id,
    position: row.position,
    type: row.type,
    text: pickTranslation(content.text, row.text_translation, locale),
    icon: content.icon ?? null,
    link,
    background: content.banner_background ?? null,
    // Stored HTML is sanitised with the post allow-list before it reaches any browser.
    landingContent: row.landing_content?.trim() ? sanitizePostHtml(row.landing_content) : null,
    dismissalDuration: row.dismissal_duration,
    pagePaths: row.page_paths,
    isFixedAboveNavbar: row.is_fixed_above_navbar,
    endDatePromotion: row.end_date_promotion ? new Date(row.end_date_promotion).toISOString() : null,
    showCountdown: row.end_date_promotion_is_displayed && row.end_date_promotion !== null,
    openState: row.open_state,
  };
}

/**
 * Every enabled banner of the site in the page's language, read as anon and cached under `org-{id}`.
 * Which of them a visitor sees (page path, expiry, dismissals) is decided in the browser.
 */
async function cachedSiteBanners(orgId: string, locale: Locale, draft: boolean): Promise<BannerView[]> {
  "use cache";
  cacheTag(orgTag(orgId));
  cacheLife("hours");
  if (!UUID.test(orgId)) return [];
  const rows = await readAsVisitor(orgId, draft, (db) => listBanners(db, { orgId }));
  return rows.filter((row) => row.id).map((row) => toView(row, locale));
}
export const getSiteBanners = draftAware(cachedSiteBanners);

