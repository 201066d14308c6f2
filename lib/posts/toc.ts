import { render } from "dom-serializer";
import { DomUtils, parseDocument } from "htmlparser2";

/** A table of contents entry (spec 002 §3): h2 to h6, nested under the nearest higher heading. */
export interface TocEntry {
  tag_id: string;
  tag_name: "h2" | "h3" | "h4" | "h5" | "h6";
  tag_text: string;
  children: TocEntry[];
}

const HEADINGS: ReadonlySet<string> = new Set<TocEntry["tag_name"]>(["h2", "h3", "h4", "h5", "h6"]);
const isHeadingName = (name: string): name is TocEntry["tag_name"] => HEADINGS.has(name);

/** An anchor id from heading text: lower case, letters and digits of any script, words joined by hyphens. */
export function headingSlug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Finds the h2–h6 headings of sanitised HTML, gives each a unique id (replacing any it had) and returns the
 * HTML with the ids and the nested entries. Pure: the same HTML always gives the same ids.
 *
 * Issue 37: the ids are set on a parsed tree and the tree is serialised again, so every attribute value is
 * written back quoted and escaped. No text edit of the markup could let a quote inside an allowed value
 * (`class="a id=b"`) open an attribute of its own.
 */
export function extractToc(html: string): { html: string; entries: TocEntry[] } {
  const document = parseDocument(html);
  const used = new Map<string, number>();
  const entries: TocEntry[] = [];
  const stack: TocEntry[] = [];
  for (const heading of DomUtils.findAll((element) => isHeadingName(element.name), document.children)) {
    const tagName = heading.name;
    if (!isHeadingName(tagName)) continue;
    const text = DomUtils.textContent(heading).replace(/\s+/g, " ").trim();
    const base = headingSlug(text) || "section";
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const id = seen === 0 ? base : `${base}-${seen + 1}`;
    const entry: TocEntry = { tag_id: id, tag_name: tagName, tag_text: text, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.tag_name >= entry.tag_name) stack.pop();
    (stack.length > 0 ? stack[stack.length - 1]!.children : entries).push(entry);
    stack.push(entry);
    heading.attribs = { id, ...Object.fromEntries(Object.entries(heading.attribs).filter(([name]) => name !== "id")) };
  }
  // utf8: text and attribute values escaped as sanitize-html writes them; void elements as `<br />`, as it does.
  return { html: render(document, { encodeEntities: "utf8", selfClosingTags: true }), entries };
}
