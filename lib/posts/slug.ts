/**
 * Spec 000 §5: the slug a new post takes from its title: lowercase, trimmed, punctuation removed, spaces and
 * underscores become hyphens, repeated hyphens collapsed, leading and trailing hyphens trimmed. Accents are
 * dropped first (é → e), so a title in any Latin-script language keeps its letters; what is left are the
 * lowercase letters, digits and single hyphens that postSlugSchema accepts (or nothing, for a title in
 * another script: the admin then types the slug).
 */
export function postSlugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9\s_-]/g, "")
    .replace(/[\s_]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}
