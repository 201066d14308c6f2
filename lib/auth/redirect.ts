import { isLocale } from "@/lib/i18n/locales";
import { AUTH_PAGES, DEFAULT_LANDING_PATH } from "./constants";

/**
 * A return address is a same-origin relative path: one leading slash, no scheme, no host, no
 * backslash or control character, also after percent-decoding (so `/%2F%2Fevil.example` fails).
 */
export function isSafeReturnPath(path: string | null | undefined): path is string {
  if (typeof path !== "string" || path === "" || path.length > 2048) return false;
  let decoded = path;
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return false;
    }
  }
  for (const candidate of [path, decoded]) {
    if (!candidate.startsWith("/") || candidate.startsWith("//")) return false;
    if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return false;
    if (/^\/[^/?#]*:/.test(candidate)) return false;
  }
  try {
    return new URL(path, "http://return.invalid").host === "return.invalid";
  } catch {
    return false;
  }
}

/** The path without its query, hash and two-letter language prefix. */
export function barePath(path: string): string {
  const pathname = path.split(/[?#]/)[0] || "/";
  const [, first = "", ...rest] = pathname.split("/");
  if (isLocale(first)) return `/${rest.join("/")}`;
  return pathname;
}

/** Login, register and reset-password pages, with or without a language prefix. */
export function isAuthPage(path: string): boolean {
  const bare = barePath(path).replace(/\/+$/, "") || "/";
  return AUTH_PAGES.some((page) => bare === page || bare.startsWith(`${page}/`));
}

/** Where a return address may point after login: safe, and not an auth page. */
export function isAcceptableTarget(path: string | null | undefined): path is string {
  return isSafeReturnPath(path) && !isAuthPage(path);
}

/** Whether the current page may be stored as the return address: not an auth page, not home. */
export function shouldStoreReturnAddress(path: string): boolean {
  return isAcceptableTarget(path) && barePath(path) !== "/";
}

export interface RedirectCandidates {
  explicit?: string | null;
  redirectTo?: string | null;
  stored?: string | null;
  currentPage?: string | null;
}

/**
 * Spec priority after login: explicit target, `redirectTo` query, stored return address,
 * current public page, then /account. Unsafe or auth-page candidates are skipped.
 */
export function chooseRedirectTarget(candidates: RedirectCandidates, fallback = DEFAULT_LANDING_PATH): string {
  const ordered = [candidates.explicit, candidates.redirectTo, candidates.stored, candidates.currentPage];
  return ordered.find(isAcceptableTarget) ?? fallback;
}
