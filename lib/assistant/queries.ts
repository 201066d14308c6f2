import "server-only";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { assistantQuestions, assistantSettings } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import { ASSISTANT_SOURCES, DEFAULT_ASSISTANT_NAME, type AssistantSource } from "./constants";

export interface AssistantSettings {
  name: string;
  greeting: string | null;
  is_enabled: boolean;
  sources: AssistantSource[];
  updated_at: string | null;
}

/** An organisation without a settings row has the assistant on, named "Assistant", reading every source. */
export const DEFAULT_SETTINGS: AssistantSettings = {
  name: DEFAULT_ASSISTANT_NAME,
  greeting: null,
  is_enabled: true,
  sources: [...ASSISTANT_SOURCES],
  updated_at: null,
};

/** The organisation's assistant settings, or the defaults when it never saved any. */
export async function getAssistantSettings(db: Db, { orgId }: { orgId: string }): Promise<AssistantSettings> {
  const [row] = await db
    .select({
      name: assistantSettings.name,
      greeting: assistantSettings.greeting,
      is_enabled: assistantSettings.is_enabled,
      sources: assistantSettings.sources,
      updated_at: assistantSettings.updated_at,
    })
    .from(assistantSettings)
    .where(eq(assistantSettings.organization_id, orgId));
  return row ?? DEFAULT_SETTINGS;
}

export interface UnansweredQuestion {
  id: string;
  question: string;
  locale: Locale;
  created_at: string;
}

/** Postgres' timestamp text as ISO 8601, which every browser parses. */
const withIsoTime = <Row extends { created_at: string }>(row: Row): Row => ({ ...row, created_at: new Date(row.created_at).toISOString() });

/** The most recent questions the assistant found no good answer for (the help centre's to-do list). */
export async function unansweredQuestions(db: Db, orgId: string, limit: number): Promise<UnansweredQuestion[]> {
  const rows = await db
    .select({
      id: assistantQuestions.id,
      question: assistantQuestions.question,
      locale: assistantQuestions.locale,
      created_at: assistantQuestions.created_at,
    })
    .from(assistantQuestions)
    .where(and(eq(assistantQuestions.organization_id, orgId), eq(assistantQuestions.answered, false)))
    .orderBy(desc(assistantQuestions.created_at), desc(assistantQuestions.id))
    .limit(limit);
  return rows.map(withIsoTime);
}

/** How many questions the assistant could not answer, all time. */
export async function countUnansweredQuestions(db: Db, orgId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(assistantQuestions)
    .where(and(eq(assistantQuestions.organization_id, orgId), eq(assistantQuestions.answered, false)));
  return row?.n ?? 0;
}

/** The most recent questions, answered or not. */
export async function recentQuestions(db: Db, orgId: string, limit: number) {
  const rows = await db
    .select({
      id: assistantQuestions.id,
      question: assistantQuestions.question,
      locale: assistantQuestions.locale,
      answered: assistantQuestions.answered,
      created_at: assistantQuestions.created_at,
    })
    .from(assistantQuestions)
    .where(eq(assistantQuestions.organization_id, orgId))
    .orderBy(desc(assistantQuestions.created_at), desc(assistantQuestions.id))
    .limit(limit);
  return rows.map(withIsoTime);
}

export type PassageRow = {
  kind: "faq" | "post";
  id: string;
  title: string;
  text: string;
  /** FAQs: the page holding the FAQ section; posts: their slug. */
  path: string | null;
  help_center: boolean;
  rank: number;
};

interface SearchParams {
  orgId: string;
  locale: Locale;
  /** A Postgres text search configuration (TEXT_SEARCH_CONFIGS). */
  config: string;
  question: string;
  sources: readonly AssistantSource[];
  limit: number;
  minRank: number;
}

/**
 * Full-text search over the organisation's FAQs and published posts in `locale` (a missing translation
 * falls back to the base text): any of the question's words may match, titles weigh more than bodies,
 * and at least one passage must hold enough of the question's words.
 * Run as anon, so drafts are never found.
 */
export async function searchPassages(db: Db, p: SearchParams): Promise<PassageRow[]> {
  const withFaq = p.sources.includes("faq");
  const withHelpCenter = p.sources.includes("knowledge_base");
  const withOtherPosts = p.sources.includes("help_center");
  const cfg = sql`${p.config}::regconfig`;
  const pick = (base: string, translation: string) =>
    sql`coalesce(nullif(btrim(${sql.identifier(translation)} ->> ${p.locale}), ''), ${sql.identifier(base)})`;
  const result = await db.execute<PassageRow>(sql`
    with q as (
      select replace(plainto_tsquery(${cfg}, ${p.question})::text, '&', '|')::tsquery as query,
        tsvector_to_array(to_tsvector(${cfg}, ${p.question})) as terms
    ),
    faq_page as (
      select url_page from public.template_sections
      where organization_id = ${p.orgId} and section_type = 'faq'
      order by (url_page = '/home') desc, url_page, id limit 1
    ),
    docs as (
      select 'faq' as kind, f.id, ${pick("question", "question_translation")} as title,
        ${pick("answer", "answer_translation")} as body, (select url_page from faq_page) as path, false as help_center
      from public.faqs f
      where ${withFaq}::boolean and f.organization_id = ${p.orgId}
      union all
      select 'post', b.id, ${pick("title", "title_translation")},
        coalesce(${pick("description", "description_translation")}, '') || E'\n' ||
          regexp_replace(coalesce(${pick("content", "content_translation")}, ''), '<[^>]*>', ' ', 'g'),
        '/' || b.slug, coalesce((b.display_config ->> 'is_help_center')::boolean, false)
      from public.blog_posts b
      where b.organization_id = ${p.orgId} and b.is_published
        and (case when coalesce((b.display_config ->> 'is_help_center')::boolean, false) then ${withHelpCenter}::boolean else ${withOtherPosts}::boolean end)
    ),
    vectors as (
      select d.*, setweight(to_tsvector(${cfg}, d.title), 'A') || setweight(to_tsvector(${cfg}, d.body), 'B') as vec from docs d
    ),
    -- hits: how many of the question's words the document holds.
    ranked as (
      select v.*, ts_rank(v.vec, q.query) as rank, cardinality(q.terms) as terms,
        (select count(*) from unnest(tsvector_to_array(v.vec)) as term where term = any (q.terms)) as hits
      from vectors v, q
    )
    select kind, id, title, path, help_center, rank::float8 as rank,
      case when kind = 'faq' then body
        else ts_headline(${cfg}, body, (select query from q), 'MaxFragments=2, MaxWords=40, MinWords=15, StartSel="", StopSel="", FragmentDelimiter=" … "')
      end as text
    from ranked
    -- Something answers when one passage holds two of the question's words (or half of a short question's);
    -- then every passage ranked high enough comes along as further reading.
    where rank >= ${p.minRank}::float4
      and exists (select 1 from ranked r where r.rank >= ${p.minRank}::float4 and (r.hits >= 2 or r.hits * 2 >= r.terms))
    order by rank desc, kind, id
    limit ${p.limit}::int
  `);
  return result.rows.map((row) => ({ ...row, rank: Number(row.rank) }));
}
