import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import {
  banners,
  blogPosts,
  cookieCategories,
  cookieConsentRecords,
  cookieServices,
  faqs,
  features,
  heroes,
  meetingTypes,
  menuItems,
  organizations,
  pageLayoutItems,
  pricingPlans,
  products,
  settings,
  submenuItems,
} from "@/lib/db/schema";
import { HOME_PAGE } from "@/lib/sections/constants";
import type { HeroRow, OrganizationData, OrganizationSummary } from "./types";

/** How many consent choices the Cookies tab shows (newest first). */
export const CONSENT_RECORDS_SHOWN = 200;

interface OrgQuery {
  orgId: string;
}

async function findOrganization(db: Db, { orgId }: OrgQuery): Promise<OrganizationSummary | null> {
  const [row] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      base_url: organizations.base_url,
      base_url_local: organizations.base_url_local,
      type: organizations.type,
      version: organizations.version,
    })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return row ?? null;
}

/**
 * The home page's hero: the first hero placed on "/" (stored as /home), else the first hero whose page is
 * the home page.
 */
async function findHomeHero(db: Db, { orgId }: OrgQuery): Promise<HeroRow | null> {
  const [placed] = await db
    .select({ hero: heroes })
    .from(pageLayoutItems)
    .innerJoin(heroes, eq(heroes.id, pageLayoutItems.hero_id))
    .where(and(eq(pageLayoutItems.organization_id, orgId), eq(pageLayoutItems.url_page, HOME_PAGE)))
    .orderBy(asc(pageLayoutItems.position))
    .limit(1);
  if (placed) return placed.hero;
  const [stored] = await db
    .select()
    .from(heroes)
    .where(and(eq(heroes.organization_id, orgId), eq(heroes.url_page, HOME_PAGE)))
    .orderBy(asc(heroes.display_order), asc(heroes.created_at))
    .limit(1);
  return stored ?? null;
}

function listBlogPosts(db: Db, { orgId }: OrgQuery) {
  return db
    .select({
      id: blogPosts.id,
      version: blogPosts.version,
      slug: blogPosts.slug,
      title: blogPosts.title,
      title_translation: blogPosts.title_translation,
      display_config: blogPosts.display_config,
      organization_config: blogPosts.organization_config,
      created_on: blogPosts.created_on,
    })
    .from(blogPosts)
    .where(eq(blogPosts.organization_id, orgId))
    .orderBy(sql`(${blogPosts.organization_config} ->> 'order')::numeric asc nulls last`, desc(blogPosts.created_on), asc(blogPosts.id));
}

async function findSettings(db: Db, { orgId }: OrgQuery) {
  const [row] = await db.select().from(settings).where(eq(settings.organization_id, orgId));
  return row ?? null;
}

type Readers = { [Key in keyof OrganizationData]: (db: Db, query: OrgQuery) => Promise<OrganizationData[Key] | null> };

/** How each key of OrganizationData is read: lists by `order` (where the table has one), then created_at. */
const READERS: Readers = {
  loaded_at: async (db) => (await db.execute<{ now: string }>(sql`select to_json(now()) #>> '{}' as now`)).rows[0].now,
  organization: findOrganization,
  settings: findSettings,
  website_hero: findHomeHero,
  menu_items: (db, { orgId }) =>
    db.select().from(menuItems).where(eq(menuItems.organization_id, orgId)).orderBy(asc(menuItems.order), asc(menuItems.created_at), asc(menuItems.id)),
  submenu_items: (db, { orgId }) =>
    db
      .select()
      .from(submenuItems)
      .where(eq(submenuItems.organization_id, orgId))
      .orderBy(asc(submenuItems.order), asc(submenuItems.created_at), asc(submenuItems.id)),
  blog_posts: listBlogPosts,
  products: (db, { orgId }) =>
    db.select().from(products).where(eq(products.organization_id, orgId)).orderBy(asc(products.order), asc(products.created_at), asc(products.id)),
  pricing_plans: (db, { orgId }) =>
    db
      .select()
      .from(pricingPlans)
      .where(eq(pricingPlans.organization_id, orgId))
      .orderBy(asc(pricingPlans.order), asc(pricingPlans.created_at), asc(pricingPlans.id)),
  features: (db, { orgId }) =>
    db.select().from(features).where(eq(features.organization_id, orgId)).orderBy(asc(features.order), asc(features.created_at), asc(features.id)),
  faqs: (db, { orgId }) => db.select().from(faqs).where(eq(faqs.organization_id, orgId)).orderBy(asc(faqs.order), asc(faqs.created_at), asc(faqs.id)),
  banners: (db, { orgId }) => db.select().from(banners).where(eq(banners.organization_id, orgId)).orderBy(asc(banners.created_at), asc(banners.id)),
  cookie_categories: (db, { orgId }) =>
    db
      .select()
      .from(cookieCategories)
      .where(eq(cookieCategories.organization_id, orgId))
      .orderBy(asc(cookieCategories.order), asc(cookieCategories.created_at), asc(cookieCategories.id)),
  cookie_services: (db, { orgId }) =>
    db.select().from(cookieServices).where(eq(cookieServices.organization_id, orgId)).orderBy(asc(cookieServices.created_at), asc(cookieServices.id)),
  cookie_consent_records: (db, { orgId }) =>
    db
      .select()
      .from(cookieConsentRecords)
      .where(eq(cookieConsentRecords.organization_id, orgId))
      .orderBy(desc(cookieConsentRecords.created_at), desc(cookieConsentRecords.id))
      .limit(CONSENT_RECORDS_SHOWN),
  meeting_types: (db, { orgId }) =>
    db.select().from(meetingTypes).where(eq(meetingTypes.organization_id, orgId)).orderBy(asc(meetingTypes.created_at), asc(meetingTypes.id)),
};

/**
 * The keys of OrganizationData named, as the admin reads them (RLS decides); null when the organisation
 * (or its settings) cannot be read.
 */
export async function getOrganizationKeys<Key extends keyof OrganizationData>(
  db: Db,
  { orgId, keys }: OrgQuery & { keys: readonly Key[] },
): Promise<Pick<OrganizationData, Key> | null> {
  const result: Partial<Record<keyof OrganizationData, unknown>> = {};
  // One connection per transaction: queries run one after another.
  for (const key of keys) {
    const value = await READERS[key](db, { orgId });
    if (value === null && key !== "website_hero") return null;
    result[key] = value;
  }
  return result as Pick<OrganizationData, Key>;
}

const ALL_KEYS = Object.keys(READERS) as (keyof OrganizationData)[];

/** Everything the Global Settings modal shows; null: no such organisation. */
export function getOrganizationData(db: Db, { orgId }: OrgQuery): Promise<OrganizationData | null> {
  return getOrganizationKeys(db, { orgId, keys: ALL_KEYS });
}

/** The id of the home page's hero (the one website_hero answers), or null. */
export async function findHomeHeroId(db: Db, query: OrgQuery): Promise<string | null> {
  return (await findHomeHero(db, query))?.id ?? null;
}
