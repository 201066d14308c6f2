import { BANNER_HIDDEN_PATH_PREFIXES, FIXED_TOP_BANNER_HEIGHT_PX } from "./constants";
import type { BannerView } from "./types";

/** The public path without its language prefix ("/es/about" → "/about"; "/" stays "/"). */
export function stripLocalePrefix(pathname: string, locales: readonly string[]): string {
  const [, first, ...rest] = pathname.split("/");
  if (first && locales.includes(first)) return `/${rest.join("/")}`.replace(/\/$/, "") || "/";
  return pathname.replace(/\/$/, "") || "/";
}

/** Spec §2: these paths hide the fixed top banners. */
export function isBannerHiddenPath(path: string): boolean {
  return BANNER_HIDDEN_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Empty page_paths means every page; "/" and "/home" name the same home page. */
export function matchesPagePaths(pagePaths: readonly string[], path: string): boolean {
  if (pagePaths.length === 0) return true;
  const normalize = (value: string) => {
    const trimmed = value.trim().replace(/\/$/, "") || "/";
    return trimmed === "/home" ? "/" : trimmed;
  };
  const here = normalize(path);
  return pagePaths.some((candidate) => normalize(candidate) === here);
}

export function isPromotionExpired(banner: Pick<BannerView, "endDatePromotion">, now: number): boolean {
  return banner.endDatePromotion !== null && Date.parse(banner.endDatePromotion) <= now;
}

interface VisibilityInput {
  path: string;
  now: number;
  /** Epoch ms until which the visitor dismissed it, if they did. */
  dismissedUntil?: number | null;
}

/** Whether a banner is rendered: not expired, on this page, not dismissed, and not on a hidden path. */
export function isBannerVisible(banner: BannerView, { path, now, dismissedUntil }: VisibilityInput): boolean {
  if (!banner.id) return false;
  if (isPromotionExpired(banner, now)) return false;
  if (!matchesPagePaths(banner.pagePaths, path)) return false;
  if (banner.type === "closed" && dismissedUntil != null && dismissedUntil > now) return false;
  if (banner.position === "top" && isBannerHiddenPath(path)) return false;
  return true;
}

/**
 * Whether a top banner is fixed above the header: when it asks to be, or when the header lies over the page
 * (transparent), which would cover a banner in the flow.
 */
export function isAboveHeader(banner: Pick<BannerView, "position" | "isFixedAboveNavbar">, headerOverlays: boolean): boolean {
  return banner.position === "top" && (banner.isFixedAboveNavbar || headerOverlays);
}

/** The most fixed top banners whose place the server holds (app/globals.css has a rule per count). */
export const MAX_HELD_TOP_BANNERS = 3;

/**
 * How many banners above the header every page shows, as far as the server can tell: those for all pages.
 * The layout holds their place before the banner list hydrates (`data-top-banners`); the list corrects it for
 * a visitor's dismissals, an ended promotion, and the pages that hide top banners.
 */
export function heldTopBanners(banners: readonly BannerView[], headerOverlays: boolean): number {
  const count = banners.filter((banner) => isAboveHeader(banner, headerOverlays) && banner.pagePaths.length === 0).length;
  return Math.min(count, MAX_HELD_TOP_BANNERS);
}

/** The height n fixed top banners take: each one counts 56 px. */
export function fixedTopOffset(index: number): number {
  return index * FIXED_TOP_BANNER_HEIGHT_PX;
}

/**
 * Where the n-th fixed top banner sits: above the navbar, from the top of the viewport down. The
 * fixed header moves down by all of them (it reads --banner-offset), so none covers its controls.
 */
export function fixedTopPosition(index: number): number {
  return fixedTopOffset(index);
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  ended: boolean;
}

export function countdownParts(endIso: string, now: number): CountdownParts {
  const left = Math.max(0, Date.parse(endIso) - now);
  const seconds = Math.floor(left / 1000);
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
    ended: left === 0,
  };
}
