// A STAND-IN for machine translation's third-party boundary (lib/translations/model.ts): the model stand-in's
// OpenAI-compatible server (tests/helpers/model-stand-in.ts) answering like a translation model, so tests and
// the e2e run exercise the real HTTP call, batching, answer parsing and markup check. It "translates" without
// any model: every text node gets the words of a tiny dictionary replaced and the text a marker ("[fr] ") so a
// test can tell a machine translation from a human one; tags and attributes are left as they are.
import { render } from "dom-serializer";
import { DomUtils, ElementType, parseDocument } from "htmlparser2";
import { isLocale, LOCALE_ENGLISH_NAMES, type Locale } from "@/lib/i18n/locales";
import { startModelStandIn, type ChatRequest, type ModelStandIn, type StandInBehaviour } from "./model-stand-in";

/** What the stand-in does with the next requests. */
export type TranslationBehaviour =
  /** Translates and follows the glossary lines. */
  | { kind: "translate" }
  /** Translates every word it knows, glossary terms included. */
  | { kind: "disobey_glossary" }
  /** Translates, but answers rich texts as their bare text, tags dropped. */
  | { kind: "break_markup" }
  | Extract<StandInBehaviour, { kind: "reply" | "status" | "hang" }>;

export interface TranslationStandIn {
  /** Base URL, as TRANSLATION_MODEL_URL takes it. */
  url: string;
  requests: ChatRequest[];
  behave(behaviour: TranslationBehaviour): void;
  close(): Promise<void>;
}

/** Lower-case English words and what they become; a capitalised source word gets a capitalised translation. */
export const STAND_IN_DICTIONARIES: Partial<Record<Locale, Record<string, string>>> = {
  fr: {
    home: "accueil",
    welcome: "bienvenue",
    travel: "voyage",
    cloud: "nuage",
    services: "services",
    about: "à propos",
    contact: "contact",
    the: "le",
    and: "et",
    our: "nos",
    team: "équipe",
    news: "actualités",
    read: "lire",
    more: "plus",
    with: "avec",
    for: "pour",
    products: "produits",
  },
  de: {
    home: "Startseite",
    welcome: "willkommen",
    travel: "Reisen",
    cloud: "Wolke",
    services: "Dienstleistungen",
    about: "über uns",
    contact: "Kontakt",
    the: "die",
    and: "und",
    our: "unsere",
    team: "Team",
    news: "Neuigkeiten",
    read: "lesen",
    more: "mehr",
    with: "mit",
    for: "für",
    products: "Produkte",
  },
  es: {
    home: "inicio",
    welcome: "bienvenido",
    travel: "viajes",
    cloud: "nube",
    services: "servicios",
    about: "acerca de",
    contact: "contacto",
    the: "el",
    and: "y",
    our: "nuestros",
    team: "equipo",
    news: "noticias",
    read: "leer",
    more: "más",
    with: "con",
    for: "para",
    products: "productos",
  },
};

/** The marker a stand-in translation into `lang` starts with. */
export const standInMarker = (lang: string) => `[${lang}] `;

/**
 * A glossary line, as lib/translations/glossary/check.ts writes them: one quoted term is kept as written
 * (`Keep "Northwind" as is, …`), two are a fixed translation (`Translate "audit" as "Prüfung".`).
 */
interface Term {
  term: string;
  replacement: string;
}

const QUOTED = /["“]([^"”]+)["”]/g;

function glossaryTerms(system: string): Term[] {
  const lines = system.split("\n");
  const start = lines.findIndex((line) => line.startsWith("Glossary"));
  if (start < 0) return [];
  return lines.slice(start + 1).flatMap((line) => {
    const [term, replacement = term] = [...line.matchAll(QUOTED)].map((match) => match[1]);
    return line.startsWith("- ") && term ? [{ term, replacement }] : [];
  });
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const atWordEdges = (text: string, index: number, length: number) =>
  !WORD_CHARACTER.test(text[index - 1] ?? "") && !WORD_CHARACTER.test(text[index + length] ?? "");

/** The first glossary term in `text`, in any case (the longest where several start at the same place). */
function firstTerm(text: string, terms: readonly Term[]): { index: number; term: Term } | null {
  const lower = text.toLowerCase();
  let found: { index: number; term: Term } | null = null;
  for (const term of terms) {
    const wanted = term.term.toLowerCase();
    for (let index = lower.indexOf(wanted); index >= 0; index = lower.indexOf(wanted, index + 1)) {
      if (!atWordEdges(text, index, wanted.length)) continue;
      if (!found || index < found.index || (index === found.index && wanted.length > found.term.term.length)) found = { index, term };
      break;
    }
  }
  return found;
}

function translateWords(text: string, dictionary: Record<string, string>): string {
  return text.replace(/\p{L}+/gu, (word) => {
    const translated = dictionary[word.toLowerCase()];
    if (translated === undefined) return word;
    return word[0] === word[0].toUpperCase() ? translated[0].toUpperCase() + translated.slice(1) : translated;
  });
}

/** A run of text: glossary terms as the glossary says, every other known word from the dictionary. */
function translateRun(text: string, dictionary: Record<string, string>, terms: readonly Term[]): string {
  const found = firstTerm(text, terms);
  if (!found) return translateWords(text, dictionary);
  const end = found.index + found.term.term.length;
  // A kept term stays as the source writes it; a fixed one becomes its translation.
  const { term, replacement } = found.term;
  const translated = replacement === term ? text.slice(found.index, end) : replacement;
  return translateWords(text.slice(0, found.index), dictionary) + translated + translateRun(text.slice(end), dictionary, terms);
}

type Mode = "translate" | "disobey_glossary" | "break_markup";

function translateText(text: string, lang: string, terms: readonly Term[], mode: Mode): string {
  const dictionary = (isLocale(lang) && STAND_IN_DICTIONARIES[lang]) || {};
  const obeyed = mode === "disobey_glossary" ? [] : terms;
  // Parsed and written back without decoding entities, so what is not a translated word stays byte for byte.
  const document = parseDocument(text, { decodeEntities: false });
  const rich = DomUtils.findOne(() => true, document.children) !== null;
  if (!rich || mode === "break_markup") return standInMarker(lang) + translateRun(DomUtils.textContent(document), dictionary, obeyed);
  let marked = false;
  for (const node of DomUtils.filter((node) => node.type === ElementType.Text, document.children)) {
    if (node.type !== ElementType.Text) continue;
    const prefix: string = !marked && node.data.trim() !== "" ? standInMarker(lang) : "";
    marked ||= prefix !== "";
    node.data = prefix + translateRun(node.data, dictionary, obeyed);
  }
  return render(document, { decodeEntities: false });
}

const languageCode = (name: string) => Object.entries(LOCALE_ENGLISH_NAMES).find(([, language]) => language === name)?.[0] ?? "??";

/** The answer to one request: the user message's JSON object, each text translated, in a ```json fence as models often write it. */
function translationAnswer(body: ChatRequest["body"], mode: Mode): string {
  const system = body.messages.find((message) => message.role === "system")?.content ?? "";
  const user = body.messages.find((message) => message.role === "user")?.content ?? "";
  const lang = languageCode(/ into (\p{L}+)\./u.exec(system)?.[1] ?? "");
  const terms = glossaryTerms(system);
  let texts: unknown;
  try {
    texts = JSON.parse(user);
  } catch {
    return "I can only translate a JSON object of texts.";
  }
  if (typeof texts !== "object" || texts === null) return "I can only translate a JSON object of texts.";
  const translated = Object.entries(texts).map(([key, text]) => [key, typeof text === "string" ? translateText(text, lang, terms, mode) : text]);
  return `\`\`\`json\n${JSON.stringify(Object.fromEntries(translated), null, 2)}\n\`\`\``;
}

function modelBehaviour(behaviour: TranslationBehaviour): StandInBehaviour {
  switch (behaviour.kind) {
    case "translate":
    case "disobey_glossary":
    case "break_markup": {
      const mode = behaviour.kind;
      return { kind: "answer", answer: (body) => translationAnswer(body, mode) };
    }
    default:
      return behaviour;
  }
}

/**
 * Starts the stand-in on 127.0.0.1 at `port` (any free one by default), translating. The e2e runner starts it
 * in a process of its own with a fixed port.
 */
export async function startTranslationStandIn({ port }: { port?: number } = {}): Promise<TranslationStandIn> {
  const server: ModelStandIn = await startModelStandIn({ port });
  const behave = (behaviour: TranslationBehaviour) => server.behave(modelBehaviour(behaviour));
  behave({ kind: "translate" });
  return { url: server.url, requests: server.requests, behave, close: server.close };
}
