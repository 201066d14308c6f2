import {
  ALL_SERVICES,
  CONSENT_STORAGE_KEY,
  CONSENT_UPDATED_EVENT,
  COOKIES_ACCEPTED_COOKIE,
  COOKIES_ACCEPTED_MAX_AGE_S,
} from "./constants";

/** Browser-side memory of the visitor's cookie choice. */

export function hasAnsweredCookieBanner(): boolean {
  return document.cookie.split(";").some((part) => part.trim() === `${COOKIES_ACCEPTED_COOKIE}=true`);
}

/** Set by Accept all, Reject all and Save Settings alike: the choice is made, for 365 days. */
export function rememberCookieAnswer(): void {
  document.cookie = `${COOKIES_ACCEPTED_COOKIE}=true; Path=/; Max-Age=${COOKIES_ACCEPTED_MAX_AGE_S}; SameSite=Lax`;
}

/** Lower-case names of the services the visitor allowed ("*" once they accepted all). */
export function readAllowedServices(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

export function writeAllowedServices(names: string[]): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify([...new Set(names.map((name) => name.toLowerCase()))]));
  } catch {
    // Storage blocked: embedded media simply stays behind its placeholder.
  }
  window.dispatchEvent(new Event(CONSENT_UPDATED_EVENT));
}

export function isServiceAllowed(allowed: readonly string[], service: string): boolean {
  return allowed.includes(ALL_SERVICES) || allowed.includes(service.toLowerCase());
}
