/**
 * Spec 001 §5 (Create Page): the automatic slug is the title lowercased, runs of non-alphanumeric
 * characters replaced by one hyphen, leading and trailing hyphens trimmed. Beyond the spec, accents are
 * dropped first so "Café" becomes "cafe" rather than "caf".
 */
export function pageSlugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Spec 001 §5: only lowercase letters, digits and hyphens. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9-]+$/;
