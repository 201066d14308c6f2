import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// The draft view (issue 40): the site with the organisation's change set applied, for people in draft mode and for
// whoever holds a preview link. Outside a Next server there is no request to put in draft mode, so a stand-in for
// next/headers keeps the draft-mode switch and the cookies the routes set; the reads, the grants and the database
// checks are the real ones. tests/e2e/publishing.spec.ts shows the same through a browser.
const request = vi.hoisted(() => ({ draft: false, cookies: new Map<string, string>() }));
vi.mock("next/headers", () => ({
  draftMode: async () => ({
    isEnabled: request.draft,
    enable: () => void (request.draft = true),
    disable: () => void (request.draft = false),
  }),
  cookies: async () => ({
    get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined),
    set: (name: string, value: string) => void request.cookies.set(name, value),
    delete: (name: string) => void request.cookies.delete(name),
  }),
}));
vi.mock("next/cache", () => ({ revalidateTag: () => undefined, cacheTag: () => undefined, cacheLife: () => undefined }));

const HOST = "localhost:3000";
const ACME_HOST = "acme.localhost:3000";
const SECTION = NORTHWIND.sections[0];
const params = <T extends Record<string, string>>(values: T) => ({ params: Promise.resolve(values) });

let app: AppStack;
let admin: string;
let acmeAdmin: string;
let sectionRoute: typeof import("@/app/api/template-sections/[id]/route");
let heroRoute: typeof import("@/app/api/heroes/[id]/route");
let draftModeRoute: typeof import("@/app/api/draft-mode/route");
let changeSetRoute: typeof import("@/app/api/change-set/route");
let linksRoute: typeof import("@/app/api/change-set/preview-links/route");
let linkRoute: typeof import("@/app/api/change-set/preview-links/[id]/route");
let openRoute: typeof import("@/app/api/preview/[token]/route");
let getPageContent: typeof import("@/lib/sections/data").getPageContent;
let checkDraftView: typeof import("@/lib/publishing/draft-view").checkDraftView;

/** A PATCH of one of the editors' routes from the version GET answered. */
async function draft(route: typeof sectionRoute | typeof heroRoute, path: string, id: string, body: Record<string, unknown>) {
  const current = await route.GET(apiRequest(HOST, `${path}/${id}`, { token: admin }), params({ id }));
  const patch = apiRequest(HOST, `${path}/${id}`, { method: "PATCH", token: admin, body });
  patch.headers.set("if-match", current.headers.get("etag")!);
  const saved = await route.PATCH(patch, params({ id }));
  expect(saved.status).toBe(200);
  expect(await saved.json()).toMatchObject({ draft: true });
}

/** The home page as the site renders it, in the draft view while this request is in draft mode (as readSiteRoute tells it). */
async function home() {
  const { items } = await getPageContent.cached(NORTHWIND.id, "/home", request.draft);
  return {
    section: items.flatMap((item) => (item.kind === "template" && item.id === SECTION ? [item.section.section_title] : []))[0],
    hero: items.flatMap((item) => (item.kind === "hero" ? [item.hero.title] : []))[0],
  };
}

async function openLink(url: string, host = HOST) {
  const token = url.split("/api/preview/")[1]!;
  return openRoute.GET(apiRequest(host, `/api/preview/${token}`), params({ token }));
}

beforeAll(async () => {
  app = await startAppStack();
  sectionRoute = await import("@/app/api/template-sections/[id]/route");
  heroRoute = await import("@/app/api/heroes/[id]/route");
  draftModeRoute = await import("@/app/api/draft-mode/route");
  changeSetRoute = await import("@/app/api/change-set/route");
  linksRoute = await import("@/app/api/change-set/preview-links/route");
  linkRoute = await import("@/app/api/change-set/preview-links/[id]/route");
  openRoute = await import("@/app/api/preview/[token]/route");
  ({ getPageContent } = await import("@/lib/sections/data"));
  ({ checkDraftView } = await import("@/lib/publishing/draft-view"));
  admin = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
  acmeAdmin = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
});

afterAll(async () => {
  await app?.close();
});

describe("the draft view", () => {
  it("shows the site with the change set applied only in draft mode, for the one who turned it on here", async () => {
    const live = await home();
    expect((await draftModeRoute.PUT(apiRequest(HOST, "/api/draft-mode", { method: "PUT", token: admin, body: { on: true } }))).status).toBe(200);
    expect(request.draft).toBe(true);
    expect(await checkDraftView("localhost", NORTHWIND.id)).toBe("editor");
    // A grant is for the host it was given on: Acme's pages do not open with it.
    expect(await checkDraftView("acme.localhost", ACME.id)).toBe("invalid");

    await draft(sectionRoute, "/api/template-sections", SECTION, { section_title: "Our relaunch" });
    await draft(heroRoute, "/api/heroes", NORTHWIND.hero, { title: "A new chapter" });
    expect(await home()).toEqual({ section: "Our relaunch", hero: "A new chapter" });

    request.draft = false;
    expect(await home()).toEqual(live);
  });

  it("opens through a preview link without an account, until the link is revoked", async () => {
    request.draft = false;
    request.cookies.clear();
    const created = await linksRoute.POST(apiRequest(HOST, "/api/change-set/preview-links", { method: "POST", token: admin }));
    expect(created.status).toBe(201);
    const link = await created.json();
    expect(link.url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/preview\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(link.expires_at) - Date.now()).toBeGreaterThan(23 * 3_600_000);

    // On another organisation's host the token opens nothing.
    expect((await openLink(link.url, ACME_HOST)).status).toBe(404);
    const opened = await openLink(link.url);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/");
    expect(request.draft).toBe(true);
    expect(await checkDraftView("localhost", NORTHWIND.id)).toBe("link");
    expect(await home()).toEqual({ section: "Our relaunch", hero: "A new chapter" });

    // Acme's admin cannot revoke it; Northwind's admin can, and then neither the link nor the view opens.
    expect((await linkRoute.DELETE(apiRequest(ACME_HOST, `/api/change-set/preview-links/${link.id}`, { method: "DELETE", token: acmeAdmin }), params({ id: link.id }))).status).toBe(404);
    request.draft = false;
    const listed = await linksRoute.GET(apiRequest(HOST, "/api/change-set/preview-links", { token: admin }));
    expect((await listed.json()).links).toEqual([expect.objectContaining({ id: link.id })]);
    expect((await linkRoute.DELETE(apiRequest(HOST, `/api/change-set/preview-links/${link.id}`, { method: "DELETE", token: admin }), params({ id: link.id }))).status).toBe(204);
    request.draft = true;
    expect(await checkDraftView("localhost", NORTHWIND.id)).toBe("invalid");
    expect((await openLink(link.url)).status).toBe(404);
  });

  it("refuses a malformed or unknown token, and an expired link", async () => {
    request.draft = false;
    request.cookies.clear();
    const unknown = "A".repeat(43);
    expect((await openRoute.GET(apiRequest(HOST, `/api/preview/${unknown}`), params({ token: unknown }))).status).toBe(404);
    expect((await openRoute.GET(apiRequest(HOST, "/api/preview/short"), params({ token: "short" }))).status).toBe(404);
    const created = await (await linksRoute.POST(apiRequest(HOST, "/api/change-set/preview-links", { method: "POST", token: admin }))).json();
    const { getPool } = await import("@/lib/db/pool");
    await getPool().query("update preview_links set expires_at = now() - interval '1 minute' where id = $1", [created.id]);
    expect((await openLink(created.url)).status).toBe(404);
  });

  it("leaves the live site as it was once draft mode is off and the changes discarded", async () => {
    request.draft = false;
    const live = await home();
    expect((await changeSetRoute.DELETE(apiRequest(HOST, "/api/change-set", { method: "DELETE", token: admin }))).status).toBe(204);
    expect((await draftModeRoute.PUT(apiRequest(HOST, "/api/draft-mode", { method: "PUT", token: admin, body: { on: false } }))).status).toBe(200);
    expect(request.draft).toBe(false);
    expect(request.cookies.has("site_preview")).toBe(false);
    expect(await home()).toEqual(live);
  });
});
