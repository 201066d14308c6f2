import "server-only";
import type { Db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import type { Site } from "@/lib/tenancy/site";
import { CONTENT_KINDS, type ContentKind } from "./catalog";
import type { TranslationStatus } from "./status";
import { readSiteTexts, textsInLanguage, type TextEntry } from "./texts";

export type StatusCounts = Record<TranslationStatus, number>;

export interface LanguageSummary {
  lang: Locale;
  total: StatusCounts;
  kinds: Record<ContentKind, StatusCounts>;
}

const zero = (): StatusCounts => ({ translated: 0, missing: 0, outdated: 0 });

/** How many texts are translated, missing or outdated, by kind of content. */
export function countTexts(entries: TextEntry[]): Omit<LanguageSummary, "lang"> {
  const kinds = Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, zero()])) as Record<ContentKind, StatusCounts>;
  const total = zero();
  for (const entry of entries) {
    kinds[entry.kind][entry.status] += 1;
    total[entry.status] += 1;
  }
  return { total, kinds };
}

/** The site's languages other than the default: each one's counts (the Dashboard's Translations card). */
export async function translationSummary(db: Db, { site }: { site: Site }): Promise<LanguageSummary[]> {
  const texts = await readSiteTexts(db, { orgId: site.id });
  const languages = site.locales.filter((locale) => locale !== site.defaultLocale);
  const summaries: LanguageSummary[] = [];
  for (const lang of languages)
    summaries.push({
      lang,
      ...countTexts(await textsInLanguage(db, { site, lang, texts })),
    });
  return summaries;
}
