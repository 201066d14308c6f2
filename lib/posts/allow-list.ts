// What post and landing-page HTML (a post's content and translations, a banner's landing content) may contain:
// the allow-list of lib/posts/sanitize.ts, the one sanitiser of that HTML on the server and in the editors' previews.

/** The video players a post may embed (the two video sites of spec 002 §5), by host and path. */
const EMBED_PLAYERS: { hosts: readonly string[]; path: RegExp }[] = [
  { hosts: ["www.youtube.com", "youtube.com", "www.youtube-nocookie.com", "youtube-nocookie.com"], path: /^\/embed\/[\w-]{6,64}$/ },
  { hosts: ["player.vimeo.com"], path: /^\/video\/\d{1,20}$/ },
];
export const EMBED_HOSTS = EMBED_PLAYERS.flatMap((player) => player.hosts);

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

/** The tags post content keeps (iframes only for the players above). */
export const POST_TAGS = [
    "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "strong", "b", "em", "i", "u", "s", "mark", "sub", "sup",
    "span", "div", "section", "blockquote", "code", "pre", "ul", "ol", "li", "a", "img", "figure", "figcaption",
    "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "iframe",
  ] as const;

/** The attributes each tag keeps ("*": every tag). */
export const POST_ATTRIBUTES: Record<string, string[]> = {
    "*": ["class"],
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start", "reversed"],
    iframe: ["src", "title", "width", "height", "allow", "allowfullscreen", "loading", "referrerpolicy", "sandbox"],
  };
