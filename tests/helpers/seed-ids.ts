// Ids of the rows supabase/seed.sql creates. The seed names every row by a fixed scheme:
// first group {org 1-3}{table code}00000, last group the row number (see the header of seed.sql).

const TABLE_CODES = {
  organizations: 0,
  users: 1,
  blog_posts: 2,
  template_sections: 3,
  metrics: 4,
  heading_sections: 5,
  heroes: 6,
  page_layout_items: 7,
  menu_items: 8,
  submenu_items: 9,
  banners: 10,
  banner_dismissals: 11,
  cookie_categories: 12,
  cookie_services: 13,
  cookie_consent_records: 14,
  products: 15,
  pricing_plans: 16,
  features: 17,
  faqs: 18,
  meeting_types: 19,
  bookings: 20,
  media: 21,
  basket_items: 22,
  free_trials: 23,
  contact_messages: 40,
} as const;

export type SeedTable = keyof typeof TABLE_CODES;
type OrgNumber = 1 | 2 | 3;

export function seedId(org: OrgNumber, table: SeedTable, n: number): string {
  const code = String(TABLE_CODES[table]).padStart(2, "0");
  return `${org}${code}00000-0000-4000-8000-${String(n).padStart(12, "0")}`;
}

const range = (org: OrgNumber, table: SeedTable, count: number) =>
  Array.from({ length: count }, (_, i) => seedId(org, table, i + 1));

/** Plain passwords of the seeded users (seed.sql stores only their argon2id hashes). */
export const SEED_PASSWORDS = { admin: "AdminPass123", customer: "CustomerPass123" } as const;

function seededOrganization(
  org: OrgNumber,
  site: { name: string; slug: string; baseUrl: string; baseUrlLocal: string; language: string; promotionPlan: number },
) {
  return {
    id: `${org}0000000-0000-4000-8000-000000000000`,
    name: site.name,
    baseUrl: site.baseUrl,
    baseUrlLocal: site.baseUrlLocal,
    language: site.language,
    /** The site's owner (the seed's admin; issue 39 made every demo admin the owner of their site). */
    admin: { id: seedId(org, "users", 1), email: `admin@${site.slug}.test` },
    /** Edits content only; signs in with the admin's password. */
    editor: { id: seedId(org, "users", 3), email: `editor@${site.slug}.test` },
    customer: { id: seedId(org, "users", 2), email: `customer@${site.slug}.test` },
    hero: seedId(org, "heroes", 1),
    homeHeadings: range(org, "heading_sections", 2),
    aboutHeading: seedId(org, "heading_sections", 3),
    /** Section 1 is general in a grid, section 2 general as a slider; the rest differ per organisation. */
    sections: range(org, "template_sections", org === 2 ? 6 : 5),
    /** Alpenbau's 11–13 are the listings of its real-estate section (section 4). */
    metrics: range(org, "metrics", ({ 1: 10, 2: 7, 3: 13 } as const)[org]),
    homeLayout: range(org, "page_layout_items", org === 2 ? 10 : 9).slice(0, -1),
    aboutLayout: seedId(org, "page_layout_items", org === 2 ? 10 : 9),
    menuItems: range(org, "menu_items", 4),
    /** Three under menu item 1, one under menu item 2. */
    submenuItems: range(org, "submenu_items", 4),
    posts: {
      about: seedId(org, "blog_posts", 1),
      published: [2, 3, 4].map((n) => seedId(org, "blog_posts", n)),
      hidden: seedId(org, "blog_posts", 5),
      helpCenter: seedId(org, "blog_posts", 6),
      landing: seedId(org, "blog_posts", 7),
    },
    banners: { top: seedId(org, "banners", 1), bottom: seedId(org, "banners", 2) },
    bannerDismissal: seedId(org, "banner_dismissals", 1),
    cookieCategories: {
      essential: seedId(org, "cookie_categories", 1),
      analytics: seedId(org, "cookie_categories", 2),
      marketing: seedId(org, "cookie_categories", 3),
    },
    cookieServices: range(org, "cookie_services", 4),
    consentRecords: { customer: seedId(org, "cookie_consent_records", 1), visitor: seedId(org, "cookie_consent_records", 2) },
    products: range(org, "products", 2),
    pricingPlans: range(org, "pricing_plans", 3),
    promotionPlan: seedId(org, "pricing_plans", site.promotionPlan),
    features: range(org, "features", 3),
    faqs: range(org, "faqs", 4),
    /** 30 and 60 minutes. */
    meetingTypes: range(org, "meeting_types", 2),
    /** Upcoming first, then past; both for the customer, hosted by the admin. */
    bookings: range(org, "bookings", 2),
    media: range(org, "media", 3),
    basketItem: seedId(org, "basket_items", 1),
    freeTrial: seedId(org, "free_trials", 1),
    contactMessage: seedId(org, "contact_messages", 1),
  };
}

export const NORTHWIND = {
  ...seededOrganization(1, {
    name: "Northwind Consulting",
    slug: "northwind",
    baseUrl: "www.northwind.example",
    baseUrlLocal: "localhost",
    language: "en",
    promotionPlan: 1,
  }),
  /** Disabled banner from an earlier campaign (only Northwind has one). */
  disabledBanner: seedId(1, "banners", 3),
  /** Inactive cookie service (only Northwind has one). */
  inactiveCookieService: seedId(1, "cookie_services", 5),
};

export const ACME = seededOrganization(2, {
  name: "Acme Viajes",
  slug: "acme",
  baseUrl: "www.acme-viajes.example",
  baseUrlLocal: "acme.localhost",
  language: "es",
  promotionPlan: 2,
});

export const ALPENBAU = seededOrganization(3, {
  name: "Alpenbau GmbH",
  slug: "alpenbau",
  baseUrl: "www.alpenbau.example",
  baseUrlLocal: "alpen.localhost",
  language: "de",
  promotionPlan: 1,
});

export const SEED = { northwind: NORTHWIND, acme: ACME, alpenbau: ALPENBAU } as const;
