import { Parser } from "htmlparser2";

// The glossary's part in machine translation (issue 42): the terms found in the texts to translate become
// instructions for the model, and the model's output is checked against them. Pure: runs on the server and in tests.

export interface GlossaryTerm {
  term: string;
  translations: Partial<Record<string, string>>;
}

export interface GlossaryViolation {
  /** The glossary's term. */
  term: string;
  /** The text the output should have held: the term as the source wrote it, or its fixed translation. */
  expected: string;
}

/** Elements that end a run of text: their text never joins the next block's into one word. */
const BLOCK_ELEMENTS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "dd",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "td",
  "th",
  "tr",
  "ul",
]);
const HIDDEN_ELEMENTS = new Set(["script", "style", "template"]);

/** The text a reader sees in an HTML (or plain) text, entities decoded, a line break between blocks. */
export function visibleText(html: string): string {
  let text = "";
  let hidden = 0;
  const parser = new Parser({
    onopentag(name) {
      if (HIDDEN_ELEMENTS.has(name)) hidden++;
      if (BLOCK_ELEMENTS.has(name)) text += "\n";
    },
    onclosetag(name) {
      if (HIDDEN_ELEMENTS.has(name)) hidden = Math.max(0, hidden - 1);
      if (BLOCK_ELEMENTS.has(name)) text += "\n";
    },
    ontext(data) {
      if (hidden === 0) text += data;
    },
  });
  parser.end(html);
  return text;
}

/** Chinese and Japanese write without spaces: a term in those scripts is found anywhere, and bounds any other word. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_CLASS = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}`;
/** A character that continues a word in a spaced script: "Acme" is not found in "Acmeware", but is in "Acmeの". */
const WORD_CHAR = String.raw`(?:(?![${CJK_CLASS}])[\p{L}\p{M}\p{N}_])`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The pattern of a term in a text: its words apart from any neighbouring word, any run of spaces between them. */
function termPattern(term: string, { caseSensitive }: { caseSensitive: boolean }): RegExp {
  const words = term
    .trim()
    .split(/\s+/)
    .map(escapeRegExp)
    .join(String.raw`\s+`);
  const flags = caseSensitive ? "gu" : "giu";
  if (CJK.test(term)) return new RegExp(words, flags);
  return new RegExp(`(?<!${WORD_CHAR})${words}(?!${WORD_CHAR})`, flags);
}

/** Each way the text writes the term (case-insensitively), once, spaces collapsed: ["Acme", "ACME"]. */
function occurrences(text: string, term: string): string[] {
  if (!term.trim()) return [];
  return [...new Set([...text.matchAll(termPattern(term, { caseSensitive: false }))].map((match) => match[0].replace(/\s+/g, " ")))];
}

const contains = (text: string, expected: string, caseSensitive: boolean) => termPattern(expected, { caseSensitive }).test(text);

/** The term's fixed translation into `lang`, or null when it is kept as it is there. */
function fixedTranslation(term: GlossaryTerm, lang: string): string | null {
  const translation = term.translations[lang]?.trim();
  return translation ? translation : null;
}

const quoted = (text: string) => JSON.stringify(text);

/** The instruction lines for the model: keep "X" as is; translate "Y" as "Z" (only terms found in `texts`). */
export function glossaryInstructions(terms: GlossaryTerm[], lang: string, texts: string[]): string[] {
  const source = texts.map(visibleText).join("\n");
  const lines: string[] = [];
  for (const term of terms) {
    if (occurrences(source, term.term).length === 0) continue;
    const fixed = fixedTranslation(term, lang);
    lines.push(
      fixed === null ? `Keep ${quoted(term.term)} as is, untranslated, with its capitalisation.` : `Translate ${quoted(term.term)} as ${quoted(fixed)}.`,
    );
  }
  return [...new Set(lines)];
}

/**
 * Terms the output breaks: a never-translate term found in the source missing verbatim from the output (with the
 * source's capitalisation: brand names keep their case), or a fixed term whose translation is missing (in any case:
 * a sentence may start with it).
 */
export function glossaryViolations({
  source,
  output,
  terms,
  lang,
}: {
  source: string;
  output: string;
  terms: GlossaryTerm[];
  lang: string;
}): GlossaryViolation[] {
  const sourceText = visibleText(source);
  const outputText = visibleText(output);
  const violations: GlossaryViolation[] = [];
  for (const term of terms) {
    const found = occurrences(sourceText, term.term);
    if (found.length === 0) continue;
    const fixed = fixedTranslation(term, lang);
    if (fixed !== null) {
      if (!contains(outputText, fixed, false)) violations.push({ term: term.term, expected: fixed });
      continue;
    }
    for (const written of found) {
      if (!contains(outputText, written, true)) violations.push({ term: term.term, expected: written });
    }
  }
  return violations;
}
