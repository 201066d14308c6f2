import "server-only";
import { and, desc, eq, gte, sql, type AnyColumn } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { blogPosts, cookieCategories, cookieConsentRecords, revisions, settings } from "@/lib/db/schema";

/** The languages a translation map fills with a non-empty text. */
const filledLocales = (column: AnyColumn) =>
  sql<string[]>`array(select key from jsonb_each(coalesce(${column}, '{}'::jsonb)) where jsonb_typeof(value) = 'string' and btrim(value #>> '{}') <> '')`;

const isFilled = (column: AnyColumn) => sql<boolean>`coalesce(btrim(${column}), '') <> ''`;

/** The organisation's default language and the languages its site offers. */
export async function findSiteLanguages(db: Db, { orgId }: { orgId: string }) {
  const [row] = await db
    .select({ language: settings.language, supported_locales: settings.supported_locales })
    .from(settings)
    .where(eq(settings.organization_id, orgId));
  return row ?? null;
}

/** Every page and post, drafts too, with which of their texts are filled and in which languages (no content read). */
export async function listContentTranslations(db: Db, { orgId }: { orgId: string }) {
  return db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      title_translation: blogPosts.title_translation,
      is_published: blogPosts.is_published,
      // A page is a post with display_as_blog_post false (spec 001 §3); absent means a blog post.
      is_blog_post: sql<boolean>`coalesce(${blogPosts.display_config} -> 'display_as_blog_post', 'true'::jsonb) <> 'false'::jsonb`,
      title_locales: filledLocales(blogPosts.title_translation),
      description_filled: isFilled(blogPosts.description),
      description_locales: filledLocales(blogPosts.description_translation),
      content_filled: isFilled(blogPosts.content),
      content_locales: filledLocales(blogPosts.content_translation),
    })
    .from(blogPosts)
    .where(eq(blogPosts.organization_id, orgId))
    .orderBy(blogPosts.title);
}

/** The newest revisions, with what names their row (never the whole before/after values). */
export async function listRecentRevisions(db: Db, { orgId, limit }: { orgId: string; limit: number }) {
  const values = sql`coalesce(${revisions.after}, ${revisions.before})`;
  return db
    .select({
      id: revisions.id,
      entity: revisions.entity,
      action: revisions.action,
      actor_name: revisions.actor_name,
      created_at: revisions.created_at,
      label: sql<string | null>`nullif(btrim(coalesce(${values} ->> 'title', ${values} ->> 'name', ${values} ->> 'section_title',
        ${values} ->> 'display_name', ${values} ->> 'question', ${values} ->> 'site', ${values} ->> 'slug')), '')`,
      slug: sql<string | null>`${values} ->> 'slug'`,
      url_page: sql<string | null>`coalesce(${values} ->> 'url_page', case when ${revisions.entity} = 'page_layout' then ${revisions.entity_id} end)`,
      // Written out: drizzle leaves a selected column unqualified, which inside the subquery would mean `newer`'s.
      is_latest: sql<boolean>`not exists (select 1 from public.revisions newer where newer.organization_id = revisions.organization_id
        and newer.entity = revisions.entity and newer.entity_id = revisions.entity_id and newer.id > revisions.id)`,
    })
    .from(revisions)
    .where(eq(revisions.organization_id, orgId))
    .orderBy(desc(revisions.id))
    .limit(limit);
}

/** Consent choices since `since`: how many, how many refused, how many allowed every active service. */
export async function countConsentChoices(db: Db, { orgId, since }: { orgId: string; since: Date }) {
  const active = sql`array(select s.id from public.cookie_services s where s.organization_id = ${orgId} and s.active)`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      rejected: sql<number>`(count(*) filter (where not ${cookieConsentRecords.consent_given}))::int`,
      accepted_all: sql<number>`(count(*) filter (where ${cookieConsentRecords.consent_given} and ${cookieConsentRecords.services} @> ${active}))::int`,
    })
    .from(cookieConsentRecords)
    .where(and(eq(cookieConsentRecords.organization_id, orgId), gte(cookieConsentRecords.created_at, since.toISOString())));
  return row ?? { total: 0, rejected: 0, accepted_all: 0 };
}

/** Per optional cookie category: the consent choices since `since` that allowed at least one of its services. */
export async function countConsentByCategory(db: Db, { orgId, since }: { orgId: string; since: Date }) {
  return db
    .select({
      id: cookieCategories.id,
      name: cookieCategories.name,
      name_translation: cookieCategories.name_translation,
      accepted: sql<number>`(select count(*)::int from public.cookie_consent_records r
        where r.organization_id = ${orgId} and r.created_at >= ${since.toISOString()} and r.consent_given
          and r.services && array(select s.id from public.cookie_services s where s.category_id = cookie_categories.id))`,
    })
    .from(cookieCategories)
    .where(and(eq(cookieCategories.organization_id, orgId), eq(cookieCategories.is_essential, false)))
    .orderBy(cookieCategories.order, cookieCategories.name);
}
