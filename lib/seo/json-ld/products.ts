import type { Offer, Product } from "schema-dts";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation, type TranslationMap } from "@/lib/i18n/translation";
import type { PLAN_INTERVALS } from "@/lib/model/enums";
import { currencyCode } from "./currency";

type PlanInterval = (typeof PLAN_INTERVALS)[number];

export interface PlanEntry {
  name: string;
  name_translation: TranslationMap;
  description: string | null;
  description_translation: TranslationMap;
  /** Minor units (cents). */
  price: number;
  is_promotion: boolean;
  promotion_price: number | null;
  currency_symbol: string | null;
  recurring_interval: PlanInterval | null;
}

/** UN/CEFACT unit codes for a subscription's billing period. */
const BILLING_UNIT: Record<PlanInterval, string> = { month: "MON", year: "ANN" };

/**
 * The pricing section's plans, each a Product with the one Offer its card shows: the price a visitor pays now
 * (the promotion price while there is one), in the plan's currency, per month or year for a subscription.
 * A plan whose currency symbol names no single currency is left out rather than given a guessed one.
 */
export function buildPlanProducts(plans: readonly PlanEntry[], locale: Locale, url: string): Product[] {
  return plans.flatMap((plan): Product[] => {
    const priceCurrency = currencyCode(plan.currency_symbol);
    const name = pickTranslation(plan.name, plan.name_translation, locale).trim();
    if (!priceCurrency || !name) return [];
    const description = pickTranslation(plan.description, plan.description_translation, locale).trim();
    const price = (plan.is_promotion && plan.promotion_price !== null ? plan.promotion_price : plan.price) / 100;
    const offer: Offer = {
      "@type": "Offer",
      price,
      priceCurrency,
      url,
      ...(plan.recurring_interval
        ? {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price,
              priceCurrency,
              referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: BILLING_UNIT[plan.recurring_interval] },
            },
          }
        : {}),
    };
    return [{ "@type": "Product", name, ...(description ? { description } : {}), offers: offer }];
  });
}
