import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { NORTHWIND_HOST, getOrganization, putOrganization } from "../helpers/organization-api";
import { NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// Issue 37 "The API accepts what the editors refuse": every rule an editor enforces (required after
// trimming, lengths, ranges, formats) is its route's rule too. Each row sends one value the editor refuses
// and expects 400 naming the field, with nothing written; one valid body per route is accepted.
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({
  cacheTag: () => undefined,
  cacheLife: () => undefined,
  revalidateTag: (tag: string) => revalidated.push(tag),
}));

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Body = Record<string, unknown>;

let app: AppStack;
let token: string;

/** Sends `body` to a handler as Northwind's admin; `ifMatch: true` sends the version GET answers first. */
async function call(
  load: () => Promise<Partial<Record<"GET" | "POST" | "PATCH" | "PUT", unknown>>>,
  { method, params = {}, query = "", body, versioned = false }: { method: string; params?: Record<string, string>; query?: string; body: unknown; versioned?: boolean },
) {
  const route = await load();
  const request = apiRequest(NORTHWIND_HOST, `/api/x${query}`, { method, token, body });
  if (versioned) {
    const current = await (route.GET as Handler)(apiRequest(NORTHWIND_HOST, `/api/x${query}`, { token }), { params: Promise.resolve(params) });
    expect(current.status).toBe(200);
    request.headers.set("if-match", current.headers.get("etag")!);
  }
  return (route[method as keyof typeof route] as Handler)(request, { params: Promise.resolve(params) });
}

async function count(table: string): Promise<number> {
  const { rows } = await app.auth.db.query<{ count: number }>(`select count(*)::int as count from public.${table}`);
  return rows[0].count;
}

async function slugOf(postId: string): Promise<string> {
  const { rows } = await app.auth.db.query<{ slug: string }>("select slug from public.blog_posts where id = $1", [postId]);
  return rows[0].slug;
}

/** A route, a body it accepts, and the values its editor refuses: [field as error.fields names it, change]. */
interface RouteRules {
  route: string;
  send(body: Body): Promise<Response>;
  /** The table a POST adds a row to (nothing may be added when refused). */
  table?: string;
  valid: Body | (() => Promise<Body>);
  bad: [field: string, change: Body][];
}

const long = (length: number) => "x".repeat(length);
const blanks = (field: string): [string, Body][] => [
  [field, { [field]: "" }],
  [field, { [field]: "   " }],
];

const templateSections = () => import("@/app/api/template-sections/route");
const templateSection = () => import("@/app/api/template-sections/[id]/route");
const headings = () => import("@/app/api/template-heading-sections/route");
const heading = () => import("@/app/api/template-heading-sections/[id]/route");
const heroes = () => import("@/app/api/heroes/route");
const hero = () => import("@/app/api/heroes/[id]/route");
const posts = () => import("@/app/api/posts/route");
const post = () => import("@/app/api/posts/[slug]/route");
const metrics = () => import("@/app/api/metrics/route");
const metric = () => import("@/app/api/metrics/[id]/route");
const sectionMetrics = () => import("@/app/api/template-sections/[id]/metrics/route");
const pageLayout = () => import("@/app/api/page-layout/route");
const menuItems = () => import("@/app/api/menu-items/route");
const menuItem = () => import("@/app/api/menu-items/[id]/route");
const submenuItems = () => import("@/app/api/submenu-items/route");
const submenuItem = () => import("@/app/api/submenu-items/[id]/route");
const banners = () => import("@/app/api/banners/route");
const banner = () => import("@/app/api/banners/[id]/route");
const settings = () => import("@/app/api/settings/route");

const footerStyle = { type: "grid", background: "gray-900", color: "white", color_hover: "gray-300", is_gradient: false, gradient: {} };
const headerStyle = {
  type: "default",
  background: "white",
  color: "gray-700",
  color_hover: "gray-900",
  menu_width: "7xl",
  menu_items_are_text: false,
  logo_height: "h-12",
  is_gradient: false,
  gradient: {},
};

/** Global Settings' lists, sent whole as GET answered them with one row changed. */
async function organizationList(list: string, change: Body): Promise<Body> {
  const data = await (await getOrganization({ token, host: NORTHWIND_HOST, orgId: NORTHWIND.id })).json();
  const rows = data[list] as Body[];
  return { [list]: rows.map((row, index) => (index === 0 ? { ...row, ...change } : row)) };
}

const RULES: RouteRules[] = [
  {
    route: "POST /api/template-sections",
    table: "template_sections",
    send: (body) => call(templateSections, { method: "POST", body }),
    valid: { url_page: "/home", section_title: "Our numbers", section_type: "general" },
    bad: [
      ...blanks("section_title"),
      ["section_title", { section_title: null }],
      ["section_title", { section_title: undefined }],
      ["section_title", { section_title: long(501) }],
      ["grid_columns", { grid_columns: 0 }],
      ["grid_columns", { grid_columns: 7 }],
      ["grid_columns", { grid_columns: 2.5 }],
      ["background_color", { background_color: "chartreuse" }],
      ["gradient.from", { gradient: { from: "url(x)" } }],
      ["url_page", { url_page: "   " }],
    ],
  },
  {
    route: "PATCH /api/template-sections/{id}",
    send: (body) => call(templateSection, { method: "PATCH", params: { id: NORTHWIND.sections[0] }, body, versioned: true }),
    valid: { section_title: "Renamed section" },
    bad: [
      ...blanks("section_title"),
      ["section_title", { section_title: "  ", section_type: "general" }],
      ["section_title", { section_title: null }],
      ["grid_columns", { grid_columns: 9 }],
      ["text_style_variant", { text_style_variant: "comic" }],
    ],
  },
  {
    route: "POST /api/template-heading-sections",
    table: "heading_sections",
    send: (body) => call(headings, { method: "POST", body }),
    valid: { url_page: "/home", name: "What we value", description_text: "Plain talk." },
    bad: [
      ...blanks("name"),
      ...blanks("description_text"),
      ...blanks("url_page"),
      ["name", { name: long(501) }],
      ["url", { url: "javascript:alert(1)" }],
      ["image", { image: "data:text/html,x" }],
    ],
  },
  {
    route: "PATCH /api/template-heading-sections/{id}",
    send: (body) => call(heading, { method: "PATCH", params: { id: NORTHWIND.homeHeadings[0] }, body, versioned: true }),
    valid: { name: "Renamed heading" },
    bad: [...blanks("name"), ...blanks("description_text"), ["url", { url: "javascript:alert(1)" }], ["button_text", { button_text: long(201) }]],
  },
  {
    route: "POST /api/heroes",
    table: "heroes",
    send: (body) => call(heroes, { method: "POST", body }),
    valid: { url_page: "/about", title: "Built to last" },
    bad: [
      ...blanks("title"),
      ["title", { title: long(501) }],
      ["image_style.width", { image_style: { width: 49 } }],
      ["title_style.blockColumns", { title_style: { blockColumns: 4 } }],
      ["button_style.url", { button_style: { url: "javascript:alert(1)" } }],
      ["background_style.column", { background_style: { column: 4 } }],
    ],
  },
  {
    route: "PATCH /api/heroes/{id}",
    send: (body) => call(hero, { method: "PATCH", params: { id: NORTHWIND.hero }, body, versioned: true }),
    valid: { title: "A new promise" },
    bad: [...blanks("title"), ["image_style.height", { image_style: { height: 10 } }]],
  },
  {
    route: "POST /api/posts (a blog post)",
    table: "blog_posts",
    send: (body) => call(posts, { method: "POST", body }),
    valid: { slug: "rules-of-the-house", title: "Rules of the house" },
    bad: [
      ...blanks("title"),
      ["title", { title: long(301) }],
      ["slug", { slug: "" }],
      ["slug", { slug: "Not A Slug" }],
      ["slug", { slug: "login" }],
      ["metadescription_for_page", { metadescription_for_page: long(161) }],
      ["media_config.main_photo", { media_config: { main_photo: "javascript:alert(1)" } }],
      ["created_on", { created_on: "yesterday" }],
      ["display_config.help_center_order", { display_config: { help_center_order: -1 } }],
      ["organization_config.order", { organization_config: { order: 10_001 } }],
    ],
  },
  {
    route: "POST /api/posts (Create Page)",
    table: "blog_posts",
    send: (body) => call(posts, { method: "POST", body }),
    valid: { title: "Careers", slug: "careers", description: "Join us.", content: null, display_config: { display_this_post: true, display_as_blog_post: false } },
    bad: [...blanks("title"), ["slug", { slug: "admin" }], ["slug", { slug: "es" }], ["slug", { slug: "about_us" }]],
  },
  {
    route: "PATCH /api/posts/{slug}",
    send: async (body) => call(post, { method: "PATCH", params: { slug: await slugOf(NORTHWIND.posts.published[0]) }, body }),
    valid: { title: "Retitled post" },
    bad: [...blanks("title"), ["slug", { slug: "basket" }], ["author_name", { author_name: long(201) }]],
  },
  {
    route: "POST /api/metrics",
    table: "metrics",
    send: (body) => call(metrics, { method: "POST", body }),
    valid: { title: "Net promoter score", description: "72 across clients", image: null },
    bad: [
      ...blanks("title"),
      ...blanks("description"),
      ["description", { description: null }],
      ["image", { image: "" }],
      ["image", { image: "javascript:alert(1)" }],
    ],
  },
  {
    route: "PATCH /api/metrics/{id}",
    send: (body) => call(metric, { method: "PATCH", params: { id: NORTHWIND.metrics[0] }, body }),
    valid: { image: "https://videos.example/intro.mp4" },
    bad: [
      ["image", { image: "" }],
      ["image", { image: "ftp://files.example/x.png" }],
      ["background_color", { background_color: "neon" }],
    ],
  },
  {
    route: "PUT /api/template-sections/{id}/metrics",
    send: (body) => call(sectionMetrics, { method: "PUT", params: { id: NORTHWIND.sections[0] }, body, versioned: true }),
    valid: { metric_ids: [NORTHWIND.metrics[0], NORTHWIND.metrics[1]] },
    bad: [["metric_ids", { metric_ids: [NORTHWIND.metrics[0], NORTHWIND.metrics[0]] }]],
  },
  {
    route: "PUT /api/page-layout",
    send: (body) => call(pageLayout, { method: "PUT", query: "?url_page=/about", body, versioned: true }),
    valid: async () => ({ items: (await (await call(pageLayout, { method: "GET", query: "?url_page=/about", body: undefined })).json()).items }),
    bad: [["items", { items: [{ kind: "template_section", id: NORTHWIND.sections[0] }, { kind: "template_section", id: NORTHWIND.sections[0] }] }]],
  },
  {
    route: "POST /api/menu-items",
    table: "menu_items",
    send: (body) => call(menuItems, { method: "POST", body }),
    valid: { display_name: "Careers", url_name: "careers" },
    bad: [
      ...blanks("display_name"),
      ["display_name", { display_name: long(201) }],
      ["url_name", { url_name: "javascript:alert(1)" }],
      ["url_name", { url_name: "mailto:hello@northwind.example" }],
      ["url_name", { url_name: "/our services" }],
      ["description", { description: long(2001) }],
      ["order", { order: -1 }],
    ],
  },
  {
    route: "PATCH /api/menu-items/{id}",
    send: (body) => call(menuItem, { method: "PATCH", params: { id: NORTHWIND.menuItems[0] }, body, versioned: true }),
    valid: { display_name: "Services" },
    bad: [...blanks("display_name"), ["image", { image: "javascript:alert(1)" }]],
  },
  {
    route: "POST /api/submenu-items",
    table: "submenu_items",
    send: (body) => call(submenuItems, { method: "POST", body }),
    valid: { menu_item_id: NORTHWIND.menuItems[0], name: "Interim management" },
    bad: [...blanks("name"), ["name", { name: long(201) }], ["menu_item_id", { menu_item_id: "not-a-uuid" }]],
  },
  {
    route: "PATCH /api/submenu-items/{id}",
    send: (body) => call(submenuItem, { method: "PATCH", params: { id: NORTHWIND.submenuItems[0] }, body, versioned: true }),
    valid: { name: "Strategy reviews" },
    bad: [...blanks("name"), ["url_name", { url_name: "vbscript:x" }]],
  },
  {
    route: "POST /api/banners",
    table: "banners",
    send: (body) => call(banners, { method: "POST", body }),
    valid: { content: { text: "Spring sale" }, dismissal_duration: "3 days", page_paths: ["/about"] },
    bad: [
      ["dismissal_duration", { dismissal_duration: "soon" }],
      ["dismissal_duration", { dismissal_duration: "0 days" }],
      ["page_paths.0", { page_paths: ["about"] }],
      ["content.text", { content: { text: long(1001) } }],
      ["content.link.url", { content: { link: { url: "javascript:alert(1)" } } }],
    ],
  },
  {
    route: "PATCH /api/banners/{id}",
    send: (body) => call(banner, { method: "PATCH", params: { id: NORTHWIND.banners.top }, body, versioned: true }),
    valid: { dismissal_duration: "2 hours" },
    bad: [["dismissal_duration", { dismissal_duration: "3 fortnights" }]],
  },
  {
    route: "PATCH /api/settings (header, footer, general)",
    send: (body) => call(settings, { method: "PATCH", body, versioned: true }),
    valid: { header_style: headerStyle, footer_style: footerStyle },
    bad: [
      ["header_style.background", { header_style: { ...headerStyle, background: "chartreuse" } }],
      ["header_style.color", { header_style: { ...headerStyle, color: "expression(x)" } }],
      ["header_style.menu_width", { header_style: { ...headerStyle, menu_width: "huge" } }],
      ["header_style.logo_height", { header_style: { ...headerStyle, logo_height: "h-96" } }],
      ["header_style.gradient.from", { header_style: { ...headerStyle, gradient: { from: "url(x)" } } }],
      ["footer_style.color_hover", { footer_style: { ...footerStyle, color_hover: "gray-750" } }],
      ["primary_color", { primary_color: "sky-600" }],
      ["secondary_color", { secondary_color: "" }],
      ["font_family", { font_family: "   " }],
      ["site", { site: long(201) }],
    ],
  },
];

/** Global Settings' tabs: [field, list, change to its first row]. */
const ORGANIZATION_BAD: [field: string, list: string, change: Body][] = [
  ["faqs.0.question", "faqs", { question: "   " }],
  ["features.0.name", "features", { name: "" }],
  ["products.0.name", "products", { name: "  " }],
  ["products.0.slug", "products", { slug: "Bad Slug" }],
  ["pricing_plans.0.currency_symbol", "pricing_plans", { currency_symbol: "DOLLARS$$$" }],
  ["pricing_plans.0.price", "pricing_plans", { price: -1 }],
  ["meeting_types.0.duration_minutes", "meeting_types", { duration_minutes: 0 }],
  ["menu_items.0.display_name", "menu_items", { display_name: " " }],
  ["banners.0.dismissal_duration", "banners", { dismissal_duration: "soon" }],
  ["banners.0.page_paths.0", "banners", { page_paths: ["about"] }],
  ["cookie_categories.0.name", "cookie_categories", { name: "" }],
];

// Starting the stack (auth server, seeded database) takes longer than the default hook time on a busy machine.
beforeAll(async () => {
  app = await startAppStack();
  token = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
}, 240_000);

afterAll(async () => {
  await app?.close();
});

/** Sends a refused body: 400 naming `field`, and no row and no revision written. */
async function expectRefused(rules: Pick<RouteRules, "send" | "table">, field: string, body: Body) {
  const revisions = await count("revisions");
  const rows = rules.table ? await count(rules.table) : 0;
  const response = await rules.send(body);
  const answer = await response.json();
  expect([400, 422], `${field}: ${JSON.stringify(body)} answered ${response.status} ${JSON.stringify(answer)}`).toContain(response.status);
  expect(answer.error.fields?.[field], `${field}: ${JSON.stringify(answer.error)}`).toEqual(expect.any(String));
  expect(await count("revisions")).toBe(revisions);
  if (rules.table) expect(await count(rules.table)).toBe(rows);
}

describe.each(RULES)("$route", (rules) => {
  const validBody = async () => (typeof rules.valid === "function" ? rules.valid() : rules.valid);

  const cases = rules.bad.map(([field, change]) => ({ field, change, sent: JSON.stringify(change, (_, value: unknown) => (value === undefined ? "(missing)" : value)).slice(0, 80) }));

  it.each(cases)("refuses $sent, naming $field, writing nothing", async ({ field, change }) => {
    await expectRefused(rules, field, { ...(await validBody()), ...change });
  });

  it("accepts a valid body", async () => {
    const response = await rules.send(await validBody());
    expect(response.status, JSON.stringify(await response.clone().json())).toBeLessThan(300);
  });
});

describe("PUT /api/organizations/{orgId}: the rules of Global Settings' tabs", () => {
  const send = (body: Body) => putOrganization({ token, host: NORTHWIND_HOST, orgId: NORTHWIND.id, body });

  it.each(ORGANIZATION_BAD)("refuses %s (%s), writing nothing", async (field, list, change) => {
    await expectRefused({ send }, field, await organizationList(list, change));
  });

  it("accepts the lists with valid changes", async () => {
    const response = await send({ ...(await organizationList("faqs", { question: "How do we start?" })), ...(await organizationList("pricing_plans", { currency_symbol: "CHF" })) });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  });
});

describe("a title only other section types may leave empty", () => {
  it("creates and saves a reviews section without a title, as the editor allows", async () => {
    const created = await call(templateSections, { method: "POST", body: { url_page: "/home", section_title: "  ", section_type: "reviews" } });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const saved = await call(templateSection, { method: "PATCH", params: { id }, body: { section_title: "", section_type: "reviews" }, versioned: true });
    expect(saved.status).toBe(200);
  });

  it("stores a general section's title trimmed", async () => {
    const created = await call(templateSections, { method: "POST", body: { url_page: "/home", section_title: "  Our story  " } });
    expect(created.status).toBe(201);
    expect((await created.json()).section_title).toBe("Our story");
  });
});
