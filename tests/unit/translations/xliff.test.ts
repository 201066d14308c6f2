import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import {
  fromXliff,
  toXliff,
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
  XliffError,
  type XliffDocument,
  type XliffUnit,
} from "@/lib/translations/xliff";

const ACME = "0b7e5f0e-3c1a-4c56-9b8e-2f4d3a1c9e01";
const OTHER_ORG = "5d1c2a9b-7e44-4f0a-8d3b-6c9e1f2a4b77";
const SECTION = "9f0c4d2e-1b3a-4e5f-8a6b-7c8d9e0f1a2b";

const unit = (overrides: Partial<XliffUnit> = {}): XliffUnit => ({
  entity: "template_section",
  entityId: SECTION,
  field: "section_title",
  source: "Our team",
  target: "Unser Team",
  ...overrides,
});

const document = (units: XliffUnit[], overrides: Partial<XliffDocument> = {}): XliffDocument => ({
  orgId: ACME,
  sourceLang: "en",
  targetLang: "de",
  units,
  ...overrides,
});

/** The message fromXliff refuses a file with (fails when it is accepted). */
function refusal(xml: string): string {
  try {
    fromXliff(xml);
  } catch (error) {
    if (error instanceof XliffError) return error.message;
    throw error;
  }
  throw new Error("the file was accepted");
}

/** An XLIFF 2.0 file with one unit, as a tool or a hand could write it. */
const handWritten = (unitXml: string, root = 'xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de"') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<xliff ${root}><file id="f1" original="urn:site:organization:${ACME}">${unitXml}</file></xliff>`;

const notes = (entity = "post", entityId = SECTION, field = "body") =>
  `<notes><note category="entity">${entity}</note><note category="entity-id">${entityId}</note><note category="field">${field}</note></notes>`;

describe("XLIFF round trip", () => {
  it("reads back exactly the units it wrote: HTML, page paths, CJK, emoji, spaces and empty targets", () => {
    const units = [
      unit(),
      unit({
        entity: "post",
        field: "body",
        source: '<p class="lead">Fish &amp; chips &lt;3 "quoted" \'single\'</p>\n<ul>\n  <li>One</li>\n</ul>\n',
        target: "<p>Fisch &amp; Pommes</p>\r\n",
      }),
      unit({ entity: "page_layout", entityId: "/", field: "title", source: "  Home  ", target: "" }),
      unit({ entity: "page_layout", entityId: "/about/team", field: "title", source: "Über uns", target: "" }),
      unit({ entity: "hero", field: "heading", source: "欢迎光临 🎉 ようこそ", target: "Willkommen 🎉" }),
      unit({ entity: "faq", field: "answer2", source: "]]> & <![CDATA[ x ]]>\ttab\u0001bell", target: "ok" }),
    ];
    const written = toXliff(document(units));

    expect(fromXliff(written)).toEqual(document(units));
  });

  it("writes a well-formed XLIFF 2.0 document naming the organisation and both languages", () => {
    const written = toXliff(document([unit({ entity: "page_layout", entityId: "/about/team" })]));

    expect(written.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(XMLValidator.validate(written)).toBe(true);
    expect(written).toContain('<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">');
    expect(written).toContain(`original="urn:site:organization:${ACME}"`);
    expect(written).toContain('<unit id="u1"');
    expect(written).toContain("<note>Page layout: Section title</note>");
  });

  it("reads back the organisation a file came from, so an import can refuse another organisation's file", () => {
    const fromOther = toXliff(document([unit()], { orgId: OTHER_ORG }));

    expect(fromXliff(fromOther).orgId).toBe(OTHER_ORG);
    expect(fromXliff(toXliff(document([unit()]))).orgId).toBe(ACME);
  });

  it("reads a translator's edit made in the XML text", () => {
    const written = toXliff(document([unit(), unit({ entity: "post", field: "title", source: "News", target: "" })]));
    const edited = written
      .replace("<target>Unser Team</target>", "<target>Unsere &lt;b&gt;Leute&lt;/b&gt;</target>")
      .replace("<source>News</source>", '<source>News</source><target state="final">Neuigkeiten</target>');

    expect(fromXliff(edited).units.map((read) => read.target)).toEqual(["Unsere <b>Leute</b>", "Neuigkeiten"]);
  });

  it("joins a unit a translation tool split into segments, in the target order it gives", () => {
    const xml = handWritten(
      `<unit id="a">${notes()}` +
        '<segment state="translated"><source>First.</source><target order="3">Erstens.</target></segment>' +
        "<ignorable><source> </source></ignorable>" +
        '<segment state="reviewed"><source>Second.</source><target order="1"><mrk id="m1" type="term">Zweitens</mrk>.</target></segment>' +
        "</unit>",
    );

    expect(fromXliff(xml).units).toEqual([
      { entity: "post", entityId: SECTION, field: "body", source: "First. Second.", target: "Zweitens. Erstens." },
    ]);
  });

  it("reads CDATA and character references a tool may write, and a missing target as untranslated", () => {
    const xml = handWritten(
      `<unit id="a">${notes()}<segment><source><![CDATA[<p>A & B</p>]]></source><target>&#x3C;p&#62;A &amp;amp; B</target></segment></unit>` +
        `<unit id="b">${notes("post", SECTION, "title")}<segment><source>Only source</source></segment></unit>`,
    );

    expect(fromXliff(xml).units.map(({ source, target }) => ({ source, target }))).toEqual([
      { source: "<p>A & B</p>", target: "<p>A &amp; B" },
      { source: "Only source", target: "" },
    ]);
  });
});

describe("XLIFF refusals", () => {
  const valid = toXliff(document([unit()]));

  it("refuses malformed XML", () => {
    expect(refusal(valid.replace("</unit>", ""))).toBe(XLIFF_MALFORMED_MESSAGE);
    expect(refusal("not xml at all")).toBe(XLIFF_MALFORMED_MESSAGE);
    expect(refusal(valid.replace("Unser Team", "Unser&nbsp;Team"))).toBe(XLIFF_MALFORMED_MESSAGE);
  });

  it("refuses a document that is not XLIFF", () => {
    expect(refusal('<?xml version="1.0"?><html><body/></html>')).toBe(XLIFF_NOT_XLIFF_MESSAGE);
    expect(refusal(valid.replace("urn:oasis:names:tc:xliff:document:2.0", "urn:example:other"))).toBe(XLIFF_NOT_XLIFF_MESSAGE);
  });

  it("refuses XLIFF 1.2, asking for 2.0", () => {
    const xliff12 =
      '<?xml version="1.0"?><xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file original="x" source-language="en" target-language="de" datatype="plaintext"><body><trans-unit id="1"><source>Hi</source></trans-unit></body></file></xliff>';

    expect(refusal(xliff12)).toBe("This file is XLIFF 1.2; export and import XLIFF 2.0.");
    expect(XLIFF_VERSION_1_MESSAGE).toBe("This file is XLIFF 1.2; export and import XLIFF 2.0.");
  });

  it("refuses a file that does not name its organisation", () => {
    const unmarked = valid.replace(/ id="org-[^"]*" original="[^"]*"/, ' id="f1"');

    expect(refusal(unmarked)).toBe(XLIFF_ORGANIZATION_MESSAGE);
    expect(refusal(valid.replace(`id="org-${ACME}"`, `id="org-${OTHER_ORG}"`))).toBe(XLIFF_ORGANIZATION_MESSAGE);
  });

  it("refuses a unit without its entity or field, or with names outside the site's shapes", () => {
    expect(refusal(valid.replace(/<note category="field">[^<]*<\/note>/, ""))).toBe(XLIFF_UNIT_MESSAGE);
    expect(refusal(valid.replace(/<note category="entity">[^<]*<\/note>/, ""))).toBe(XLIFF_UNIT_MESSAGE);
    expect(refusal(handWritten(`<unit id="a">${notes("Post!")}<segment><source>x</source></segment></unit>`))).toBe(XLIFF_UNIT_MESSAGE);
    expect(refusal(handWritten(`<unit id="a">${notes("post", SECTION, "Body Text")}<segment><source>x</source></segment></unit>`))).toBe(
      XLIFF_UNIT_MESSAGE,
    );
    expect(refusal(handWritten(`<unit id="a">${notes("page_layout", `/${"a".repeat(200)}`)}<segment><source>x</source></segment></unit>`))).toBe(
      XLIFF_UNIT_MESSAGE,
    );
  });

  it("refuses two units for the same field", () => {
    const twice = handWritten(
      `<unit id="a">${notes()}<segment><source>x</source></segment></unit><unit id="b">${notes()}<segment><source>y</source></segment></unit>`,
    );

    expect(refusal(twice)).toBe(XLIFF_DUPLICATE_UNIT_MESSAGE);
    expect(() => toXliff(document([unit(), unit()]))).toThrow(XLIFF_DUPLICATE_UNIT_MESSAGE);
  });

  it("refuses a missing language or one the site does not offer", () => {
    expect(refusal(valid.replace(' trgLang="de"', ""))).toBe(XLIFF_LANGUAGE_MESSAGE);
    expect(refusal(valid.replace(' srcLang="en"', ""))).toBe(XLIFF_LANGUAGE_MESSAGE);
    expect(refusal(valid.replace('trgLang="de"', 'trgLang="sv"'))).toBe(XLIFF_LANGUAGE_MESSAGE);
    expect(XLIFF_LANGUAGE_MESSAGE).toContain("en, es, fr, de, ru, it, pt, pl, zh, ja, nl");
  });

  it("refuses a file over 5 MB", () => {
    const padding = `<!--${"x".repeat(XLIFF_MAX_BYTES)}-->`;

    expect(refusal(valid + padding)).toBe(XLIFF_TOO_LARGE_MESSAGE);
  });

  it("refuses a DTD before any entity could expand", () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE xliff [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>${valid.replace(/^<\?xml[^>]*>/, "").replace("Unser Team", "&lol2;")}`;

    expect(refusal(laughs)).toBe(XLIFF_DTD_MESSAGE);
  });

  it("refuses inline codes in a text rather than dropping them", () => {
    const withCode = valid.replace("<target>Unser Team</target>", '<target>Unser <ph id="1"/>Team</target>');

    expect(refusal(withCode)).toBe(XLIFF_INLINE_CODE_MESSAGE);
  });
});
