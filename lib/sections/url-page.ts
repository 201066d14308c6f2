import { isLocale } from "@/lib/i18n/locales";
import { HOME_PAGE } from "./constants";

/**
 * The stored url_page of a public path: decoded, without query, language prefix or trailing slash;
 * "/" (and an empty path) is read as /home (spec 002 §2).
 */
export function normalizeUrlPage(raw: string | null | undefined): string {
  let path = (raw ?? "").trim();
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape is kept as typed: it simply matches no page.
  }
  path = path.split(/[?#]/)[0] ?? "";
  const segments = path.split("/").filter(Boolean);
  if (segments.length > 0 && isLocale(segments[0])) segments.shift();
  return segments.length === 0 ? HOME_PAGE : `/${segments.join("/")}`;
}
