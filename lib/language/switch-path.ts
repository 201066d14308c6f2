import { isLocale, type Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";

/** A visible path without its language prefix ("/es/about" → "/about"); the default language has none. */
export function stripLocalePrefix(pathname: string): string {
  const [, first = "", ...rest] = pathname.split("/");
  if (!isLocale(first)) return pathname || "/";
  return `/${rest.join("/")}`;
}

/**
 * The same page in another language: choosing the default language removes the prefix, any other
 * language gets its prefix (000 §2 Language switcher).
 */
export function switchLocalePath(pathname: string, target: Locale, defaultLocale: Locale): string {
  return localizedPath(stripLocalePrefix(pathname), target, defaultLocale);
}

/** The cookie line that stores a language choice for a year. */
export function languageChoiceCookie(locale: Locale, name: string, maxAgeSeconds: number): string {
  return `${name}=${locale}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}

/** A cookie's value from document.cookie, or null. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}
