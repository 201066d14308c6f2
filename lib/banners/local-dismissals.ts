import { BANNER_DISMISSALS_STORAGE_KEY } from "./constants";

export type DismissalMap = Record<string, number>;

/** Keeps only well-formed, unexpired entries of a stored map (anything else is dropped). */
export function parseDismissals(raw: string | null, now: number): DismissalMap {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === "number" && entry[1] > now),
    );
  } catch {
    return {};
  }
}

/** Anonymous dismissals live in local storage with their expiry. */
export function readLocalDismissals(now: number): DismissalMap {
  try {
    return parseDismissals(window.localStorage.getItem(BANNER_DISMISSALS_STORAGE_KEY), now);
  } catch {
    return {};
  }
}

export function writeLocalDismissal(bannerId: string, until: number): void {
  const next = { ...readLocalDismissals(Date.now()), [bannerId]: until };
  try {
    window.localStorage.setItem(BANNER_DISMISSALS_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the banner is still hidden for this page view.
  }
}
