import type { BannerView } from "@/lib/banners/types";

/**
 * A banner as every page's payload carries it: the fields that say something. Empty values (no icon,
 * no link, no paths, not fixed, no promotion) are left out, and the landing content too when the
 * banner cannot be expanded; expandBanner puts the defaults back in the browser.
 */
export type BannerData = Pick<BannerView, "id" | "position" | "type" | "text"> & Partial<BannerView>;

/** The banner without its empty fields (run on the server, before the banner list island). */
export function compactBanner(banner: BannerView): BannerData {
  const data: BannerData = { id: banner.id, position: banner.position, type: banner.type, text: banner.text };
  if (banner.icon) data.icon = banner.icon;
  if (banner.link) data.link = banner.link;
  if (banner.background) data.background = banner.background;
  if (banner.openState) {
    data.openState = banner.openState;
    if (banner.landingContent) data.landingContent = banner.landingContent;
  }
  // Only a closable banner is dismissed for a while.
  if (banner.type === "closed" && banner.dismissalDuration) data.dismissalDuration = banner.dismissalDuration;
  if (banner.pagePaths.length > 0) data.pagePaths = banner.pagePaths;
  if (banner.isFixedAboveNavbar) data.isFixedAboveNavbar = true;
  if (banner.endDatePromotion) data.endDatePromotion = banner.endDatePromotion;
  if (banner.showCountdown) data.showCountdown = true;
  return data;
}

/** The whole banner again, its left-out fields at their empty values. */
export function expandBanner(data: BannerData): BannerView {
  return {
    icon: null,
    link: null,
    background: null,
    landingContent: null,
    dismissalDuration: null,
    pagePaths: [],
    isFixedAboveNavbar: false,
    endDatePromotion: null,
    showCountdown: false,
    openState: null,
    ...data,
  };
}
