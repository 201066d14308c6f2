/** Message keys (Breadcrumbs.products.*) for what an organisation of each type sells. */
export type ProductsLabelKey = "products" | "services" | "courses" | "properties" | "treatments" | "jobs" | "solutions";
/** Message keys (Breadcrumbs.news.*) for the type-specific news title of the blog segment. */
export type NewsLabelKey = "blog" | "news" | "insights" | "articles" | "stories";

const PRODUCTS: Partial<Record<string, ProductsLabelKey>> = {
  services: "services",
  immigration: "services",
  legal: "services",
  finance: "services",
  consulting: "services",
  marketing: "services",
  construction: "services",
  transport: "services",
  automotive: "services",
  education: "courses",
  real_estate: "properties",
  beauty: "treatments",
  medical: "treatments",
  healthcare: "treatments",
  jobs: "jobs",
  software: "solutions",
  technology: "solutions",
  platform: "solutions",
};

const NEWS: Partial<Record<string, NewsLabelKey>> = {
  legal: "insights",
  finance: "insights",
  consulting: "insights",
  marketing: "insights",
  immigration: "news",
  jobs: "news",
  real_estate: "news",
  construction: "news",
  education: "articles",
  medical: "articles",
  healthcare: "articles",
  hospitality: "stories",
  retail: "stories",
  beauty: "stories",
};

// Keyed by organisation type (lib/model/enums ORGANIZATION_TYPES).

/** Unknown or unlisted types fall back to the generic labels. */
export function productsLabelKey(type: string | null | undefined): ProductsLabelKey {
  return PRODUCTS[type ?? ""] ?? "products";
}

export function newsLabelKey(type: string | null | undefined): NewsLabelKey {
  return NEWS[type ?? ""] ?? "blog";
}
