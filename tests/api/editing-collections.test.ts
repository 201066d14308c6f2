import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// The save path beyond sections: menu items, submenu items, banners, settings, posts and page layouts, each
// with the admin level, zod, versions, creates and deletes that undo can take back.
// Outside a Next server there is no cache to revalidate: the tags are recorded instead.
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ revalidateTag: (tag: string) => revalidated.push(tag) }));

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
interface Init {
  token?: string;
  body?: unknown;
  ifMatch?: string;
  query?: string;
}

let app: AppStack;
let adminToken: string;
let customerToken: string;
let acmeAdminToken: string;
const HOST = "localhost:3000";

function call(handler: Handler, params: Record<string, string>, { token = adminToken, body, ifMatch, query = "" }: Init = {}) {
  const method = body === undefined ? "GET" : "POST";
  const request = apiRequest(HOST, `/api/x${query}`, { method, token, body });
  if (ifMatch !== undefined) request.headers.set("if-match", ifMatch);
  return handler(request, { params: Promise.resolve(params) });
}

const undo = async (revisionId: number, action: "undo" | "redo" = "undo") => {
  const route = action === "undo" ? await import("@/app/api/revisions/[id]/undo/route") : await import("@/app/api/revisions/[id]/redo/route");
  return call(route.POST as Handler, { id: String(revisionId) }, { body: {} });
};

beforeAll(async () => {
  app = await startAppStack();
  adminToken = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
  customerToken = await app.signIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer);
  acmeAdminToken = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
});

afterAll(async () => {
  await app?.close();
});

describe.each([
  { name: "/api/menu-items/{id}", module: () => import("@/app/api/menu-items/[id]/route"), own: NORTHWIND.menuItems[3], foreign: ACME.menuItems[0], change: { display_name: "Insights" }, bad: { order: "first" } },
  { name: "/api/submenu-items/{id}", module: () => import("@/app/api/submenu-items/[id]/route"), own: NORTHWIND.submenuItems[3], foreign: ACME.submenuItems[0], change: { name: "Playbooks" }, bad: { url_name: "javascript:alert(1)" } },
  { name: "/api/banners/{id}", module: () => import("@/app/api/banners/[id]/route"), own: NORTHWIND.banners.bottom, foreign: ACME.banners.top, change: { dismissal_duration: "3 days" }, bad: { open_state: "sideways" }, again: { dismissal_duration: "5 days" } },
])("$name", ({ module, own, foreign, change, bad, again }) => {
  const route = async () => (await module()) as unknown as Record<"GET" | "PATCH" | "DELETE", Handler>;
  const etag = async () => (await call((await route()).GET, { id: own })).headers.get("etag")!;
  const patch = async (id: string, init: Init) => call((await route()).PATCH, { id }, init);

  it("answers 401 without a session, 403 to a customer and to another organisation's admin", async () => {
    expect((await patch(own, { token: "", body: change, ifMatch: await etag() })).status).toBe(401);
    for (const token of [customerToken, acmeAdminToken]) expect((await patch(own, { token, body: change, ifMatch: await etag() })).status).toBe(403);
  });

  it("answers 400 for a bad value or an unknown field, and 404 for another organisation's row", async () => {
    const before = await etag();
    expect((await patch(own, { body: bad, ifMatch: before })).status).toBe(400);
    expect((await patch(own, { body: { ...change, organization_id: ACME.id }, ifMatch: before })).status).toBe(400);
    expect(await etag()).toBe(before);
    expect((await patch(foreign, { body: change, ifMatch: '"1"' })).status).toBe(404);
  });

  it("answers 428 without If-Match, saves from the current version, and 412 when stale", async () => {
    const first = await etag();
    expect((await patch(own, { body: change })).status).toBe(428);
    const saved = await patch(own, { body: change, ifMatch: first });
    expect(saved.status).toBe(200);
    expect((await saved.json()).revision_id).toEqual(expect.any(Number));
    expect(revalidated).toContain(`org-${NORTHWIND.id}`);
    // A valid second change (a banner's duration has its own form), so the stale version is what refuses it.
    const stale = await patch(own, { body: again ?? Object.fromEntries(Object.keys(change).map((key) => [key, `${key} again`])), ifMatch: first });
    expect(stale.status).toBe(412);
    expect((await stale.json()).error.current).toMatchObject(change);
  });
});

describe("creating and deleting", () => {
  const collection = async () => (await import("@/app/api/menu-items/route")).POST as Handler;
  const item = async () => (await import("@/app/api/menu-items/[id]/route")) as unknown as Record<"GET" | "DELETE", Handler>;
  const remove = async (id: string, ifMatch?: string) => {
    const request = apiRequest(HOST, `/api/menu-items/${id}`, { method: "DELETE", token: adminToken });
    if (ifMatch) request.headers.set("if-match", ifMatch);
    return (await item()).DELETE(request, { params: Promise.resolve({ id }) });
  };
  const get = async (id: string) => call((await item()).GET, { id });

  it("creates a menu item (201, version 1) that undo removes and redo brings back with the same id", async () => {
    const created = await call(await collection(), {}, { body: { display_name: "Careers", url_name: "careers", order: 9 } });
    expect(created.status).toBe(201);
    expect(created.headers.get("etag")).toBe('"1"');
    const row = await created.json();
    expect(row).toMatchObject({ display_name: "Careers", organization_id: NORTHWIND.id, revision_id: expect.any(Number) });

    const undone = await undo(row.revision_id);
    expect(undone.status).toBe(200);
    expect((await get(row.id)).status).toBe(404);
    const redone = await undo((await undone.json()).revision_id, "redo");
    expect(redone.status).toBe(200);
    expect(await (await get(row.id)).json()).toMatchObject({ id: row.id, display_name: "Careers" });
  });

  it("deletes only from the version the admin saw, and undo puts the row back", async () => {
    const row = await (await call(await collection(), {}, { body: { display_name: "Temporary" } })).json();
    expect((await remove(row.id)).status).toBe(428);
    expect((await remove(row.id, '"99"')).status).toBe(412);
    const deleted = await remove(row.id, '"1"');
    expect(deleted.status).toBe(200);
    const { revision_id } = await deleted.json();
    expect((await get(row.id)).status).toBe(404);
    expect((await undo(revision_id)).status).toBe(200);
    expect(await (await get(row.id)).json()).toMatchObject({ display_name: "Temporary" });
  });

  it("refuses a new submenu item under another organisation's menu item, and stores nothing", async () => {
    const { POST } = await import("@/app/api/submenu-items/route");
    const response = await call(POST as Handler, {}, { body: { menu_item_id: ACME.menuItems[0], name: "Sneaked in" } });
    expect(response.status).toBe(400);
  });

  it("refuses a create from a customer (403) and an empty name (400)", async () => {
    expect((await call(await collection(), {}, { token: customerToken, body: { display_name: "Mine" } })).status).toBe(403);
    expect((await call(await collection(), {}, { body: { display_name: "  " } })).status).toBe(400);
  });
});

describe("/api/settings", () => {
  const route = async () => (await import("@/app/api/settings/route")) as unknown as Record<"GET" | "PATCH", Handler>;

  it("changes the site's languages from the version the admin saw", async () => {
    const current = await call((await route()).GET, {});
    expect(current.status).toBe(200);
    const settings = await current.json();
    expect(settings.organization_id).toBe(NORTHWIND.id);
    const locales = [...new Set([...settings.supported_locales, "fr"])];
    expect((await call((await route()).PATCH, {}, { body: { supported_locales: locales } })).status).toBe(428);
    const saved = await call((await route()).PATCH, {}, { body: { supported_locales: locales }, ifMatch: current.headers.get("etag")! });
    expect(saved.status).toBe(200);
    expect((await saved.json()).supported_locales).toEqual(locales);
  });

  it("refuses a default language the site does not offer, an unknown language, and other organisations' admins", async () => {
    const etag = (await call((await route()).GET, {})).headers.get("etag")!;
    expect((await call((await route()).PATCH, {}, { body: { language: "de", supported_locales: ["en"] }, ifMatch: etag })).status).toBe(400);
    expect((await call((await route()).PATCH, {}, { body: { supported_locales: ["xx"] }, ifMatch: etag })).status).toBe(400);
    expect((await call((await route()).PATCH, {}, { token: acmeAdminToken, body: { site: "Taken" }, ifMatch: etag })).status).toBe(403);
  });
});

describe("/api/page-layout", () => {
  const route = async () => (await import("@/app/api/page-layout/route")) as unknown as Record<"GET" | "PUT", Handler>;
  const query = "?url_page=/home";
  const layout = async () => {
    const response = await call((await route()).GET, {}, { query });
    return { etag: response.headers.get("etag")!, items: (await response.json()).items as { kind: string; id: string }[] };
  };
  const put = async (body: unknown, ifMatch?: string) => {
    const request = apiRequest(HOST, `/api/page-layout${query}`, { method: "PUT", token: adminToken, body });
    if (ifMatch) request.headers.set("if-match", ifMatch);
    return (await route()).PUT(request, { params: Promise.resolve({}) });
  };

  it("moves a section, answers the next version, and undo puts the old order back", async () => {
    const before = await layout();
    expect(before.items.length).toBeGreaterThan(2);
    const moved = [before.items[2], ...before.items.filter((_, index) => index !== 2)];
    expect((await put({ items: moved })).status).toBe(428);
    const saved = await put({ items: moved }, before.etag);
    expect(saved.status).toBe(200);
    const { revision_id } = await saved.json();
    expect((await layout()).items).toEqual(moved);
    expect(revalidated).toContain(`org-${NORTHWIND.id}:page:/home`);

    expect((await put({ items: before.items }, before.etag)).status).toBe(412);
    expect((await undo(revision_id)).status).toBe(200);
    expect((await layout()).items).toEqual(before.items);
  });

  it("refuses another organisation's section, a section twice and an unknown kind, and changes nothing", async () => {
    const before = await layout();
    const foreign = [...before.items, { kind: "template_section", id: ACME.sections[0] }];
    expect((await put({ items: foreign }, before.etag)).status).toBe(400);
    expect((await put({ items: [...before.items, before.items[0]] }, before.etag)).status).toBe(400);
    expect((await put({ items: [{ kind: "footer", id: NORTHWIND.hero }] }, before.etag)).status).toBe(400);
    expect(await layout()).toEqual(before);
  });
});

describe("/api/posts", () => {
  const create = async (body: unknown, token = adminToken) => call((await import("@/app/api/posts/route")).POST as Handler, {}, { body, token });
  const bySlug = async () => (await import("@/app/api/posts/[slug]/route")) as unknown as Record<"GET" | "PATCH" | "DELETE", Handler>;

  it("creates a post, refuses its slug twice, and changes named fields without If-Match (spec 000 §7)", async () => {
    const slug = `field-notes-${Date.now()}`;
    const created = await create({ slug, title: "Field notes", content: "<p>First</p>" });
    expect(created.status).toBe(201);
    expect((await create({ slug, title: "Again" })).status).toBe(409);

    const patched = await call((await bySlug()).PATCH, { slug }, { body: { description: "Notes from the field" } });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ title: "Field notes", description: "Notes from the field", version: 2 });
    expect((await call((await bySlug()).PATCH, { slug }, { body: { title: "Stale" }, ifMatch: '"1"' })).status).toBe(412);
  });

  it("refuses a bad slug, an over-long meta description, a customer, and another organisation's post", async () => {
    expect((await create({ slug: "Not A Slug", title: "x" })).status).toBe(400);
    expect((await create({ slug: "ok-slug", title: "x", metadescription_for_page: "m".repeat(161) })).status).toBe(400);
    expect((await create({ slug: "mine", title: "x" }, customerToken)).status).toBe(403);
    expect((await call((await bySlug()).PATCH, { slug: "../etc" }, { body: { title: "x" } })).status).toBe(404);
  });
});

describe("/api/site-index", () => {
  const index = async (token = adminToken) => call((await import("@/app/api/site-index/route")).GET as Handler, {}, { token });

  it("lists the site's posts, drafts included, and the pages with sections, for its admins only", async () => {
    const response = await index();
    expect(response.status).toBe(200);
    const { posts, pages } = await response.json();
    expect(posts).toEqual(expect.arrayContaining([expect.objectContaining({ slug: "about", title: "About Northwind" })]));
    expect(posts.some((post: { is_published: boolean }) => !post.is_published)).toBe(true);
    expect(pages).toContain("/home");
    expect((await index("")).status).toBe(401);
    expect((await index(customerToken)).status).toBe(403);
    expect((await index(acmeAdminToken)).status).toBe(403);
  });
});
