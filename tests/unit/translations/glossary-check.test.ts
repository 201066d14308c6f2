import { describe, expect, it } from "vitest";
import { glossaryInstructions, glossaryViolations, type GlossaryTerm } from "@/lib/translations/glossary/check";

// The glossary in machine translation (issue 42): terms never to translate and terms with a fixed translation
// reach the model as instructions, and its output is checked against them.

const brand: GlossaryTerm = { term: "Northwind", translations: {} };
const product: GlossaryTerm = { term: "Fieldwork Suite", translations: {} };
const audit: GlossaryTerm = { term: "audit", translations: { de: "Prüfung", fr: "audit", ja: "監査" } };
const tea: GlossaryTerm = { term: "抹茶", translations: { en: "matcha" } };

describe("glossaryInstructions", () => {
  it("tells the model to keep a brand and to use a fixed translation, only for the terms the texts hold", () => {
    const lines = glossaryInstructions([brand, product, audit], "de", ["<p>Northwind runs every <strong>audit</strong> on site.</p>"]);
    expect(lines).toEqual(['Keep "Northwind" as is, untranslated, with its capitalisation.', 'Translate "audit" as "Prüfung".']);
  });

  it("keeps a term untranslated in a language it has no fixed translation for", () => {
    expect(glossaryInstructions([audit], "es", ["One AUDIT a year"])).toEqual(['Keep "audit" as is, untranslated, with its capitalisation.']);
  });

  it("finds a term whatever its case, but not inside another word", () => {
    expect(glossaryInstructions([audit], "de", ["Auditing and auditors"])).toEqual([]);
    expect(glossaryInstructions([audit], "de", ["An Audit."])).toEqual(['Translate "audit" as "Prüfung".']);
  });

  it("reads the text of HTML, not its markup or attributes, with entities decoded", () => {
    expect(glossaryInstructions([brand], "fr", ['<a href="https://northwind.example" title="Northwind">Our team</a>'])).toEqual([]);
    expect(glossaryInstructions([{ term: "R&D", translations: {} }], "fr", ["<p>Our R&amp;D lab</p>"])).toEqual([
      'Keep "R&D" as is, untranslated, with its capitalisation.',
    ]);
    // A term split by inline markup is still one term; blocks stay apart.
    expect(glossaryInstructions([product], "fr", ["<p><em>Fieldwork</em> Suite</p>"])).toHaveLength(1);
    expect(glossaryInstructions([brand], "fr", ["<p>North</p><p>wind</p>"])).toEqual([]);
  });

  it("finds a Chinese or Japanese term inside text written without spaces", () => {
    expect(glossaryInstructions([tea], "en", ["<p>京都の抹茶ラテ</p>"])).toEqual(['Translate "抹茶" as "matcha".']);
  });
});

describe("glossaryViolations", () => {
  const check = (source: string, output: string, lang: string, terms = [brand, product, audit]) => glossaryViolations({ source, output, terms, lang });

  it("accepts an output that keeps the brand and uses the fixed translation", () => {
    expect(check("<p>Northwind runs every audit.</p>", "<p>Northwind führt jede Prüfung durch.</p>", "de")).toEqual([]);
  });

  it("reports a brand the model translated, and a fixed term it worded otherwise", () => {
    expect(check("<p>Northwind runs every audit.</p>", "<p>Nordwind führt jede Kontrolle durch.</p>", "de")).toEqual([
      { term: "Northwind", expected: "Northwind" },
      { term: "audit", expected: "Prüfung" },
    ]);
  });

  it("wants a brand in the source's capitalisation, and a fixed translation in any case", () => {
    expect(check("Northwind audits", "northwind prüft", "de")).toEqual([{ term: "Northwind", expected: "Northwind" }]);
    expect(check("NORTHWIND", "NORTHWIND", "es")).toEqual([]);
    expect(check("Audit first.", "prüfung zuerst.", "de")).toEqual([]);
  });

  it("checks the text of the HTML output, not its attributes", () => {
    expect(check("<p>Fieldwork Suite</p>", '<p><a href="/fieldwork" title="Fieldwork Suite">La suite</a></p>', "fr")).toEqual([
      { term: "Fieldwork Suite", expected: "Fieldwork Suite" },
    ]);
    expect(check("<p>Fieldwork Suite</p>", "<p><strong>Fieldwork</strong> Suite, la suite</p>", "fr")).toEqual([]);
  });

  it("finds a brand beside Japanese text, and a Japanese fixed translation inside a sentence", () => {
    expect(check("Northwind audit", "Northwindの監査サービス", "ja")).toEqual([]);
    expect(check("Northwind audit", "ノースウィンドの検査", "ja")).toEqual([
      { term: "Northwind", expected: "Northwind" },
      { term: "audit", expected: "監査" },
    ]);
  });

  it("ignores terms the source does not hold", () => {
    expect(check("<p>Our team</p>", "<p>Unser Team</p>", "de")).toEqual([]);
  });
});
