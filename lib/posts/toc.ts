/** A table of contents entry (spec 002 §3): h2 to h6, nested under the nearest higher heading. */
export interface TocEntry {
  tag_id: string;
  tag_name: "h2" | "h3" | "h4" | "h5" | "h6";
  tag_text: string;
  children: TocEntry[];
}

const HEADING = /<h([2-6])((?:\s[^>]*)?)>([\s\S]*?)<\/h\1\s*>/gi;
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&nbsp;": " " };

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

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
 */
export function extractToc(html: string): { html: string; entries: TocEntry[] } {
  const used = new Map<string, number>();
  const entries: TocEntry[] = [];
  const stack: TocEntry[] = [];
  const withIds = html.replace(HEADING, (_match, level: string, attributes: string, inner: string) => {
    const text = plainText(inner);
    const base = headingSlug(text) || "section";
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const id = seen === 0 ? base : `${base}-${seen + 1}`;
    const entry: TocEntry = { tag_id: id, tag_name: `h${level}` as TocEntry["tag_name"], tag_text: text, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.tag_name >= entry.tag_name) stack.pop();
    (stack.length > 0 ? stack[stack.length - 1]!.children : entries).push(entry);
    stack.push(entry);
    const kept = attributes.replace(/\sid\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, "");
    return `<h${level} id="${id}"${kept}>${inner}</h${level}>`;
  });
  return { html: withIds, entries };
}
