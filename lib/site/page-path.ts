import { postSlugSchema } from "@/lib/posts/schemas";

/**
 * The url_page of a nested public path (/services/strategy), or null when a segment breaks the spec's
 * slug rule (lowercase letters, digits and hyphens, spec 001 §5), which applies to each segment.
 */
export function nestedPagePath(segments: readonly string[]): string | null {
  if (segments.length < 2) return null;
  const valid = segments.every((segment) => postSlugSchema.safeParse(segment).success && segment === segment.trim());
  return valid ? `/${segments.join("/")}` : null;
}
