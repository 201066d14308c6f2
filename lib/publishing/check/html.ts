import { DomUtils, parseDocument } from "htmlparser2";

// What the check reads from rich text, through a real HTML parser (the one lib/posts/toc.ts uses).

const HEADING = /^h([1-6])$/;

/** The text a reader sees: markup gone, entities decoded, spaces collapsed and trimmed. */
export function visibleText(html: string | null | undefined): string {
  if (!html) return "";
  return DomUtils.textContent(parseDocument(html)).replace(/\s+/g, " ").trim();
}

/** The src of every image, with its alt text as written ("" when it has none). */
export function imagesOf(html: string): { src: string; alt: string }[] {
  return DomUtils.getElementsByTagName("img", parseDocument(html).children).map((image) => ({
    src: image.attribs.src ?? "",
    alt: (image.attribs.alt ?? "").trim(),
  }));
}

/** The level of every heading, in document order. */
export function headingLevels(html: string): number[] {
  return DomUtils.findAll((element) => HEADING.test(element.name), parseDocument(html).children).map((element) => Number(HEADING.exec(element.name)![1]));
}

/** The href of every link that has one. */
export function linkHrefs(html: string): string[] {
  return DomUtils.getElementsByTagName("a", parseDocument(html).children).flatMap((link) => (link.attribs.href ? [link.attribs.href] : []));
}
