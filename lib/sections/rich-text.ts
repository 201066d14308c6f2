import sanitizeHtml from "sanitize-html";
import type { Translations } from "@/lib/model/json-types";

/**
 * Spec 002 §5: section descriptions are rich text limited to p, br, strong, em, ul, ol, li, a and span,
 * with href, class and style. Styles are narrowed to text colour and emphasis so a description can never
 * cover the page (no position, no size).
 */
const SECTION_DESCRIPTION: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "ul", "ol", "li", "a", "span"],
  // rel is set by the transform below, never taken from the input.
  allowedAttributes: { a: ["href", "class", "style", "rel"], span: ["class", "style"], "*": ["class"] },
  allowedStyles: {
    "*": {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      "font-weight": [/^(?:normal|bold|[1-9]00)$/],
      "font-style": [/^(?:normal|italic)$/],
      "text-decoration": [/^(?:none|underline|line-through)$/],
    },
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener" } }) },
};

const HTML_TAG = /<\/?[a-z][^>]*>/i;

const escapeText = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * A section description as safe HTML. Older descriptions are plain text: their line breaks are kept as
 * `<br>` instead of being collapsed.
 */
export function sectionDescriptionHtml(text: string | null | undefined): string {
  const value = text?.trim();
  if (!value) return "";
  const html = HTML_TAG.test(value) ? value : escapeText(value).replace(/\r?\n/g, "<br />");
  return sanitizeHtml(html, SECTION_DESCRIPTION);
}

type Described = { section_description: string | null; section_description_translation: Translations };

/**
 * A template section as the renderers take it: its description and every translation of it made safe HTML
 * here, on the server, so the renderer (also used by the editor's preview in the browser) needs no sanitiser.
 */
export function withSafeDescription<T extends Described>(row: T): T {
    return {
    ...row,
    section_description: sectionDescriptionHtml(row.section_description),
    section_description_translation: Object.fromEntries(Object.entries(row.section_description_translation).map(([locale, text]) => [locale, sectionDescriptionHtml(text)])),
  };
}

/** A section's fields as an admin sent them, with any description (and translation of it) made safe HTML to store. */
export function withSafeDescriptionFields(values: Record<string, unknown>): Record<string, unknown> {
  const safe = { ...values };
  if (typeof values.section_description === "string") safe.section_description = sectionDescriptionHtml(values.section_description);
  if (values.section_description_translation) {
    const translations = values.section_description_translation as Record<string, string>;
    safe.section_description_translation = Object.fromEntries(Object.entries(translations).map(([locale, text]) => [locale, sectionDescriptionHtml(text)]));
  }
  return safe;
}

export { isBlankRichText } from "./blank-rich-text";
