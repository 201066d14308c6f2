import { DomUtils, parseDocument } from "htmlparser2";

/** The attributes a translation must leave as they are: where a link goes and what an image or embed shows. */
const KEPT_ATTRIBUTES = ["href", "src"] as const;

type Element = ReturnType<typeof DomUtils.findAll>[number];

function depthOf(element: Element): number {
  let depth = 0;
  for (let parent = element.parent; parent; parent = parent.parent) depth += 1;
  return depth;
}

/** Every element in document order with its depth, name and kept attributes: together, the whole tree. */
function outline(html: string): string[] {
  return DomUtils.findAll(() => true, parseDocument(html).children).map((element) => {
    const kept = KEPT_ATTRIBUTES.flatMap((name) => (element.attribs[name] === undefined ? [] : [`${name}=${JSON.stringify(element.attribs[name])}`]));
    return [depthOf(element), element.name, ...kept].join(" ");
  });
}

/**
 * Issue 42: a translation keeps the rich text's markup, links and structure. True when both have the same
 * elements with the same nesting, and the same href and src values; only the text may differ.
 */
export function sameStructure(source: string, output: string): boolean {
  const before = outline(source);
  const after = outline(output);
  return before.length === after.length && before.every((part, index) => part === after[index]);
}
