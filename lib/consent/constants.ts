// Cookie consent constants (spec §4, §9).

/** Set by Accept all, Reject all and Save Settings; the banner stays away while it is "true". */
export const COOKIES_ACCEPTED_COOKIE = "cookies_accepted";
/** cookies_accepted lifetime: 365 days. */
export const COOKIES_ACCEPTED_MAX_AGE_S = 365 * 24 * 60 * 60;
/** The banner appears after 1.5 s. */
export const COOKIE_BANNER_DELAY_MS = 1500;
/** The settings dialog shows a timeout message after 15 s without categories. */
export const COOKIE_DIALOG_TIMEOUT_MS = 15_000;

/** An anonymous visitor's id (httpOnly), so GET /api/cookies/consent can return their last choice. */
export const CONSENT_VISITOR_COOKIE = "consent_visitor_id";

/** Local storage of the services the visitor allowed, by lower-case name ("*" after Accept all). */
export const CONSENT_STORAGE_KEY = "cookieConsent";
/** Window events: a consent choice changed; the footer's Privacy Settings button opens the dialog. */
export const CONSENT_UPDATED_EVENT = "cookie-consent-updated";
export const OPEN_COOKIE_SETTINGS_EVENT = "open-cookie-settings";
export const ALL_SERVICES = "*";
