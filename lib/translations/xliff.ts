import { XMLValidator } from "fast-xml-parser";
import { escapeXml, XML_DECLARATION } from "@/lib/feeds/xml";
import { isLocale } from "@/lib/i18n/locales";
import {
  XLIFF_DTD_MESSAGE,
  XLIFF_DUPLICATE_UNIT_MESSAGE,
  XLIFF_INLINE_CODE_MESSAGE,
  XLIFF_LANGUAGE_MESSAGE,
  XLIFF_MALFORMED_MESSAGE,
  XLIFF_MAX_BYTES,
  XLIFF_NOT_XLIFF_MESSAGE,
  XLIFF_ORGANIZATION_MESSAGE,
  XLIFF_TOO_LARGE_MESSAGE,
  XLIFF_UNIT_MESSAGE,
  XLIFF_VERSION_1_MESSAGE,
  XLIFF_VERSION_MESSAGE,
  XliffError,
} from "./xliff-errors";
import { children, isElement, parseXmlTree, type XmlElement } from "./xml-tree";

export * from "./xliff-errors";

// XLIFF 2 exchange with translators (issue 42). The `xliff` package was not used: it drops note categories and a
// file's `original`, keeps only the last segment of a unit, cuts a text's trailing newline, and writes `&amp;` in a
// text as `&amp;` (so HTML with entities comes back changed). fast-xml-parser reads, with entity processing off:
// references are decoded here, in one pass, and a DTD is refused before parsing (no entity expansion).
//
// What is written: one <file> named after the organisation, one <unit> per field. Unit ids are plain NMTOKENs
// (`u1`, …), since an entity id can be a page path ("/about/team"); the entity, its id and the field travel in
// core notes with a category, which translation tools keep. Texts are escaped character data, never inline codes;
// `xml:space="preserve"` asks tools to keep every space, a carriage return is written as `&#13;` (XML would read it
// as a newline) and a character XML cannot hold as `<cp hex="…"/>`, so a round trip is exact.

export interface XliffUnit {
  entity: string;
  entityId: string;
  field: string;
  source: string;
  target: string;
}

export interface XliffDocument {
  orgId: string;
  sourceLang: string;
  targetLang: string;
  units: XliffUnit[];
}

const XLIFF_NAMESPACE = "urn:oasis:names:tc:xliff:document:2.0";
const ORGANIZATION_URN = "urn:site:organization:";
const ORGANIZATION_FILE_ID = "org-";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ENTITY = /^[a-z_]{1,40}$/;
const FIELD = /^[a-z0-9_]{1,60}$/;
const ENTITY_ID_MAX = 200;
/** Characters outside XML 1.0's Char production (a lone surrogate among them). */
const NOT_XML_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The note categories that name a unit's text; other notes (a translator's, the label) are left alone. */
const NOTE = {
  entity: "entity",
  entityId: "entity-id",
  field: "field",
} as const;

// ---- writing ----

/** An XLIFF 2.0 document (UTF-8, with its declaration) holding the units in the order given. */
export function toXliff(doc: XliffDocument): string {
  checkDocument(doc);
  const orgId = doc.orgId.toLowerCase();
  const units = doc.units.map((unit, index) => unitXml(unit, index + 1));
  return [
    XML_DECLARATION,
    `<xliff xmlns="${XLIFF_NAMESPACE}" version="2.0" srcLang="${attribute(doc.sourceLang)}" trgLang="${attribute(doc.targetLang)}">`,
    `  <file id="${ORGANIZATION_FILE_ID}${orgId}" original="${ORGANIZATION_URN}${orgId}" canResegment="no" xml:space="preserve">`,
    ...units,
    "  </file>",
    "</xliff>",
    "",
  ].join("\n");
}

function unitXml(unit: XliffUnit, position: number): string {
  const target = unit.target === "" ? "" : `\n        <target>${text(unit.target, true)}</target>`;
  return [
    `    <unit id="u${position}" name="${attribute(`${unit.entity}:${unit.entityId}:${unit.field}`)}">`,
    "      <notes>",
    `        <note>${text(`${label(unit.entity)}: ${label(unit.field)}`, false)}</note>`,
    `        <note category="${NOTE.entity}">${text(unit.entity, false)}</note>`,
    `        <note category="${NOTE.entityId}">${text(unit.entityId, false)}</note>`,
    `        <note category="${NOTE.field}">${text(unit.field, false)}</note>`,
    "      </notes>",
    `      <segment${unit.target === "" ? "" : ' state="translated"'}>`,
    `        <source>${text(unit.source, true)}</source>${target}`,
    "      </segment>",
    "    </unit>",
  ].join("\n");
}

/** "template_section" → "Template section": a hint for the translator. */
const label = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replaceAll("_", " ");

/** Character data; in a source or target (`inline`), a character XML cannot hold becomes XLIFF's `<cp>`. */
function text(value: string, inline: boolean): string {
  return escapeXml(value)
    .replaceAll("\r", "&#13;")
    .replace(NOT_XML_CHARS, (char) => {
      if (!inline) throw new XliffError(XLIFF_UNIT_MESSAGE, JSON.stringify(value));
      return `<cp hex="${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}"/>`;
    });
}

/** An attribute value: whitespace other than a space is written as a reference, or XML would read a space. */
const attribute = (value: string) => escapeXml(value).replace(/[\t\n\r]/g, (char) => `&#${char.codePointAt(0) ?? 0};`);

// ---- checks shared by both directions ----

function checkDocument(doc: XliffDocument): void {
  if (!UUID.test(doc.orgId)) throw new XliffError(XLIFF_ORGANIZATION_MESSAGE);
  if (!isLocale(doc.sourceLang) || !isLocale(doc.targetLang)) throw new XliffError(XLIFF_LANGUAGE_MESSAGE);
  const seen = new Set<string>();
  for (const unit of doc.units) {
    const key = checkUnit(unit.entity, unit.entityId, unit.field, `${unit.entity}:${unit.entityId}:${unit.field}`);
    if (seen.has(key)) throw new XliffError(XLIFF_DUPLICATE_UNIT_MESSAGE, key);
    seen.add(key);
  }
}

/** The unit's key ("entity:id:field") when its names have the shapes the site uses. */
function checkUnit(entity: string, entityId: string, field: string, where: string): string {
  const idFits = entityId.length >= 1 && entityId.length <= ENTITY_ID_MAX && !entityId.match(NOT_XML_CHARS);
  if (!ENTITY.test(entity) || !FIELD.test(field) || !idFits) throw new XliffError(XLIFF_UNIT_MESSAGE, where);
  return `${entity}:${entityId}:${field}`;
}

// ---- reading ----

/** The document an XLIFF 2.x file of ours holds; anything else is refused with an XliffError. */
export function fromXliff(xml: string): XliffDocument {
  if (xml.length > XLIFF_MAX_BYTES || Buffer.byteLength(xml, "utf8") > XLIFF_MAX_BYTES) throw new XliffError(XLIFF_TOO_LARGE_MESSAGE);
  const body = xml.replace(/^\uFEFF/, "");
  if (/<!DOCTYPE/i.test(body)) throw new XliffError(XLIFF_DTD_MESSAGE);
  const validation = XMLValidator.validate(body);
  if (validation !== true) throw new XliffError(XLIFF_MALFORMED_MESSAGE, `line ${validation.err.line}: ${validation.err.msg}`);
  // The validator lets text after the root element through, and the parser drops it.
  if (!body.trimEnd().endsWith(">")) throw new XliffError(XLIFF_MALFORMED_MESSAGE, "text after the root element");
  const roots = parseXmlTree(body).filter(isElement);
  if (roots.length !== 1) throw new XliffError(XLIFF_MALFORMED_MESSAGE, "one root element expected");
  return readRoot(roots[0]);
}

function readRoot(root: XmlElement): XliffDocument {
  const namespace = root.attributes.get("xmlns") ?? "";
  const version = root.attributes.get("version") ?? "";
  if (root.name !== "xliff") throw new XliffError(XLIFF_NOT_XLIFF_MESSAGE);
  if (version === "1.2" || namespace === "urn:oasis:names:tc:xliff:document:1.2") throw new XliffError(XLIFF_VERSION_1_MESSAGE);
  if (!/^urn:oasis:names:tc:xliff:document:\d+\.\d+$/.test(namespace)) throw new XliffError(XLIFF_NOT_XLIFF_MESSAGE);
  // XLIFF 2.1 kept 2.0's namespace; 2.2 has its own. Both are read as 2.0 (we use none of their additions).
  if (!/^2\.\d+$/.test(version) || !/:2\.\d+$/.test(namespace)) throw new XliffError(XLIFF_VERSION_MESSAGE, version);

  const sourceLang = (root.attributes.get("srcLang") ?? "").toLowerCase();
  const targetLang = (root.attributes.get("trgLang") ?? "").toLowerCase();
  if (!isLocale(sourceLang) || !isLocale(targetLang)) throw new XliffError(XLIFF_LANGUAGE_MESSAGE);

  const files = children(root, "file");
  if (files.length !== 1) throw new XliffError(XLIFF_MALFORMED_MESSAGE, "one <file> element expected");
  const orgId = organization(files[0]);

  const units: XliffUnit[] = [];
  const keys = new Set<string>();
  const ids = new Set<string>();
  for (const element of unitsOf(files[0])) {
    const id = element.attributes.get("id") ?? "";
    if (id === "" || ids.has(id)) throw new XliffError(id === "" ? XLIFF_UNIT_MESSAGE : XLIFF_DUPLICATE_UNIT_MESSAGE, `unit ${id}`);
    ids.add(id);
    const unit = readUnit(element, id);
    const key = `${unit.entity}:${unit.entityId}:${unit.field}`;
    if (keys.has(key)) throw new XliffError(XLIFF_DUPLICATE_UNIT_MESSAGE, `unit ${id}`);
    keys.add(key);
    units.push(unit);
  }
  return { orgId, sourceLang, targetLang, units };
}

/** The organisation named by the file's `original` (or, failing that, its id); two different ones are refused. */
function organization(file: XmlElement): string {
  const fromOriginal = uuidAfter(file.attributes.get("original"), ORGANIZATION_URN);
  const fromId = uuidAfter(file.attributes.get("id"), ORGANIZATION_FILE_ID);
  const orgId = fromOriginal ?? fromId;
  if (!orgId || (fromOriginal && fromId && fromOriginal !== fromId)) throw new XliffError(XLIFF_ORGANIZATION_MESSAGE);
  return orgId;
}

function uuidAfter(value: string | undefined, prefix: string): string | null {
  const rest = value?.startsWith(prefix) ? value.slice(prefix.length) : "";
  return UUID.test(rest) ? rest.toLowerCase() : null;
}

/** The file's units in document order, including any a tool put in groups. */
function unitsOf(parent: XmlElement): XmlElement[] {
  return parent.children.filter(isElement).flatMap((child) => {
    if (child.name === "unit") return [child];
    return child.name === "group" ? unitsOf(child) : [];
  });
}

function readUnit(unit: XmlElement, id: string): XliffUnit {
  const notes = children(unit, "notes").flatMap((element) => children(element, "note"));
  const note = (category: string) => {
    const found = notes.filter((element) => element.attributes.get("category") === category);
    if (found.length !== 1) throw new XliffError(XLIFF_UNIT_MESSAGE, `unit ${id}`);
    return plainText(found[0], id);
  };
  const entity = note(NOTE.entity).trim();
  const entityId = note(NOTE.entityId);
  const field = note(NOTE.field).trim();
  checkUnit(entity, entityId, field, `unit ${id}`);
  const { source, target } = readSegments(unit, id);
  return { entity, entityId, field, source, target };
}

/**
 * A unit's source and target: its segments' (and whitespace-only ignorables') texts in order, the target in the
 * order a translator's `order` attributes give. A unit with a segment left untranslated reads as untranslated.
 */
function readSegments(unit: XmlElement, id: string): { source: string; target: string } {
  const parts = unit.children.filter(isElement).filter((child) => child.name === "segment" || child.name === "ignorable");
  if (!parts.some((part) => part.name === "segment")) throw new XliffError(XLIFF_MALFORMED_MESSAGE, `unit ${id} has no <segment>`);
  const targets: (string | undefined)[] = parts.map(() => undefined);
  let source = "";
  let untranslated = false;
  parts.forEach((part, index) => {
    const [sourceElement, ...extraSources] = children(part, "source");
    const [targetElement, ...extraTargets] = children(part, "target");
    if (!sourceElement || extraSources.length > 0 || extraTargets.length > 0) throw new XliffError(XLIFF_MALFORMED_MESSAGE, `unit ${id}`);
    const sourceText = inlineText(sourceElement, id);
    source += sourceText;
    // An ignorable without a target stands for its source (XLIFF 2.0, 4.2.2.4).
    const targetText = targetElement ? inlineText(targetElement, id) : part.name === "ignorable" ? sourceText : undefined;
    if (targetText === undefined) untranslated = true;
    const order = targetElement?.attributes.get("order");
    const slot = order === undefined ? index : Number(order) - 1;
    if (!Number.isInteger(slot) || slot < 0 || slot >= parts.length || targets[slot] !== undefined) {
      throw new XliffError(XLIFF_MALFORMED_MESSAGE, `unit ${id}: target order ${order ?? index + 1}`);
    }
    targets[slot] = targetText ?? "";
  });
  return { source, target: untranslated ? "" : targets.join("") };
}

/** A source or target's text: character data, annotations' content and `<cp>` characters; codes are refused. */
function inlineText(element: XmlElement, id: string): string {
  return element.children
    .map((child) => {
      if (typeof child === "string") return child;
      if (child.name === "mrk") return inlineText(child, id);
      if (child.name === "sm" || child.name === "em") return "";
      if (child.name === "cp") return codePoint(child.attributes.get("hex") ?? "", id);
      throw new XliffError(XLIFF_INLINE_CODE_MESSAGE, `unit ${id}: <${child.name}>`);
    })
    .join("");
}

function codePoint(hex: string, id: string): string {
  const code = /^[0-9a-f]{1,6}$/i.test(hex) ? parseInt(hex, 16) : NaN;
  if (!(code <= 0x10ffff)) throw new XliffError(XLIFF_MALFORMED_MESSAGE, `unit ${id}: <cp hex="${hex}">`);
  return String.fromCodePoint(code);
}

/** A note's text; notes hold no markup. */
function plainText(element: XmlElement, id: string): string {
  if (element.children.some(isElement)) throw new XliffError(XLIFF_UNIT_MESSAGE, `unit ${id}`);
  return element.children.join("");
}
