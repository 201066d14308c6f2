import { XMLParser } from "fast-xml-parser";
import { XLIFF_MALFORMED_MESSAGE, XliffError } from "./xliff-errors";

// An XLIFF file as a tree of elements and decoded text (lib/translations/xliff.ts reads it). fast-xml-parser runs with
// entity processing off: references are decoded here, in one pass, and a DTD is refused before parsing.

export interface XmlElement {
  name: string;
  attributes: Map<string, string>;
  children: XmlNode[];
}
/** An element, or character data with its references already decoded. */
export type XmlNode = XmlElement | string;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  cdataPropName: "#cdata",
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

/** The document's top-level nodes; a document the parser cannot read is refused as malformed. */
export function parseXmlTree(body: string): XmlNode[] {
  let parsed: unknown;
  try {
    parsed = parser.parse(body);
  } catch (error) {
    throw new XliffError(XLIFF_MALFORMED_MESSAGE, error instanceof Error ? error.message : undefined);
  }
  return nodes(parsed);
}

export function children(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child): child is XmlElement => isElement(child) && child.name === name);
}

export function isElement(node: XmlNode): node is XmlElement {
  return typeof node !== "string";
}

/** XML 1.0's Char production. */
export function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

// ---- fast-xml-parser's ordered output → XmlNode ----

/** fast-xml-parser's `preserveOrder` output: `[{ name: children, ":@": attributes } | { "#text": … } | { "#cdata": … }]`. */
function nodes(value: unknown): XmlNode[] {
  if (!Array.isArray(value)) throw new XliffError(XLIFF_MALFORMED_MESSAGE);
  return value.map((entry: unknown): XmlNode => {
    if (!isRecord(entry)) throw new XliffError(XLIFF_MALFORMED_MESSAGE);
    const attributes = new Map<string, string>();
    if (isRecord(entry[":@"])) {
      for (const [name, raw] of Object.entries(entry[":@"])) attributes.set(name, decodeReferences(String(raw)));
    }
    const [name, content] = Object.entries(entry).find(([key]) => key !== ":@") ?? ["", undefined];
    if (name === "#text") return decodeReferences(String(content));
    // CDATA is taken as written: it holds no references.
    if (name === "#cdata") return cdataText(content);
    if (name === "") throw new XliffError(XLIFF_MALFORMED_MESSAGE);
    return { name, attributes, children: nodes(content) };
  });
}

function cdataText(content: unknown): string {
  if (!Array.isArray(content)) throw new XliffError(XLIFF_MALFORMED_MESSAGE);
  return content.map((entry: unknown) => (isRecord(entry) ? String(entry["#text"] ?? "") : "")).join("");
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const XML_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
};

/** XML's five entities and character references, in one pass (so `&amp;#13;` stays the text `&#13;`). */
function decodeReferences(raw: string): string {
  return raw.replace(/&([^&;\s]*)(;?)/g, (reference, name: string, semicolon: string) => {
    const hex = /^#x([0-9a-f]{1,6})$/i.exec(name);
    const decimal = /^#([0-9]{1,7})$/.exec(name);
    const code = hex ? parseInt(hex[1], 16) : decimal ? parseInt(decimal[1], 10) : NaN;
    if (semicolon && isXmlChar(code)) return String.fromCodePoint(code);
    if (semicolon && Object.hasOwn(XML_ENTITIES, name)) return XML_ENTITIES[name];
    throw new XliffError(XLIFF_MALFORMED_MESSAGE, `undefined or broken reference ${reference}`);
  });
}
