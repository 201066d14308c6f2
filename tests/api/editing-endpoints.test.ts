import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// The one save path, through PATCH /api/template-sections/{id} and the revision endpoints: the admin level
// (401, 403), zod (400), versions (428, 412) and revisions (history, undo, redo, restore).
// Outside a Next server there is no cache to revalidate: the tags are recorded instead.
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ revalidateTag: (tag: string) => revalidated.push(tag) }));

let app: AppStack;
let sectionRoute: typeof import("@/app/api/template-sections/[id]/route");
let historyRoute: typeof import("@/app/api/revisions/route");
let undoRoute: typeof import("@/app/api/revisions/[id]/undo/route");
let redoRoute: typeof import("@/app/api/revisions/[id]/redo/route");
let restoreRoute: typeof import("@/app/api/revisions/[id]/restore/route");
let adminToken: string;

const HOST = "localhost:3000";
const SECTION = NORTHWIND.sections[2];
const params = (id: string | number) => ({ params: Promise.resolve({ id: String(id) }) });

interface Init {
  token?: string;
  body?: unknown;
  ifMatch?: string;
  origin?: string;
  host?: string;
}

function patch(id: string, { token = adminToken, body, ifMatch, origin, host = HOST }: Init) {
  const request = apiRequest(host, `/api/template-sections/${id}`, { method: "PATCH", token, body, origin });
  if (ifMatch !== undefined) request.headers.set("if-match", ifMatch);
  return sectionRoute.PATCH(request, params(id));
}

async function current(id = SECTION) {
  const response = await sectionRoute.GET(apiRequest(HOST, `/api/template-sections/${id}`, { token: adminToken }), params(id));
  expect(response.status).toBe(200);
  return { row: await response.json(), etag: response.headers.get("etag")! };
}

const post = (route: { POST: typeof undoRoute.POST }, id: number, init: { ifMatch?: string } = {}) => {
  const request = apiRequest(HOST, `/api/revisions/${id}/x`, { method: "POST", token: adminToken });
  if (init.ifMatch) request.headers.set("if-match", init.ifMatch);
  return route.POST(request, params(id));
};

beforeAll(async () => {
  app = await startAppStack();
  sectionRoute = await import("@/app/api/template-sections/[id]/route");
  historyRoute = await import("@/app/api/revisions/route");
  undoRoute = await import("@/app/api/revisions/[id]/undo/route");
  redoRoute = await import("@/app/api/revisions/[id]/redo/route");
  restoreRoute = await import("@/app/api/revisions/[id]/restore/route");
  adminToken = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
});

afterAll(async () => {
  await app?.close();
});

describe("the admin level", () => {
  it("answers 401 with the spec's message without a session", async () => {
    const response = await patch(SECTION, { token: "", body: { section_title: "x" }, ifMatch: '"1"' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "unauthorized", message: "No active session found. Please log in again." } });
  });

  it("answers 401 for an expired or forged token", async () => {
    const forged = `${adminToken.slice(0, -4)}AAAA`;
    expect((await patch(SECTION, { token: forged, body: { section_title: "x" }, ifMatch: '"1"' })).status).toBe(401);
  });

  it("answers 403 to a customer and to another organisation's admin", async () => {
    const customer = await app.signIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer);
    const acmeAdmin = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
    for (const token of [customer, acmeAdmin]) {
      const response = await patch(SECTION, { token, body: { section_title: "Taken over" }, ifMatch: '"1"' });
      expect(response.status).toBe(403);
    }
    expect((await current()).row.section_title).not.toBe("Taken over");
  });

  it("answers 404 for another organisation's section, whatever the admin's rights there", async () => {
    expect((await patch(ACME.sections[0], { body: { section_title: "Mine now" }, ifMatch: '"1"' })).status).toBe(404);
    expect((await patch("not-a-uuid", { body: { section_title: "x" }, ifMatch: '"1"' })).status).toBe(404);
  });

  it("refuses a cross-site request", async () => {
    const response = await patch(SECTION, { body: { section_title: "x" }, ifMatch: '"1"', origin: "http://evil.example" });
    expect(response.status).toBe(403);
  });
});

describe("bad input", () => {
  it.each([
    ["malformed JSON", "{not json"],
    ["a wrong type", { grid_columns: "three" }],
    ["an unknown field", { section_title: "x", organization_id: ACME.id }],
    ["an out-of-range value", { grid_columns: 9 }],
    ["an unknown language", { section_title_translation: { xx: "Hola" } }],
  ])("answers 400 with field messages for %s, and writes nothing", async (_name, body) => {
    const before = await current();
    const response = await patch(SECTION, { body, ifMatch: before.etag });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("bad_request");
    expect((await current()).etag).toBe(before.etag);
  });
});

describe("versions", () => {
  it("answers 428 without If-Match", async () => {
    const response = await patch(SECTION, { body: { section_title: "No version" } });
    expect(response.status).toBe(428);
    expect((await response.json()).error.code).toBe("precondition_required");
  });

  it("saves from the current version, answers the next as the ETag, and leaves a revision", async () => {
    const { etag } = await current();
    const response = await patch(SECTION, { body: { section_title: "How we deliver" }, ifMatch: etag });
    expect(response.status).toBe(200);
    const saved = await response.json();
    expect(saved.section_title).toBe("How we deliver");
    expect(response.headers.get("etag")).toBe(`"${Number(JSON.parse(etag)) + 1}"`);
    expect(saved.revision_id).toEqual(expect.any(Number));
    expect(revalidated).toEqual(expect.arrayContaining([`org-${NORTHWIND.id}`, `org-${NORTHWIND.id}:page:${saved.url_page}`]));
  });

  it("answers a stale version 412 with the row as it stands and who changed it", async () => {
    const { etag } = await current();
    await patch(SECTION, { body: { section_description: "First admin's words" }, ifMatch: etag });
    const response = await patch(SECTION, { body: { section_description: "Second admin's words" }, ifMatch: etag });
    expect(response.status).toBe(412);
    const { error } = await response.json();
    expect(error.code).toBe("precondition_failed");
    expect(error.current.section_description).toBe("First admin's words");
    expect(error.changed_by).toMatchObject({ id: NORTHWIND.admin.id, fields: ["section_description"] });
  });

  it("keeps the version when a save changes nothing", async () => {
    const { row, etag } = await current();
    const response = await patch(SECTION, { body: { section_title: row.section_title }, ifMatch: etag });
    expect(response.headers.get("etag")).toBe(etag);
    expect((await response.json()).revision_id).toBeNull();
  });
});

describe("revisions", () => {
  it("list an entity's history, undo and redo a change, and restore an older state", async () => {
    const { etag } = await current();
    const saved = await (await patch(SECTION, { body: { section_title: "Undo me" }, ifMatch: etag })).json();
    const historyRequest = apiRequest(HOST, `/api/revisions?entity=template_section&entity_id=${SECTION}`, { token: adminToken });
    const history = await (await historyRoute.GET(historyRequest)).json();
    expect(history[0]).toMatchObject({ id: saved.revision_id, action: "update", changed_fields: ["section_title"] });

    const undone = await (await post(undoRoute, saved.revision_id)).json();
    expect(undone.section_title).not.toBe("Undo me");
    const redone = await (await post(redoRoute, undone.revision_id)).json();
    expect(redone.section_title).toBe("Undo me");

    // Undoing the first change again is stale now: the section moved on since.
    expect((await post(undoRoute, saved.revision_id)).status).toBe(412);

    const restored = await post(restoreRoute, undone.revision_id, { ifMatch: `"${redone.version}"` });
    expect((await restored.json()).section_title).toBe(undone.section_title);
  });

  it("are not found for another organisation's admin", async () => {
    const acmeAdmin = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
    const request = apiRequest("acme.localhost:3000", `/api/revisions?entity=template_section&entity_id=${SECTION}`, { token: acmeAdmin });
    expect(await (await historyRoute.GET(request)).json()).toEqual([]);
  });
});

describe.each([
  { name: "PATCH /api/metrics/{id}", module: () => import("@/app/api/metrics/[id]/route"), own: NORTHWIND.metrics[0], foreign: ACME.metrics[0], change: { title: "Retail and consumer" }, versionRequired: false },
  { name: "PATCH /api/heroes/{id}", module: () => import("@/app/api/heroes/[id]/route"), own: NORTHWIND.hero, foreign: ACME.hero, change: { title: "Clear answers to hard questions" }, versionRequired: true },
  {
    name: "PATCH /api/template-heading-sections/{id}",
    module: () => import("@/app/api/template-heading-sections/[id]/route"),
    own: NORTHWIND.homeHeadings[0],
    foreign: ACME.homeHeadings[0],
    change: { name: "What we stand for" },
    versionRequired: true,
  },
])("$name", ({ module, own, foreign, change, versionRequired }) => {
  const send = async (id: string, init: { token?: string; body?: unknown; ifMatch?: string }) => {
    const route = await module();
    const request = apiRequest(HOST, `/api/x/${id}`, { method: "PATCH", token: init.token ?? adminToken, body: init.body });
    if (init.ifMatch) request.headers.set("if-match", init.ifMatch);
    return route.PATCH(request, params(id));
  };
  const etag = async () => {
    const route = await module();
    return (await route.GET(apiRequest(HOST, `/api/x/${own}`, { token: adminToken }), params(own))).headers.get("etag")!;
  };

  it("answers 401 without a session and 403 to a customer", async () => {
    expect((await send(own, { token: "", body: change, ifMatch: await etag() })).status).toBe(401);
    const customer = await app.signIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer);
    expect((await send(own, { token: customer, body: change, ifMatch: await etag() })).status).toBe(403);
  });

  it("answers 400 for an unknown field and 404 for another organisation's row", async () => {
    expect((await send(own, { body: { ...change, organization_id: ACME.id }, ifMatch: await etag() })).status).toBe(400);
    expect((await send(foreign, { body: change, ifMatch: '"1"' })).status).toBe(404);
  });

  it(`answers ${versionRequired ? "428" : "200 (the spec's call carries no version)"} without If-Match, and 412 when stale`, async () => {
    const first = await etag();
    const without = await send(own, { body: change });
    expect(without.status).toBe(versionRequired ? 428 : 200);
    const saved = await send(own, { body: { ...change, ...Object.fromEntries(Object.keys(change).map((k) => [k, `${k} ${Date.now()}`])) }, ifMatch: await etag() });
    expect(saved.status).toBe(200);
    expect((await send(own, { body: change, ifMatch: first })).status).toBe(412);
  });
});
