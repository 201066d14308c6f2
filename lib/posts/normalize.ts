import { POST_DISPLAY_TYPES, type PostDisplayType } from "@/lib/model/enums";
import type { PostAuthorConfig, PostDisplayConfig, PostMediaConfig } from "@/lib/model/json-types";

type Loose = Record<string, unknown>;

const pick = <T>(nested: T | undefined, flat: unknown, guard: (value: unknown) => value is T): T | undefined =>
  nested !== undefined ? nested : guard(flat) ? flat : undefined;
const isBool = (value: unknown): value is boolean => typeof value === "boolean";
const isString = (value: unknown): value is string => typeof value === "string";

/**
 * The post's config objects, also accepting the older flat forms (display_this_post, type, main_photo,
 * is_with_author … at the top level) when reading (spec 000 §3). Nothing is written back.
 */
export function postConfigs(row: Loose & { display_config?: PostDisplayConfig; author_config?: PostAuthorConfig; media_config?: PostMediaConfig }) {
  const display = row.display_config ?? {};
  const author = row.author_config ?? {};
  const media = row.media_config ?? {};
  const type = pick(display.type, row.type, (value): value is PostDisplayType => (POST_DISPLAY_TYPES as readonly unknown[]).includes(value));
  return {
    type: type ?? "default",
    isBlogPost: pick(display.display_as_blog_post, row.display_as_blog_post, isBool) ?? false,
    withAuthor: pick(author.is_with_author, row.is_with_author, isBool) ?? false,
    companyAuthor: pick(author.is_company_author, row.is_company_author, isBool) ?? false,
    mainPhoto: pick(media.main_photo ?? undefined, row.main_photo, isString) ?? null,
  };
}

/** Who is shown as the author (author_config): nobody, the organisation, or the post's author name. */
export function authorLabel(configs: ReturnType<typeof postConfigs>, authorName: string | null, organisationName: string): string | null {
  if (!configs.withAuthor) return null;
  if (configs.companyAuthor) return organisationName;
  return authorName?.trim() || organisationName;
}
