import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { cookieCategories, cookieConsentRecords, cookieServices } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import type { CookieCategory } from "./schemas";

/** The organisation's categories with their active services (RLS hides inactive ones from visitors). */
export async function listCookieCategories(db: Db, { orgId, locale }: { orgId: string; locale: Locale }): Promise<CookieCategory[]> {
  const categories = await db
    .select()
    .from(cookieCategories)
    .where(eq(cookieCategories.organization_id, orgId))
    .orderBy(asc(cookieCategories.order), asc(cookieCategories.name));
  const services = await db
    .select()
    .from(cookieServices)
    .where(and(eq(cookieServices.organization_id, orgId), eq(cookieServices.active, true)))
    .orderBy(asc(cookieServices.name));
  return categories.map((category) => ({
    id: category.id,
    name: pickTranslation(category.name, category.name_translation, locale),
    description: pickTranslation(category.description, category.description_translation, locale) || null,
    description_en: pickTranslation(category.description, category.description_translation, "en") || null,
    is_essential: category.is_essential,
    cookie_service: services
      .filter((service) => service.category_id === category.id)
      .map((service) => ({
        id: service.id,
        name: service.name,
        description: pickTranslation(service.description, service.description_translation, locale) || null,
        active: service.active,
      })),
  }));
}

/** Ids of the organisation's active services, split into essential ones and all. */
export async function listServiceIds(db: Db, { orgId }: { orgId: string }) {
  const rows = await db
    .select({ id: cookieServices.id, essential: cookieCategories.is_essential })
    .from(cookieServices)
    .innerJoin(cookieCategories, eq(cookieCategories.id, cookieServices.category_id))
    .where(and(eq(cookieServices.organization_id, orgId), eq(cookieServices.active, true)));
  return { all: rows.map((row) => row.id), essential: rows.filter((row) => row.essential).map((row) => row.id) };
}

/** A signed-in user's last choice on this site (RLS: they read only their own records). */
export async function findUserConsent(db: Db, { orgId, userId }: { orgId: string; userId: string }) {
  const [row] = await db
    .select({ consent_given: cookieConsentRecords.consent_given, services: cookieConsentRecords.services })
    .from(cookieConsentRecords)
    .where(and(eq(cookieConsentRecords.organization_id, orgId), eq(cookieConsentRecords.user_id, userId)))
    .orderBy(desc(cookieConsentRecords.created_at), desc(cookieConsentRecords.id))
    .limit(1);
  return row ?? null;
}

/** An anonymous visitor's last choice, through the security definer function (anon cannot read records). */
export async function findVisitorConsent(db: Db, { orgId, visitorId }: { orgId: string; visitorId: string }) {
  const result = await db.execute<{ consent_given: boolean; services: string[] }>(
    sql`select consent_given, services from private.visitor_last_consent(${orgId}, ${visitorId})`,
  );
  return result.rows[0] ?? null;
}
