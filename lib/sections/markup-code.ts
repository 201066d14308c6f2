/**
 * The HTML strings of a page's static markup (components/sections/static-markup.ts) as they travel in the page's
 * React payload. The payload is JSON inside an HTML script, where Next writes every `<` and `>` as `\u003c` and
 * `\u003e`: six bytes for each, about a twentieth of a home page's bytes. In the payload the tag delimiters are
 * therefore spelt with two characters that travel as one byte, and the browser's `Markup` turns them back.
 *
 * A markup string that already holds one of the two characters (a backtick or a caret in a stored text) is not
 * coded: `codeMarkup` answers null and the string travels as it is.
 */
const OPEN = "`";
const CLOSE = "^";

export function codeMarkup(html: string): string | null {
  if (html.includes(OPEN) || html.includes(CLOSE)) return null;
  return html.replaceAll("<", OPEN).replaceAll(">", CLOSE);
}

export function decodeMarkup(coded: string): string {
  return coded.replaceAll(OPEN, "<").replaceAll(CLOSE, ">");
}
