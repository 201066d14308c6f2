import { parseDocument } from "htmlparser2";

type HtmlNode = ReturnType<typeof parseDocument>["children"][number];
/** DOM's node type of text (comments carry data too, and are left out). */
const TEXT_NODE = 3;

/** Each piece of text apart, as the blocks it came from (`<p>Who we are</p><p>and how</p>`), entities decoded. */
function textPieces(nodes: HtmlNode[], into: string[] = []): string[] {
  for (const node of nodes) {
    if (node.nodeType === TEXT_NODE && "data" in node) into.push(node.data);
    else if ("children" in node) textPieces(node.children, into);
  }
  return into;
}

/**
 * Plain text of at most `limit` characters for a description or a card: the text a reader sees (through an HTML
 * parser), cut at a word with an ellipsis. Null when nothing is left.
 */
export function clipText(html: string | null | undefined, limit: number): string | null {
  const text = (html ? textPieces(parseDocument(html).children) : []).join(" ").replace(/\s+/g, " ").trim();
  if (!text) return null;
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), limit / 2)).trimEnd()}…`;
}

/** Emoji, flags and their joiners and variation selectors. */
const EMOJI = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}\u200d\ufe0f\u20e3]/gu;

/**
 * Text the share image can draw from its own font: no emoji, which the renderer would fetch as images from a CDN
 * at render time, failing the whole image where the server cannot reach it.
 */
export function withoutEmoji(text: string): string {
  return text.replace(EMOJI, "").replace(/\s+/g, " ").trim();
}
