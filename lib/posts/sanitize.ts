import sanitizeHtml from "sanitize-html";

/**
 * The one allow-list for post content (DESIGN: sanitised on write and on render): text, headings, lists,
 * quotes, code, images, tables and links. No script, iframe, style, event handlers or javascript: URLs.
 */
const POST_CONTENT: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "strong", "b", "em", "i", "u", "s", "mark", "sub", "sup",
    "span", "div", "section", "blockquote", "code", "pre", "ul", "ol", "li", "a", "img", "figure", "figcaption",
    "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption",
  ],
  allowedAttributes: {
    "*": ["class"],
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start", "reversed"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // Safe rel on every link; a new tab never gets a handle on this page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: attribs.target === "_blank" ? "noopener noreferrer" : (attribs.rel ?? "noopener") },
    }),
  },
};

/** Post or page HTML, safe to render with dangerouslySetInnerHTML. */
export function sanitizePostHtml(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, POST_CONTENT) : "";
}
