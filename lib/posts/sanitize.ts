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

/** The video players a post may embed (the two video sites of spec 002 §5), by host and path. */
const EMBED_PLAYERS: { hosts: readonly string[]; path: RegExp }[] = [
  { hosts: ["www.youtube.com", "youtube.com", "www.youtube-nocookie.com", "youtube-nocookie.com"], path: /^\/embed\/[\w-]{6,64}$/ },
  { hosts: ["player.vimeo.com"], path: /^\/video\/\d{1,20}$/ },
];
const EMBED_HOSTS = EMBED_PLAYERS.flatMap((player) => player.hosts);

/** The https address of a recognised video player, or null for anything else (another host, a script URL, srcdoc). */
export function videoEmbedSrc(src: string | undefined): string | null {
  let url: URL;
  try {
    url = new URL(src?.trim() ?? "");
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  const player = EMBED_PLAYERS.find((candidate) => candidate.hosts.includes(url.hostname) && candidate.path.test(url.pathname));
  return player ? url.href : null;
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
  allowedTags: [
    "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "strong", "b", "em", "i", "u", "s", "mark", "sub", "sup",
    "span", "div", "section", "blockquote", "code", "pre", "ul", "ol", "li", "a", "img", "figure", "figcaption",
    "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "iframe",
  ],
  allowedAttributes: {
    "*": ["class"],
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start", "reversed"],
    iframe: ["src", "title", "width", "height", "allow", "allowfullscreen", "loading", "referrerpolicy", "sandbox"],
  },
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
