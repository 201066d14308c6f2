/**
 * Plain text of at most `limit` characters for a description or a card: tags dropped, spaces collapsed, cut at a
 * word with an ellipsis. Null when nothing is left.
 */
export function clipText(html: string | null | undefined, limit: number): string | null {
  const text = (html ?? "").replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
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
