import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// The metrics area of the template section editor (issue 13 scope 2): the organisation's metric library,
// creating a card, changing one field without If-Match (spec 001 §7), and deleting a card everywhere.
vi.mock("next/cache", () => ({ revalidateTag: () => undefined }));

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
interface Init {
  method?: string;
  token?: string;
  body?: unknown;
  ifMatch?: string;
  params?: Record<string, string>;
}

let app: AppStack;
let adminToken: string;
let customerToken: string;
let acmeAdminToken: string;
const HOST = "localhost:3000";

function call(handler: unknown, { method = "GET", token = adminToken, body, ifMatch, params = {} }: Init = {}) {
  const request = apiRequest(HOST, "/api/x", { method, token, body });
  if (ifMatch !== undefined) request.headers.set("if-match", ifMatch);
  return (handler as Handler)(request, { params: Promise.resolve(params) });
}

const library = async () => call((await import("@/app/api/metrics/route")).GET);
const metricRoute = async () => import("@/app/api/metrics/[id]/route");
const sectionCards = async () => import("@/app/api/template-sections/[id]/metrics/route");

async function cardsOf(sectionId: string) {
  const response = await call((await sectionCards()).GET, { params: { id: sectionId } });
  return { etag: response.headers.get("etag") ?? "", ids: ((await response.json()) as { metric_ids: string[] }).metric_ids };
}

async function addCard(sectionId: string, metricId: string) {
  const { etag, ids } = await cardsOf(sectionId);
  const response = await call((await sectionCards()).PUT, { method: "PUT", params: { id: sectionId }, body: { metric_ids: [...ids, metricId] }, ifMatch: etag });
  expect(response.status).toBe(200);
}

async function createMetric(title: string) {
  const response = await call((await import("@/app/api/metrics/route")).POST, { method: "POST", body: { title, description: "Made by a test" } });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; version: number };
}

beforeAll(async () => {
  app = await startAppStack();
  adminToken = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
  customerToken = await app.signIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer);
  acmeAdminToken = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
});

afterAll(async () => {
  await app?.close();
});

describe("GET /api/metrics", () => {
  it("answers 401 without a session, and 403 to a customer and to another organisation's admin", async () => {
    const { GET } = await import("@/app/api/metrics/route");
    expect((await call(GET, { token: "" })).status).toBe(401);
    expect((await call(GET, { token: customerToken })).status).toBe(403);
    expect((await call(GET, { token: acmeAdminToken })).status).toBe(403);
  });

  it("lists every metric of the site's organisation, never another organisation's, and is not cached", async () => {
    const response = await library();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const { metrics: rows } = (await response.json()) as { metrics: { id: string; organization_id: string; title: string; version: number }[] };
    const ids = rows.map((row) => row.id);
    for (const id of NORTHWIND.metrics) expect(ids).toContain(id);
    for (const id of ACME.metrics) expect(ids).not.toContain(id);
    expect(rows.every((row) => row.organization_id === NORTHWIND.id)).toBe(true);
    expect(rows[0]).toMatchObject({ title: expect.any(String), version: expect.any(Number) });
  });

  it("includes a new metric that is in no section yet", async () => {
    const created = await createMetric(`Library card ${Date.now()}`);
    const { metrics: rows } = (await (await library()).json()) as { metrics: { id: string }[] };
    expect(rows.map((row) => row.id)).toContain(created.id);
  });
});

describe("metric cards", () => {
  it("refuses a new metric without a title or a description (spec 001 §5)", async () => {
    const { POST } = await import("@/app/api/metrics/route");
    for (const body of [{ title: "Only a title" }, { description: "Only a description" }]) {
      const response = await call(POST, { method: "POST", body });
      expect(response.status).toBe(400);
    }
  });

  it("changes one field without If-Match, and refuses a javascript: image", async () => {
    const created = await createMetric(`Patch card ${Date.now()}`);
    const { PATCH, GET } = await metricRoute();
    expect((await call(PATCH, { method: "PATCH", params: { id: created.id }, body: { is_card_type: true } })).status).toBe(200);
    expect((await call(PATCH, { method: "PATCH", params: { id: created.id }, body: { image: "javascript:alert(1)" } })).status).toBe(400);
    const row = await (await call(GET, { params: { id: created.id } })).json();
    expect(row).toMatchObject({ is_card_type: true, image: null });
  });

  it("refuses another organisation's metric in a section, and changes nothing", async () => {
    const section = NORTHWIND.sections[2];
    const before = await cardsOf(section);
    const response = await call((await sectionCards()).PUT, { method: "PUT", params: { id: section }, body: { metric_ids: [...before.ids, ACME.metrics[0]] }, ifMatch: before.etag });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await cardsOf(section)).ids).toEqual(before.ids);
  });

  it("deletes a metric from every section that shows it, in one request", async () => {
    const created = await createMetric(`Shared card ${Date.now()}`);
    const [first, second] = [NORTHWIND.sections[3], NORTHWIND.sections[4]];
    await addCard(first, created.id);
    await addCard(second, created.id);
    const { GET, DELETE } = await metricRoute();
    const etag = (await call(GET, { params: { id: created.id } })).headers.get("etag")!;
    expect((await call(DELETE, { method: "DELETE", params: { id: created.id }, ifMatch: etag })).status).toBe(200);

    expect((await cardsOf(first)).ids).not.toContain(created.id);
    expect((await cardsOf(second)).ids).not.toContain(created.id);
    const { metrics: rows } = (await (await library()).json()) as { metrics: { id: string }[] };
    expect(rows.map((row) => row.id)).not.toContain(created.id);
  });
});
