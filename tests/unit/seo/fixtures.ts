import type { BreadcrumbLabels } from "@/lib/seo/json-ld/breadcrumbs";
import type { FaqEntry } from "@/lib/seo/json-ld/faq";
import type { PlanEntry } from "@/lib/seo/json-ld/products";
import type { SiteFacts } from "@/lib/seo/json-ld/types";

// Small factories for the structured-data tests: a consulting firm's site in English and Spanish.

export const ORG_ID = "00000000-0000-4000-8000-000000000002";
export const ORIGIN = "https://www.northwind.example";
/** A file of the organisation's own media, as Storage's public address stores it. */
export const storedMedia = (name: string) => `/storage/v1/object/public/media/${ORG_ID}/${name}`;

export function siteFacts(fields: Partial<SiteFacts> = {}): SiteFacts {
  return {
    orgId: ORG_ID,
    origin: ORIGIN,
    organizationName: "Northwind Consulting Ltd",
    organizationType: "consulting",
    siteName: "Northwind",
    logo: `${ORIGIN}/media/logo.png`,
    locale: "en",
    defaultLocale: "en",
    locales: ["en", "es"],
    ...fields,
  };
}

export const crumbLabels = (fields: Partial<BreadcrumbLabels> = {}): BreadcrumbLabels => ({ home: "Home", productsLabel: "Solutions", newsLabel: "Insights", ...fields });

export function faqEntry(fields: Partial<FaqEntry> = {}): FaqEntry {
  return {
    question: "How long does an engagement take?",
    question_translation: { es: "¿Cuánto dura un proyecto?" },
    answer: "Most engagements take six to eight weeks.",
    answer_translation: { es: "La mayoría dura de seis a ocho semanas." },
    ...fields,
  };
}

export function planEntry(fields: Partial<PlanEntry> = {}): PlanEntry {
  return {
    name: "Starter",
    name_translation: { es: "Inicial" },
    description: "One workshop and a written plan.",
    description_translation: {},
    price: 49_900,
    is_promotion: false,
    promotion_price: null,
    currency_symbol: "$",
    recurring_interval: null,
    ...fields,
  };
}

/** Template sections of the given kinds, as a page's items. */
export const sectionsOf = (...kinds: ("faq" | "pricing_plans" | "contact" | "general")[]) =>
  kinds.map((section_type) => ({ kind: "template" as const, section: { section_type } }));
