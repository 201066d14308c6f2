// A stored page goes to every visitor as one JavaScript string, which Node encodes to UTF-8 at each
// response. An ASCII string is copied as it is. One "é" sends the whole string through the transcoder, and
// one "–" makes V8 hold it at two bytes per character: 25–110 µs more CPU per request for a demo
// page of 24–40 KB, as much as the rest of its gap to a bare Next page of the same size (stop 34's note).
// So the page cache stores a page's few non-ASCII characters as escapes the browser reads back to the same
// text: `&#xe9;` in markup, `\u00e9` inside <script> (JavaScript and JSON alike), `\e9 ` inside <style>.
// React hydrates the same text and attributes. A page written mostly outside ASCII (Russian, Chinese,
// Japanese) would grow by half: it is stored as it is once the escapes would add more than MAX_GROWTH.

/** The share of a page's bytes the escapes may add. */
export const MAX_GROWTH = 0.02;

/** A <script> or <style> element: its start tag, its raw text and its end tag. */
const RAW_TEXT_ELEMENT = /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)/gi;
/** A non-ASCII code point (a pair of surrogates is one). */
const CODE_POINT = /[^\x00-\x7f]/gu;
/** A non-ASCII UTF-16 unit: JavaScript's \u escapes name units, so a pair becomes two escapes. */
const CODE_UNIT = /[^\x00-\x7f]/g;
const NON_ASCII = /[^\x00-\x7f]/;

const hex = (character) => character.codePointAt(0).toString(16);
const markup = (text) => text.replace(CODE_POINT, (character) => `&#x${hex(character)};`);
const script = (text) => text.replace(CODE_UNIT, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`);
// A CSS escape ends at the next space, which it takes with it.
const style = (text) => text.replace(CODE_POINT, (character) => `\\${hex(character)} `);

/** `html` with its non-ASCII characters escaped, as a string V8 holds at one byte per character; unchanged when that costs more than MAX_GROWTH. */
export function asciiHtml(html) {
  if (!NON_ASCII.test(html)) return html;
  let escaped = "";
  let last = 0;
  for (const match of html.matchAll(RAW_TEXT_ELEMENT)) {
    const [, start, name, text, end] = match;
    escaped += markup(html.slice(last, match.index)) + markup(start) + (name.toLowerCase() === "script" ? script(text) : style(text)) + end;
    last = match.index + match[0].length;
  }
  escaped += markup(html.slice(last));
  if (escaped.length > Buffer.byteLength(html) * (1 + MAX_GROWTH)) return html;
  // Replacing in a two-byte string gives a two-byte string, whatever it holds: copy it into a one-byte one.
  return Buffer.from(escaped, "latin1").toString("latin1");
}
