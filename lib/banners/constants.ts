// Banner constants, named as the spec names them (§4, §5, §9).

/** A dismissal duration that does not parse lasts one minute. */
export const DEFAULT_DISMISSAL_MS = 60_000;
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** A month counts as 30 days and a year as 365 days. */
export const MONTH_MS = 30 * DAY_MS;
export const YEAR_MS = 365 * DAY_MS;

/** Each fixed top banner counts this much height when banners stack. */
export const FIXED_TOP_BANNER_HEIGHT_PX = 56;
export const BANNER_MIN_HEIGHT_PX = 48;
export const BANNER_MIN_HEIGHT_MOBILE_COUNTDOWN_PX = 72;

/** Signed-in dismissals are sent to the server debounced by this long. */
export const BANNER_DISMISS_DEBOUNCE_MS = 1000;
export const COUNTDOWN_TICK_MS = 1000;

/** Paths starting with these hide the fixed top banners. */
export const BANNER_HIDDEN_PATH_PREFIXES = [
  "/account/profile/tickets",
  "/account/edupro/",
  "/help-center",
  "/admin",
  "/login",
  "/signup",
  "/register",
  "/reset-password",
] as const;

/** Local storage key of anonymous dismissals: banner id → epoch ms until which it stays hidden. */
export const BANNER_DISMISSALS_STORAGE_KEY = "bannerDismissals";
