import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resolveLocaleSegment } from "@/lib/tenancy/route-path";
import type { OrganizationData } from "@/lib/organizations/types";
import { startAppStack, type AppStack } from "../helpers/app-stack";
import { getOrganization, putOrganization, undoRevision } from "../helpers/organization-api";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// PUT /api/organizations/{orgId} (spec 001 §7, issue 16): everything Global Settings changed, in one
// transaction through the editing save path; list rows added, changed, reordered and removed by id.
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ revalidateTag: (tag: string) => revalidated.push(tag) }));

let app: AppStack;
let token: string;

async function current(): Promise<OrganizationData> {
  const response = await getOrganization({ token, orgId: ACME.id });
  expect(response.status).toBe(200);
  return response.json();
}

const put = (body: unknown) => putOrganization({ token, orgId: ACME.id, body });

async function revisionsOf(entity: string, entityId: string) {
  const { rows } = await app.auth.db.query<{ id: number; action: string; version: number | null }>(
    "select id, action, version from public.revisions where entity = $1 and entity_id = $2 order by id",
    [entity, entityId],
  );
  return rows;
}

async function revisionCount(): Promise<number> {
  const { rows } = await app.auth.db.query<{ count: number }>("select count(*)::int as count from public.revisions");
  return rows[0].count;
}

beforeAll(async () => {
  app = await startAppStack();
  token = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
});

afterAll(async () => {
  await app?.close();
});

describe("PUT /api/organizations/{orgId}: saving", () => {
  it("takes back everything GET answered unchanged, and writes nothing", async () => {
    const before = await current();
    const count = await revisionCount();
    const response = await put(before);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...before, loaded_at: expect.any(String) });
    expect(await revisionCount()).toBe(count);
  });

  it("keeps a row another admin created after this admin loaded the settings, though it is absent from the list", async () => {
    const before = await current();
    const other = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
    const added = await putOrganization({ token: other, orgId: ACME.id, body: { faqs: [...before.faqs, { id: "new-other", question: "¿Y los niños?", answer: "Viajan gratis." }] } });
    expect(added.status).toBe(200);
    const response = await put({ loaded_at: before.loaded_at, faqs: before.faqs.slice(1) });
    expect(response.status).toBe(200);
    const questions = ((await response.json()) as OrganizationData).faqs.map((faq) => faq.question);
    expect(questions).toContain("¿Y los niños?");
    expect(questions).not.toContain(before.faqs[0].question);
  });

  it("adds French to the languages: the answer has it and the site serves /fr/", async () => {
    const { settings } = await current();
    revalidated.length = 0;
    const response = await put({ settings: { ...settings, supported_locales: [...settings.supported_locales, "fr"] } });
    expect(response.status).toBe(200);
    const saved: OrganizationData = await response.json();
    expect(saved.settings.supported_locales).toEqual(["es", "en", "de", "fr"]);
    expect(saved.settings.version).toBe(settings.version + 1);
    expect(revalidated).toContain(`org-${ACME.id}`);
    const { loadSite } = await import("@/lib/tenancy/load-site");
    const site = await loadSite("acme.localhost");
    expect(site?.locales).toContain("fr");
    expect(resolveLocaleSegment("fr", site!)).toEqual({ type: "serve", locale: "fr" });
  });

  it("adds, changes, reorders and deletes FAQs by id in one call, each with its revision", async () => {
    const { faqs } = await current();
    const [first, second, third, removed] = faqs;
    const body = {
      faqs: [
        { ...third, order: 0 },
        { ...first, question: "¿Cómo reservo un viaje?", order: 1 },
        { id: "new-faq-1", question: "¿Puedo pagar a plazos?", answer: "Sí, en tres plazos sin intereses.", order: 2 },
        { ...second, order: 3, organization_id: NORTHWIND.id, created_at: "2000-01-01", unknown_column: true },
      ],
    };
    const response = await put(body);
    expect(response.status).toBe(200);
    const saved: OrganizationData = await response.json();
    expect(saved.faqs.map((faq) => faq.question)).toEqual([third.question, "¿Cómo reservo un viaje?", "¿Puedo pagar a plazos?", second.question]);
    expect(saved.faqs.every((faq) => faq.organization_id === ACME.id)).toBe(true);
    expect(saved.faqs.some((faq) => faq.id === removed.id)).toBe(false);
    const created = saved.faqs[2];
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await revisionsOf("faq", created.id)).map((row) => row.action)).toEqual(["create"]);
    expect((await revisionsOf("faq", first.id)).at(-1)).toMatchObject({ action: "update", version: first.version + 1 });
    expect((await revisionsOf("faq", removed.id)).at(-1)).toMatchObject({ action: "delete" });
  });

  it("creates a submenu item under a new menu item named by its temporary id", async () => {
    const { menu_items, submenu_items } = await current();
    const response = await put({
      menu_items: [...menu_items, { id: "new-menu", display_name: "Ofertas", display_name_translation: { en: "Deals", de: "Angebote" }, url_name: "ofertas", order: 9 }],
      submenu_items: [...submenu_items, { id: "new-sub", menu_item_id: "new-menu", name: "Última hora", url_name: "ofertas/ultima-hora", image: "/img/last.jpg", order: 0 }],
    });
    expect(response.status).toBe(200);
    const saved: OrganizationData = await response.json();
    const menu = saved.menu_items.find((item) => item.display_name === "Ofertas");
    expect(menu?.display_name_translation).toEqual({ en: "Deals", de: "Angebote" });
    expect(saved.submenu_items.find((item) => item.name === "Última hora")).toMatchObject({ menu_item_id: menu?.id, image: "/img/last.jpg" });
  });

  it("creates a pricing plan under a new product, and a cookie service under a new category", async () => {
    const data = await current();
    const response = await put({
      products: [...data.products, { id: "new-product", name: "Cruceros", slug: "cruceros", order: 5 }],
      pricing_plans: [...data.pricing_plans, { id: "new-plan", product_id: "new-product", name: "Crucero básico", price: 49_900, currency_symbol: "€" }],
      cookie_categories: [...data.cookie_categories, { id: "new-category", name: "Preferencias", order: 3 }],
      cookie_services: [...data.cookie_services, { id: "new-service", category_id: "new-category", name: "Idioma recordado", active: true }],
    });
    expect(response.status).toBe(200);
    const saved: OrganizationData = await response.json();
    const product = saved.products.find((row) => row.slug === "cruceros");
    expect(saved.pricing_plans.find((row) => row.name === "Crucero básico")).toMatchObject({ product_id: product?.id, price: 49_900, currency_symbol: "€" });
    const category = saved.cookie_categories.find((row) => row.name === "Preferencias");
    expect(category?.is_essential).toBe(false);
    expect(saved.cookie_services.find((row) => row.name === "Idioma recordado")).toMatchObject({ category_id: category?.id });
  });

  it("removes a menu item with its submenu items when only the menu list is sent, leaving a revision for each", async () => {
    const { menu_items, submenu_items } = await current();
    const menu = menu_items.find((item) => item.display_name === "Ofertas")!;
    const children = submenu_items.filter((item) => item.menu_item_id === menu.id);
    expect(children.length).toBe(1);
    const response = await put({ menu_items: menu_items.filter((item) => item.id !== menu.id) });
    expect(response.status).toBe(200);
    const saved: OrganizationData = await response.json();
    expect(saved.submenu_items.some((item) => item.id === children[0].id)).toBe(false);
    expect((await revisionsOf("submenu_item", children[0].id)).at(-1)?.action).toBe("delete");
    expect((await revisionsOf("menu_item", menu.id)).at(-1)?.action).toBe("delete");
  });

  it("changes which posts show on the blog and their order, nothing else of a post", async () => {
    const { blog_posts } = await current();
    const post = blog_posts[0];
    const response = await put({
      blog_posts: [{ ...post, title: "Not saved", display_config: { ...post.display_config, is_displayed_first_page: true }, organization_config: { ...post.organization_config, order: 7 } }],
    });
    expect(response.status).toBe(200);
    const saved = ((await response.json()) as OrganizationData).blog_posts.find((row) => row.id === post.id)!;
    expect(saved).toMatchObject({ title: post.title, display_config: { is_displayed_first_page: true }, organization_config: { order: 7 } });
  });

  it("saves the home hero's fields from the hero tab", async () => {
    const { website_hero } = await current();
    const response = await put({ website_hero: { ...website_hero, title: "Viajes a medida" } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as OrganizationData).website_hero).toMatchObject({ id: ACME.hero, title: "Viajes a medida" });
  });

  it("lets undo take back a FAQ the PUT created", async () => {
    const { faqs } = await current();
    const response = await put({ faqs: [...faqs, { id: "new-undo", question: "¿Se puede deshacer?", answer: "Sí." }] });
    expect(response.status).toBe(200);
    const created = ((await response.json()) as OrganizationData).faqs.find((faq) => faq.question === "¿Se puede deshacer?")!;
    const [revision] = await revisionsOf("faq", created.id);
    const undone = await undoRevision({ token, revisionId: revision.id });
    expect(undone.status).toBe(200);
    expect((await current()).faqs.some((faq) => faq.id === created.id)).toBe(false);
  });

  it("lets undo bring back a cookie category the PUT deleted (its generated column recomputed)", async () => {
    const { cookie_categories } = await current();
    const removed = cookie_categories.find((row) => row.name === "Preferencias")!;
    const response = await put({ cookie_categories: cookie_categories.filter((row) => row.id !== removed.id) });
    expect(response.status).toBe(200);
    const deletion = (await revisionsOf("cookie_category", removed.id)).at(-1)!;
    expect(deletion.action).toBe("delete");
    expect((await undoRevision({ token, revisionId: deletion.id })).status).toBe(200);
    expect((await current()).cookie_categories.find((row) => row.id === removed.id)).toMatchObject({ name: "Preferencias", is_essential: false });
  });

  it("moves the default language: the old default gets a prefix and the new one redirects to the unprefixed path", async () => {
    const { settings } = await current();
    expect((await put({ settings: { ...settings, language: "en" } })).status).toBe(200);
    const { loadSite } = await import("@/lib/tenancy/load-site");
    const site = (await loadSite("acme.localhost"))!;
    expect(site.defaultLocale).toBe("en");
    expect(resolveLocaleSegment("es", site)).toEqual({ type: "serve", locale: "es" });
    expect(resolveLocaleSegment("en", site)).toEqual({ type: "redirect", locale: "en" });
    expect(resolveLocaleSegment("default", site)).toEqual({ type: "serve", locale: "en" });
    const moved = (await current()).settings;
    expect((await put({ settings: { ...moved, language: "es" } })).status).toBe(200);
  });

  it("stores a banner's landing content as safe HTML: headings kept, script and handlers gone", async () => {
    const { banners } = await current();
    const [first] = banners;
    const landing = '<h2>Oferta</h2><img src="/x.png" onerror="alert(1)"><script>alert(1)</script>';
    const response = await put({ banners: banners.map((banner) => (banner.id === first.id ? { ...banner, landing_content: landing } : banner)) });
    expect(response.status).toBe(200);
    const saved = ((await response.json()) as OrganizationData).banners.find((banner) => banner.id === first.id)!;
    expect(saved.landing_content).toContain("<h2>Oferta</h2>");
    expect(saved.landing_content).not.toMatch(/onerror|script/);
    await put({ banners: [{ ...saved, landing_content: first.landing_content }, ...banners.filter((banner) => banner.id !== first.id)] });
  });

  it("changes the organisation's type from the General tab, with a revision, and only its type", async () => {
    const { organization } = await current();
    const response = await put({ organization: { ...organization, type: "consulting", name: "Renamed?" } });
    expect(response.status).toBe(200);
    const saved = ((await response.json()) as OrganizationData).organization;
    expect(saved).toMatchObject({ type: "consulting", name: organization.name, version: organization.version + 1 });
    expect((await revisionsOf("organization", ACME.id)).at(-1)).toMatchObject({ action: "update", version: saved.version });
    expect((await put({ organization: { ...organization, type: "retail" } })).status).toBe(412);
    expect((await put({ organization: { ...saved, type: "spaceships" } })).status).toBe(400);
    expect((await put({ organization: { ...saved, type: organization.type } })).status).toBe(200);
  });
});
