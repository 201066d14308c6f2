import { EDITABLE_ENTITIES } from "@/lib/editing/entities";
import type { Locale } from "@/lib/i18n/locales";
import { mediaPath } from "@/lib/media/sizes";
import { resolveSectionType, type LegacySectionFlags } from "@/lib/sections/section-type";
import { CARD_SECTION_TYPES, SEO_DESCRIPTION_LENGTH, SEO_TITLE_LENGTH, type CheckedEntity } from "./constants";
import { headingLevels, imagesOf, linkHrefs, visibleText } from "./html";
import { isSitePath, sitePathOf } from "./links";

// The rules of the pre-publish check: each reads one row (drafts merged) and says what is wrong with it.

/** A row to check: its values as they would go live, and the site path where it is shown. */
export interface CheckRow {
  entity: CheckedEntity;
  id: string;
  values: Record<string, unknown>;
  path: string | null;
}

/** What the rules know about the rest of the site. */
export interface CheckContext {
  defaultLocale: Locale;
  locales: readonly Locale[];
  /** Paths of the site's pages and posts ("/about", "/services/strategy"; the home's sections as "/home" and "/"). */
  pages: ReadonlySet<string>;
  /** The alt text of the media library's images, by object name (lib/media/sizes.ts). */
  mediaAlts: ReadonlyMap<string, string>;
  /** How many metric cards each template section shows, by its id. */
  cards: ReadonlyMap<string, number>;
}

/** One thing wrong with a row: where (field, language) and the message saying it. */
export interface Issue {
  field: string;
  locale?: Locale;
  message_key: string;
  values: Record<string, string | number>;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const otherLocales = (context: CheckContext) => context.locales.filter((locale) => locale !== context.defaultLocale);

/** A field's text in the default language, then each of the site's other languages that has a translation of it. */
function textsOf(row: CheckRow, field: string, context: CheckContext): { locale?: Locale; text: string }[] {
  const translations = record(row.values[`${field}_translation`]);
  const translated = otherLocales(context).flatMap((locale) => (text(translations[locale]).trim() ? [{ locale, text: text(translations[locale]) }] : []));
  return [{ text: text(row.values[field]) }, ...translated];
}

/** The single images a row shows, by field: each is checked against the media library's alt text. */
export function imageFields(row: CheckRow): { field: string; url: string }[] {
  if (row.entity === "post") return [{ field: "media_config", url: text(record(row.values.media_config).main_photo) }];
  if (row.entity === "hero" || row.entity === "heading_section" || row.entity === "metric") return [{ field: "image", url: text(row.values.image) }];
  return [];
}

/** Images without alt text: in a post's content, or a media library file used without one. */
export function missingAltText(row: CheckRow, context: CheckContext): Issue[] {
  const inContent =
    row.entity === "post"
      ? textsOf(row, "content", context).flatMap(({ locale, text: html }) =>
          imagesOf(html)
            .filter((image) => image.alt === "")
            .map((image) => ({ field: "content", locale, message_key: "findings.imageAlt", values: { src: image.src } })),
        )
      : [];
  const fromLibrary = imageFields(row).flatMap(({ field, url }) => {
    const path = url ? mediaPath(url) : null;
    if (path === null || context.mediaAlts.get(path)?.trim() !== "") return [];
    return [{ field, message_key: "findings.mediaAlt", values: { file: path.split("/").pop() ?? path } }];
  });
  return [...inContent, ...fromLibrary];
}

/** A heading more than one level below the one before it (h2 then h4); the page's title is its h1. */
export function skippedHeadingLevels(row: CheckRow, context: CheckContext): Issue[] {
  if (row.entity !== "post") return [];
  return textsOf(row, "content", context).flatMap(({ locale, text: html }) => {
    const issues: Issue[] = [];
    let previous = 1;
    for (const level of headingLevels(html)) {
      if (level > previous + 1) issues.push({ field: "content", locale, message_key: "findings.headingSkipped", values: { from: previous, to: level } });
      previous = level;
    }
    return issues;
  });
}

/** A filled text with no translation (empty after trim) in one of the site's other languages. */
export function untranslatedFields(row: CheckRow, context: CheckContext): Issue[] {
  const fields: readonly string[] = EDITABLE_ENTITIES[row.entity].fields;
  return fields
    .filter((field) => fields.includes(`${field}_translation`) && visibleText(text(row.values[field])) !== "")
    .flatMap((field) => {
      const translations = record(row.values[`${field}_translation`]);
      return otherLocales(context)
        .filter((locale) => visibleText(text(translations[locale])) === "")
        .map((locale) => ({ field, locale, message_key: "findings.untranslated", values: { language: locale } }));
    });
}

function lengthIssue(field: string, value: string, bounds: { min: number; max: number }, keys: { short: string; long: string }): Issue[] {
  const length = [...value].length;
  if (length >= bounds.min && length <= bounds.max) return [];
  return [{ field, message_key: length < bounds.min ? keys.short : keys.long, values: { length, ...bounds } }];
}

/** A page's SEO title (its title) or meta description outside the recommended length. */
export function seoTitleLength(row: CheckRow): Issue[] {
  if (row.entity !== "post") return [];
  return lengthIssue("title", text(row.values.title).trim(), SEO_TITLE_LENGTH, { short: "findings.seoTitleShort", long: "findings.seoTitleLong" });
}

/** The meta description is metadescription_for_page, else the description (as the page's metadata says); none is another rule's. */
export function seoDescriptionLength(row: CheckRow): Issue[] {
  if (row.entity !== "post") return [];
  const meta = text(row.values.metadescription_for_page).trim();
  const [field, value] = meta ? ["metadescription_for_page", meta] : ["description", visibleText(text(row.values.description))];
  if (!value) return [];
  return lengthIssue(field, value, SEO_DESCRIPTION_LENGTH, { short: "findings.seoDescriptionShort", long: "findings.seoDescriptionLong" });
}

/** The links a row shows, by field and language: rich text's anchors, and the link fields. */
function linksOf(row: CheckRow, context: CheckContext): { field: string; locale?: Locale; href: string }[] {
  const anchors = (field: string) => textsOf(row, field, context).flatMap(({ locale, text: html }) => linkHrefs(html).map((href) => ({ field, locale, href })));
  const one = (field: string, href: string) => (href ? [{ field, href }] : []);
  switch (row.entity) {
    case "post":
      return anchors("content");
    case "template_section":
      return anchors("section_description");
    case "heading_section":
      return one("url", text(row.values.url));
    case "hero":
      return one("button_style", text(record(row.values.button_style).url));
    case "menu_item":
    case "submenu_item": {
      // The header links url_name as a site path, with or without its leading slash (lib/site/nav-items.ts).
      const name = text(row.values.url_name).replace(/^\/+/, "");
      return one("url_name", name && `/${name}`);
    }
    case "banner": {
      const link = record(record(row.values.content).link);
      return link.isExternal === true ? [] : one("content", text(link.url));
    }
    default:
      return [];
  }
}

/** A same-site link (/es/… too) to a path that is neither a page or post of the site nor one of its routes. */
export function brokenInternalLinks(row: CheckRow, context: CheckContext): Issue[] {
  return linksOf(row, context).flatMap(({ field, locale, href }) => {
    const path = sitePathOf(href);
    if (path === null || isSitePath(path, context.pages)) return [];
    return [{ field, ...(locale && { locale }), message_key: "findings.brokenLink", values: { href } }];
  });
}

const LEGACY_FLAGS = [
  "is_reviews_section", "is_help_center_section", "is_real_estate_modal", "is_brand", "is_article_slider", "is_contact_section",
  "is_faq_section", "is_pricingplans_section",
] as const satisfies readonly (keyof LegacySectionFlags)[];

/** A section that shows nothing: no title and no text, and (template sections showing cards) no cards. */
export function emptySections(row: CheckRow, context: CheckContext): Issue[] {
  const blank = (...fields: string[]) => fields.every((field) => visibleText(text(row.values[field])) === "");
  const issue = (field: string) => [{ field, message_key: "findings.emptySection", values: {} }];
  if (row.entity === "heading_section") return blank("name", "name_part_2", "name_part_3", "description_text") ? issue("name") : [];
  if (row.entity !== "template_section" || !blank("section_title", "section_description")) return [];
  const flags: LegacySectionFlags = Object.fromEntries(LEGACY_FLAGS.map((flag) => [flag, row.values[flag] === true]));
  const type = resolveSectionType({ ...flags, section_type: text(row.values.section_type) || null });
  return CARD_SECTION_TYPES.includes(type) && (context.cards.get(row.id) ?? 0) === 0 ? issue("section_title") : [];
}

/** A post (or page) without a description: its card and its search result say nothing. */
export function missingDescription(row: CheckRow): Issue[] {
  if (row.entity !== "post" || visibleText(text(row.values.description)) !== "") return [];
  return [{ field: "description", message_key: "findings.noDescription", values: {} }];
}
