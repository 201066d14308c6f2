import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// The banner dismissal endpoint, called with real Requests against the embedded auth API and a seeded database.
let app: AppStack;
let dismissalsRoute: typeof import("@/app/api/banners/dismissals/route");

const NORTHWIND_HOST = "localhost:3000";

const request = apiRequest;

const signIn = (email: string, password: string) => app.signIn(email, password);

const PATH = "/api/banners/dismissals";

beforeAll(async () => {
  app = await startAppStack();
  dismissalsRoute = await import("@/app/api/banners/dismissals/route");
});

afterAll(async () => {
  await app?.close();
});

describe("GET and POST /api/banners/dismissals", () => {
  it("answers 401 without a session (anonymous dismissals stay in the browser)", async () => {
    expect((await dismissalsRoute.GET(request(NORTHWIND_HOST, PATH))).status).toBe(401);
    expect((await dismissalsRoute.POST(request(NORTHWIND_HOST, PATH, { method: "POST", body: { banner_id: NORTHWIND.banners.top } }))).status).toBe(401);
  });

  it("dismisses a closable banner for its stored duration and lists it", async () => {
    const token = await signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
    const before = Date.now();
    const response = await dismissalsRoute.POST(request(NORTHWIND_HOST, PATH, { method: "POST", token, body: { banner_id: NORTHWIND.banners.top } }));
    expect(response.status).toBe(200);
    const { dismissed_until } = await response.json();
    // The seeded banner says '3 days'.
    expect(Date.parse(dismissed_until) - before).toBeGreaterThanOrEqual(3 * 86_400_000 - 1000);
    expect(Date.parse(dismissed_until) - before).toBeLessThan(3 * 86_400_000 + 60_000);
    const list = await (await dismissalsRoute.GET(request(NORTHWIND_HOST, PATH, { token }))).json();
    expect(list.dismissals).toEqual([{ banner_id: NORTHWIND.banners.top, dismissed_until }]);
  });

  it("refuses permanent banners, another organisation's banners and bad bodies", async () => {
    const token = await signIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer);
    const post = (body: unknown) => dismissalsRoute.POST(request(NORTHWIND_HOST, PATH, { method: "POST", token, body }));
    expect((await post({ banner_id: NORTHWIND.banners.bottom })).status).toBe(400);
    expect((await post({ banner_id: ACME.banners.top })).status).toBe(404);
    const bad = await post({ banner_id: "nope" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty("banner_id");
  });
});
