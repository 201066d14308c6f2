import { diffArrays } from "diff";
import { Parser } from "htmlparser2";

// "What changed" (issue 40): the difference between two versions of a row's fields, for the history of every
// editor and for each change of a change set before it is published. Pure, so both run it in the browser.

/**
 * The fields that hold rich HTML, by the name of their base column (a `*_translation` map of one is rich too):
 * section descriptions (lib/sections/rich-text.ts), post content (lib/posts/sanitize.ts) and a banner's
 * landing content (lib/banners/editing-schemas.ts).
 */
export const RICH_FIELDS: ReadonlySet<string> = new Set(["section_description", "content", "landing_content"]);

const TRANSLATION_SUFFIX = "_translation";

/**
 * In a rich diff, a line break in a part's text is a block boundary (paragraph, list item, heading, `<br>`);
 * in a text diff it is a line break the admin typed.
 */
export const BLOCK_BREAK = "\n";

export type PartOp = "same" | "insert" | "delete";
export interface DiffPart {
  op: PartOp;
  text: string;
}
export interface TextDiff {
  kind: "text";
  parts: DiffPart[];
}
export interface RichDiff {
  kind: "rich";
  parts: DiffPart[];
}
export interface ListItem {
  value: unknown;
  op: PartOp | "move";
  /** Position (from 1) in the list before: on every item but an insert. */
  from?: number;
  /** Position (from 1) in the list after: on every item but a delete. */
  to?: number;
}
export interface ListDiff {
  kind: "list";
  items: ListItem[];
}
export interface ValueDiff {
  kind: "value";
  before: unknown;
  after: unknown;
}
export interface TranslationsDiff {
  kind: "translations";
  /** Only the languages whose text differs. */
  locales: Record<string, TextDiff | RichDiff>;
}
export type FieldDiff = TextDiff | RichDiff | ListDiff | ValueDiff | TranslationsDiff;

/** Each field's difference between two versions of a row (a missing row, as before a create, has no values). */
export function diffFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  fields: readonly string[],
): { field: string; diff: FieldDiff }[] {
  return fields.map((field) => ({ field, diff: diffField(field, before?.[field], after?.[field]) }));
}

export function diffField(field: string, before: unknown, after: unknown): FieldDiff {
  if (field.endsWith(TRANSLATION_SUFFIX) && isTextMap(before) && isTextMap(after)) {
    return translationsDiff(RICH_FIELDS.has(field.slice(0, -TRANSLATION_SUFFIX.length)), before ?? {}, after ?? {});
  }
  if (isListOrNothing(before) && isListOrNothing(after) && (before || after)) return listDiff(before ?? [], after ?? []);
  if (isTextOrNothing(before) && isTextOrNothing(after) && (before || after)) {
    if (RICH_FIELDS.has(field)) return { kind: "rich", parts: richParts(before ?? "", after ?? "") };
    // A string of one token (a colour, a URL, a date, an option) reads best whole: half a URL marked helps no one.
    if (hasWords(before) || hasWords(after)) return { kind: "text", parts: textParts(before ?? "", after ?? "") };
  }
  return { kind: "value", before, after };
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);
const isTextOrNothing = (value: unknown): value is string | null | undefined => value == null || typeof value === "string";
const isListOrNothing = (value: unknown): value is unknown[] | null | undefined => value == null || Array.isArray(value);
const isTextMap = (value: unknown): value is Record<string, string | null | undefined> | null | undefined =>
  value == null || (isRecord(value) && Object.values(value).every(isTextOrNothing));
const hasWords = (text: string | null | undefined) => /\s/.test(text?.trim() ?? "");

function translationsDiff(rich: boolean, before: Record<string, string | null | undefined>, after: Record<string, string | null | undefined>): TranslationsDiff {
  const locales: TranslationsDiff["locales"] = {};
  for (const locale of new Set([...Object.keys(after), ...Object.keys(before)])) {
    const [was, is] = [before[locale] ?? "", after[locale] ?? ""];
    if (was === is) continue;
    locales[locale] = rich ? { kind: "rich", parts: richParts(was, is) } : { kind: "text", parts: textParts(was, is) };
  }
  return { kind: "translations", locales };
}

// Words, spaces and punctuation as the language's own rules cut them (Intl.Segmenter), so Russian or Japanese
// text is compared word by word too, not letter by letter.
const segmenter = new Intl.Segmenter(undefined, { granularity: "word" });
const tokens = (text: string) => Array.from(segmenter.segment(text), ({ segment }) => segment);

export function textParts(before: string, after: string): DiffPart[] {
  return wordParts(tokens(before), tokens(after));
}

/** Rich text compared as a reader sees it: the visible words, block by block; markup alone is no change. */
export function richParts(before: string, after: string): DiffPart[] {
  const blockTokens = (html: string) => textBlocks(html).flatMap((block, index) => (index === 0 ? tokens(block) : [BLOCK_BREAK, ...tokens(block)]));
  return wordParts(blockTokens(before), blockTokens(after));
}

const BLOCK_ELEMENTS: ReadonlySet<string> = new Set([
  "p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "figure", "figcaption",
  "table", "tr", "td", "th", "br", "hr",
]);

/** The visible text of each block of an HTML fragment, its spaces collapsed as a browser would; empty blocks left out. */
export function textBlocks(html: string): string[] {
  const blocks: string[] = [];
  let current = "";
  const endBlock = () => {
    const text = current.replace(/\s+/g, " ").trim();
    if (text) blocks.push(text);
    current = "";
  };
  const parser = new Parser({
    onopentag(name, attribs) {
      if (BLOCK_ELEMENTS.has(name)) endBlock();
      // An image has no text of its own: its alt text (or its address) stands for it, so a new image shows.
      else if (name === "img") current += ` 🖼 ${attribs.alt?.trim() || attribs.src || ""} `;
    },
    onclosetag(name) {
      if (BLOCK_ELEMENTS.has(name)) endBlock();
    },
    ontext(text) {
      current += text;
    },
  });
  parser.write(html);
  parser.end();
  endBlock();
  return blocks;
}

const isSpace = (text: string) => /^[^\S\n]+$/.test(text);

/**
 * The word diff (jsdiff over the tokens), with each run of changes as one deletion and one insertion: a space
 * left "same" between two changed words would cut "the cat" → "a dog" into four marks.
 */
function wordParts(before: string[], after: string[]): DiffPart[] {
  const changes = diffArrays(before, after);
  const parts: DiffPart[] = [];
  let deleted = "";
  let inserted = "";
  const flush = () => {
    if (deleted) parts.push({ op: "delete", text: deleted });
    if (inserted) parts.push({ op: "insert", text: inserted });
    deleted = inserted = "";
  };
  changes.forEach((change, index) => {
    const text = change.value.join("");
    if (change.removed) deleted += text;
    else if (change.added) inserted += text;
    else if (isSpace(text) && index > 0 && index < changes.length - 1) {
      deleted += text;
      inserted += text;
    } else {
      flush();
      parts.push({ op: "same", text });
    }
  });
  flush();
  return parts;
}

/** What names a list item whatever its position: a layout item by kind and id, anything else by its value. */
function identity(item: unknown): string {
  return isRecord(item) && "id" in item ? JSON.stringify([item.kind, item.id]) : JSON.stringify(item);
}

/**
 * A list's items in the order after, with the deleted ones where they were. An item found on both sides but out
 * of the common order is one move (from → to), not a deletion and an insertion.
 */
export function listDiff(before: unknown[], after: unknown[]): ListDiff {
  const items: ListItem[] = [];
  // Indexes into the two lists as the diff walks them; positions shown are one higher.
  let was = 0;
  let is = 0;
  for (const change of diffArrays(before.map(identity), after.map(identity))) {
    for (let count = 0; count < change.count; count += 1) {
      if (change.removed) {
        items.push({ op: "delete", value: before[was], from: was + 1 });
        was += 1;
      } else if (change.added) {
        items.push({ op: "insert", value: after[is], to: is + 1 });
        is += 1;
      } else {
        items.push({ op: "same", value: after[is], from: was + 1, to: is + 1 });
        was += 1;
        is += 1;
      }
    }
  }
  const deletes = items.filter((item) => item.op === "delete");
  for (const insert of items.filter((item) => item.op === "insert")) {
    const twin = deletes.findIndex((item) => identity(item.value) === identity(insert.value));
    if (twin === -1) continue;
    const [removed] = deletes.splice(twin, 1);
    items[items.indexOf(insert)] = { ...insert, op: "move", from: removed.from };
    items.splice(items.indexOf(removed), 1);
  }
  return { kind: "list", items };
}

/** One side of a word diff: what stood before (same and deleted parts) or stands after (same and inserted). */
export function sideParts(parts: readonly DiffPart[], side: "before" | "after"): DiffPart[] {
  return parts.filter((part) => part.op === "same" || part.op === (side === "before" ? "delete" : "insert"));
}

/** Parts cut into blocks at each block break, for a renderer to show one paragraph (or line) per block. */
export function blocksOf(parts: readonly DiffPart[]): DiffPart[][] {
  let block: DiffPart[] = [];
  const blocks = [block];
  for (const part of parts) {
    part.text.split(BLOCK_BREAK).forEach((text, index) => {
      if (index > 0) blocks.push((block = []));
      if (text) block.push({ op: part.op, text });
    });
  }
  return blocks;
}

/** One side of a list diff, in that side's order. */
export function sideItems(items: readonly ListItem[], side: "before" | "after"): ListItem[] {
  return items
    .flatMap((item) => {
      const position = side === "before" ? item.from : item.to;
      return position === undefined ? [] : [{ position, item }];
    })
    .sort((a, b) => a.position - b.position)
    .map(({ item }) => item);
}
