import { cacheLife, cacheTag } from "next/cache";
import { draftAware, readAsVisitor } from "@/lib/publishing/draft-view";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import { listPricingPlans } from "@/lib/sections/queries";
import { orgTag } from "@/lib/site/tags";
import type { BasketPlan } from "./basket";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The organisation's plans as basket plans (name in the page's language), cached under `org-{id}`. */
async function cachedBasketPlans(orgId: string, locale: Locale, draft: boolean): Promise<BasketPlan[]> {
  "use cache";
  cacheTag(orgTag(orgId));
  cacheLife("hours");
  if (!UUID.test(orgId)) return [];
  const rows = await readAsVisitor(orgId, draft, (db) => listPricingPlans(db, { orgId }));
  return rows.map((row) => ({
    id: row.id,
    name: pickTranslation(row.name, row.name_translation, locale),
    price: row.price,
    is_promotion: row.is_promotion,
    promotion_price: row.promotion_price,
    currency_symbol: row.currency_symbol,
  }));
}
export const getBasketPlans = draftAware(cachedBasketPlans);

