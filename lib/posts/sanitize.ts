import sanitizeHtml from "sanitize-html";

/** Targets that stay in this browsing context; any other (`_blank`, `_BLANK`, a window name) may open a new one. */
const SAME_WINDOW_TARGETS = new Set(["", "_self", "_parent", "_top"]);

/**
 * Safe rel on every link (reverse tabnabbing): a link that may open a new window gets exactly
 * `noopener noreferrer`; any other keeps its own values but `opener`, and always has `noopener`.
 */
function safeRel({ target, rel }: Record<string, string>): string {
  if (target !== undefined && !SAME_WINDOW_TARGETS.has(target.toLowerCase())) return "noopener noreferrer";
  const values = (rel ?? "").toLowerCase().split(/\s+/).filter((value) => value && value !== "opener" && value !== "noopener");
  return ["noopener", ...new Set(values)].join(" ");
}

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
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: safeRel(attribs) } }) },
};

/** Post or page HTML, safe to render with dangerouslySetInnerHTML. */
export function sanitizePostHtml(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, POST_CONTENT) : "";
}
