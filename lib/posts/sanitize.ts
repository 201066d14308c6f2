import sanitizeHtml from "sanitize-html";
import { EMBED_HOSTS, POST_ATTRIBUTES, POST_TAGS, videoEmbedSrc } from "./allow-list";

export { videoEmbedSrc };

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

/** What a player may do in the page: play, go fullscreen, open its own site; never reach the page itself. */
const EMBED_ALLOW = "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen";
const EMBED_SANDBOX = "allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox";
const SIZE = /^\d{1,4}%?$/;

/**
 * An iframe keeps only a recognised player's address and a fixed set of attributes; any other iframe loses
 * its src here and is then dropped whole (exclusiveFilter), content included.
 */
function safeEmbed(tagName: string, attribs: Record<string, string>) {
  const src = videoEmbedSrc(attribs.src);
  if (!src) return { tagName, attribs: {} };
  const size = Object.fromEntries((["width", "height"] as const).filter((name) => SIZE.test(attribs[name] ?? "")).map((name) => [name, attribs[name]!]));
  return {
    tagName,
    attribs: {
      src,
      title: attribs.title ?? "",
      ...size,
      allow: EMBED_ALLOW,
      allowfullscreen: "",
      loading: "lazy",
      referrerpolicy: "strict-origin-when-cross-origin",
      sandbox: EMBED_SANDBOX,
    },
  };
}

/**
 * The one allow-list for post content and landing pages (DESIGN: sanitised on write and on render): text,
 * headings, lists, quotes, code, images, tables, links and the recognised video embeds. No script, style,
 * other iframes, forms, event handlers, ids or names (heading ids are given on render, lib/posts/toc.ts), and
 * no javascript: or data: URLs.
 */
const POST_CONTENT: sanitizeHtml.IOptions = {
  allowedTags: [...POST_TAGS],
  allowedAttributes: POST_ATTRIBUTES,
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
  allowProtocolRelative: false,
  allowedIframeHostnames: EMBED_HOSTS,
  allowIframeRelativeUrls: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: safeRel(attribs) } }),
    iframe: safeEmbed,
  },
  exclusiveFilter: (frame) => frame.tag === "iframe" && !frame.attribs.src,
};

/** Post or page HTML, safe to render with dangerouslySetInnerHTML. */
export function sanitizePostHtml(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, POST_CONTENT) : "";
}

/** A post's fields as an admin sent them, with its content and every translation of it made safe HTML to store. */
export function withSafeContentFields<T extends { content?: string | null; content_translation?: Partial<Record<string, string>> }>(values: T): T {
  const safe = { ...values };
  if (typeof values.content === "string") safe.content = sanitizePostHtml(values.content);
  if (values.content_translation) {
    safe.content_translation = Object.fromEntries(
      Object.entries(values.content_translation).map(([locale, html]) => [locale, sanitizePostHtml(html)]),
    );
  }
  return safe;
}
