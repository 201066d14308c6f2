import "server-only";
import type { Db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";
import { MAX_PASSAGES, MIN_RANK, PASSAGE_MAX_LENGTH, TEXT_SEARCH_CONFIGS, type AssistantSource } from "./constants";
import { searchPassages } from "./queries";

export interface Passage {
  kind: "faq" | "post";
  title: string;
  text: string;
  /** Where the passage lives on the site, in the viewed language. */
  url: string;
  rank: number;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** Plain text of a passage: entities decoded, whitespace collapsed, cut at a word near PASSAGE_MAX_LENGTH. */
export function passageText(raw: string, max = PASSAGE_MAX_LENGTH): string {
  const text = raw
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The public path of a page's url_page: the home page is "/". */
export function pagePath(urlPage: string | null): string {
  return !urlPage || urlPage === "/home" ? "/" : urlPage;
}

interface RetrieveParams {
  orgId: string;
  defaultLocale: Locale;
  locale: Locale;
  question: string;
  sources: readonly AssistantSource[];
}

/**
 * The best passages for a question in the viewed language (Postgres full-text search with that
 * language's configuration): at most MAX_PASSAGES, each ranked at least MIN_RANK, best first.
 */
export async function retrievePassages(db: Db, p: RetrieveParams): Promise<Passage[]> {
  if (p.sources.length === 0) return [];
  const rows = await searchPassages(db, {
    orgId: p.orgId,
    locale: p.locale,
    config: TEXT_SEARCH_CONFIGS[p.locale],
    question: p.question,
    sources: p.sources,
    limit: MAX_PASSAGES,
    minRank: MIN_RANK,
  });
  return rows.map((row) => ({
    kind: row.kind,
    title: passageText(row.title, 200),
    text: passageText(row.text),
    url: localizedPath(pagePath(row.path), p.locale, p.defaultLocale),
    rank: row.rank,
  }));
}
