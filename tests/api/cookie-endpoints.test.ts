import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthStack } from "../helpers/auth-stack";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// The cookie endpoints, called with real Requests against the embedded auth API and a seeded database.
let stack: AuthStack;
let app: AppStack;
let categoriesRoute: typeof import("@/app/api/cookies/categories/route");
let consentRoute: typeof import("@/app/api/cookies/consent/route");

const NORTHWIND_HOST = "localhost:3000";
const ACME_HOST = "acme.localhost:3000";

const request = apiRequest;

const signIn = (email: string, password: string) => app.signIn(email, password);

const consentPath = (orgId: string) => `/api/cookies/consent?organization_id=${orgId}`;
const northwindServices = NORTHWIND.cookieServices;
const essentialServices = northwindServices.slice(0, 2);

beforeAll(async () => {
  app = await startAppStack();
  stack = app.auth;
  categoriesRoute = await import("@/app/api/cookies/categories/route");
  consentRoute = await import("@/app/api/cookies/consent/route");
});

afterAll(async () => {
  await app?.close();
});

describe("GET /api/cookies/categories", () => {
  it("lists the host's categories with their active services only", async () => {
    const response = await categoriesRoute.GET(request(NORTHWIND_HOST, "/api/cookies/categories"));
    expect(response.status).toBe(200);
    const categories: { id: string; name: string; is_essential: boolean; description_en: string | null; cookie_service: { id: string }[] }[] =
      await response.json();
    expect(categories.map((c) => c.id)).toEqual(Object.values(NORTHWIND.cookieCategories));
    expect(categories[0]).toMatchObject({ name: "Essential", is_essential: true });
    expect(categories[0].description_en).toContain("Needed for the site to work");
    const serviceIds = categories.flatMap((c) => c.cookie_service.map((s) => s.id));
    expect(serviceIds.sort()).toEqual([...northwindServices].sort());
    expect(serviceIds).not.toContain(NORTHWIND.inactiveCookieService);
  });

  it("never returns another organisation's categories", async () => {
    const categories: { id: string; cookie_service: { id: string }[] }[] = await (
      await categoriesRoute.GET(request(ACME_HOST, "/api/cookies/categories?locale=es"))
    ).json();
    const ids = categories.flatMap((c) => [c.id, ...c.cookie_service.map((s) => s.id)]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect([...Object.values(ACME.cookieCategories), ...ACME.cookieServices]).toContain(id);
  });

  it("answers 400 with a field message for an unknown locale", async () => {
    const response = await categoriesRoute.GET(request(NORTHWIND_HOST, "/api/cookies/categories?locale=xx"));
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty("locale");
  });
});

describe("POST and GET /api/cookies/consent", () => {
  it("rejects bad bodies with 400 and a message per field", async () => {
    const cases: [unknown, string[]][] = [
      [{}, ["consent_given", "services", "organization_id"]],
      [{ consent_given: "yes", services: ["x"], organization_id: NORTHWIND.id }, ["consent_given", "services.0"]],
      [{ consent_given: true, services: [ACME.cookieServices[2]], organization_id: NORTHWIND.id }, ["services"]],
    ];
    for (const [body, fields] of cases) {
      const response = await consentRoute.POST(request(NORTHWIND_HOST, "/api/cookies/consent", { method: "POST", body }));
      expect(response.status).toBe(400);
      expect(Object.keys((await response.json()).error.fields)).toEqual(expect.arrayContaining(fields));
    }
    const notJson = await consentRoute.POST(request(NORTHWIND_HOST, "/api/cookies/consent", { method: "POST", body: "{" }));
    expect(notJson.status).toBe(400);
  });

  it("refuses an organization_id that is not the host's", async () => {
    const post = await consentRoute.POST(
      request(NORTHWIND_HOST, "/api/cookies/consent", { method: "POST", body: { consent_given: true, services: [], organization_id: ACME.id } }),
    );
    expect(post.status).toBe(403);
    expect((await consentRoute.GET(request(NORTHWIND_HOST, consentPath(ACME.id)))).status).toBe(403);
    expect((await consentRoute.GET(request(NORTHWIND_HOST, "/api/cookies/consent"))).status).toBe(400);
  });

  it("gives a new visitor the essential services only", async () => {
    const body = await (await consentRoute.GET(request(NORTHWIND_HOST, consentPath(NORTHWIND.id)))).json();
    expect(body).toEqual({ services: expect.arrayContaining(essentialServices), consent_given: null });
    expect(body.services).toHaveLength(2);
  });

  it("records an anonymous choice with a visitor id cookie and returns it on GET", async () => {
    const analytics = northwindServices[2];
    const response = await consentRoute.POST(
      request(NORTHWIND_HOST, "/api/cookies/consent", { method: "POST", body: { consent_given: true, services: [analytics], organization_id: NORTHWIND.id } }),
    );
    expect(response.status).toBe(201);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^consent_visitor_id=[0-9a-f-]{36}; .*HttpOnly/);
    const visitor = cookie.split(";")[0];
    const back = await (await consentRoute.GET(request(NORTHWIND_HOST, consentPath(NORTHWIND.id), { cookie: visitor }))).json();
    expect(back.consent_given).toBe(true);
    // Essential services are always part of a record.
    expect([...back.services].sort()).toEqual([...essentialServices, analytics].sort());
    const row = await stack.db.query<{ user_id: string | null; visitor_id: string }>(
      "select user_id, visitor_id from public.cookie_consent_records where visitor_id = $1",
      [visitor.split("=")[1]],
    );
    expect(row.rows).toEqual([{ user_id: null, visitor_id: visitor.split("=")[1] }]);
  });

  it("records a signed-in choice with the user and returns the latest one", async () => {
    const token = await signIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer);
    const seeded = await (await consentRoute.GET(request(NORTHWIND_HOST, consentPath(NORTHWIND.id), { token }))).json();
    expect(seeded.consent_given).toBe(true);
    const post = await consentRoute.POST(
      request(NORTHWIND_HOST, "/api/cookies/consent", { method: "POST", token, body: { consent_given: false, services: [], organization_id: NORTHWIND.id } }),
    );
    expect(post.status).toBe(201);
    const latest = await (await consentRoute.GET(request(NORTHWIND_HOST, consentPath(NORTHWIND.id), { token }))).json();
    expect(latest).toEqual({ consent_given: false, services: expect.arrayContaining(essentialServices) });
    const rows = await stack.db.query<{ n: number }>(
      "select count(*)::int as n from public.cookie_consent_records where user_id = $1 and consent_given = false",
      [NORTHWIND.customer.id],
    );
    expect(rows.rows[0].n).toBe(1);
  });
});
