// Pure logic of the Banners tab: a new banner's defaults, the checks shown inline, and the draft row as the
// public banner renderer reads it (the preview).
import { isDismissalDuration } from "@/lib/banners/dismissal-duration";
import type { BannerView } from "@/lib/banners/types";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import { newId, type BannerRow } from "@/lib/organizations/types";
import { sanitizePostHtml } from "@/lib/posts/sanitize";

/** A new banner with the defaults of spec 002 §3: top, permanent, enabled, expanding to the full screen. */
export function newBanner(organizationId: string): BannerRow {
  const now = new Date().toISOString();
  return {
    id: newId(),
    organization_id: organizationId,
    position: "top",
    type: "permanent",
    is_enabled: true,
    content: { text: "" },
    text_translation: {},
    landing_content: null,
    dismissal_duration: null,
    page_paths: [],
    is_fixed_above_navbar: false,
    end_date_promotion: null,
    end_date_promotion_is_displayed: false,
    open_state: "full",
    created_at: now,
    updated_at: now,
    version: 1,
  };
}

/** An empty duration is allowed (it lasts the default minute); any other text must be the accepted form. */
export function dismissalDurationInvalid(text: string | null): boolean {
  return text !== null && text.trim() !== "" && !isDismissalDuration(text);
}

/** A page path starts with "/" ("/about"); an empty list means every page. */
export function pagePathInvalid(path: string): boolean {
  return !path.trim().startsWith("/");
}

/** A promotion end date already past: visitors would not see the banner (a warning; saving is allowed). */
export function promotionEnded(endDate: string | null, now: number): boolean {
  if (!endDate) return false;
  const end = Date.parse(endDate);
  return !Number.isNaN(end) && end <= now;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** A stored time as a datetime-local field shows it: the admin's local time, to the minute. */
export function toLocalInput(value: string | null): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (local time) as the ISO time stored; empty clears it. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * The draft banner as a visitor's browser would receive it in `locale` (as lib/banners/data.ts builds it), its
 * landing content made safe by the server's own sanitiser and allow-list (one engine, issue 37).
 */
export function previewView(row: BannerRow, locale: Locale): BannerView {
  const { content } = row;
  const link = content.link?.url ? { label: content.link.label || content.link.url, url: content.link.url, isExternal: Boolean(content.link.isExternal) } : null;
  return {
    id: row.id,
    position: row.position,
    type: row.type,
    text: pickTranslation(content.text, row.text_translation, locale),
    icon: content.icon || null,
    link,
    background: content.banner_background || null,
    landingContent: row.landing_content?.trim() ? sanitizePostHtml(row.landing_content) : null,
    dismissalDuration: row.dismissal_duration,
    pagePaths: row.page_paths,
    isFixedAboveNavbar: row.is_fixed_above_navbar,
    endDatePromotion: row.end_date_promotion ? new Date(row.end_date_promotion).toISOString() : null,
    showCountdown: row.end_date_promotion_is_displayed && row.end_date_promotion !== null,
    openState: row.open_state,
  };
}
