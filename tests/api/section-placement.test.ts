import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// New sections land where the admin clicked the plus, in one transaction with the page's layout; a section's
// metric cards are added, reordered and removed as one versioned list.
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ revalidateTag: (tag: string) => revalidated.push(tag) }));

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
interface Item {
  kind: string;
  id: string;
}

let app: AppStack;
let adminToken: string;
const HOST = "localhost:3000";

function send(handler: unknown, { method = "POST", params = {}, body, ifMatch, token = adminToken, query = "" }: { method?: string; params?: Record<string, string>; body?: unknown; ifMatch?: string; token?: string; query?: string }) {
  const request = apiRequest(HOST, `/api/x${query}`, { method, token, body });
  if (ifMatch) request.headers.set("if-match", ifMatch);
  return (handler as Handler)(request, { params: Promise.resolve(params) });
}

async function layout(urlPage = "/home"): Promise<Item[]> {
  const { GET } = await import("@/app/api/page-layout/route");
  return (await (await send(GET, { method: "GET", query: `?url_page=${urlPage}` })).json()).items;
}

const createSection = async (body: unknown, token = adminToken) => send((await import("@/app/api/template-sections/route")).POST, { body, token });

beforeAll(async () => {
  app = await startAppStack();
  adminToken = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
});

afterAll(async () => {
  await app?.close();
});

describe("POST /api/template-sections", () => {
  it("creates the section after the one named, on that page, and undo takes both back", async () => {
    const before = await layout();
    const created = await createSection({ section_title: "Our numbers", section_type: "general", url_page: "/", after: before[1] });
    expect(created.status).toBe(201);
    const row = await created.json();
    expect(row).toMatchObject({ section_title: "Our numbers", url_page: "/home", organization_id: NORTHWIND.id });
    expect(await layout()).toEqual([before[0], before[1], { kind: "template_section", id: row.id }, ...before.slice(2)]);
    expect(revalidated).toContain(`org-${NORTHWIND.id}:page:/home`);

    const { POST: undo } = await import("@/app/api/revisions/[id]/undo/route");
    expect((await send(undo, { params: { id: String(row.revision_id) }, body: {} })).status).toBe(200);
    expect(await layout()).toEqual(before);
  });

  it("puts a section first without `after`, and on a page that has none yet", async () => {
    const page = `/careers-${Date.now()}`;
    const created = await createSection({ section_title: "Join us", url_page: page });
    expect(created.status).toBe(201);
    expect(await layout(page)).toEqual([{ kind: "template_section", id: (await created.json()).id }]);
  });

  it("refuses a place that is not on the page, bad fields, and a customer, storing nothing", async () => {
    const before = await layout();
    expect((await createSection({ section_title: "Lost", url_page: "/home", after: { kind: "template_section", id: ACME.sections[0] } })).status).toBe(400);
    expect((await createSection({ section_title: "Wide", url_page: "/home", grid_columns: 9 })).status).toBe(400);
    expect((await createSection({ section_title: "x", url_page: "/home", organization_id: ACME.id })).status).toBe(400);
    const customer = await app.signIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer);
    expect((await createSection({ section_title: "Mine", url_page: "/home" }, customer)).status).toBe(403);
    expect(await layout()).toEqual(before);
  });

  it("requires a heading section's name and description", async () => {
    const { POST } = await import("@/app/api/template-heading-sections/route");
    expect((await send(POST, { body: { url_page: "/home", description_text: "Text" } })).status).toBe(400);
    const created = await send(POST, { body: { url_page: "/home", name: "What we value", description_text: "Plain talk." } });
    expect(created.status).toBe(201);
    expect((await layout())[0]).toEqual({ kind: "heading_section", id: (await created.json()).id });
  });
});

describe("a section's metric cards", () => {
  const route = async () => import("@/app/api/template-sections/[id]/metrics/route");
  const section = NORTHWIND.sections[0];
  const cards = async () => {
    const response = await send((await route()).GET, { method: "GET", params: { id: section } });
    return { etag: response.headers.get("etag")!, ids: (await response.json()).metric_ids as string[] };
  };
  const put = async (ids: string[], ifMatch?: string) => send((await route()).PUT, { method: "PUT", params: { id: section }, body: { metric_ids: ids }, ifMatch });

  it("reorders from the version the admin saw, and a stale reorder gets 412", async () => {
    const before = await cards();
    expect(before.ids.length).toBeGreaterThan(1);
    const moved = [before.ids[before.ids.length - 1], ...before.ids.slice(0, -1)];
    expect((await put(moved)).status).toBe(428);
    expect((await put(moved, before.etag)).status).toBe(200);
    expect((await cards()).ids).toEqual(moved);
    expect((await put(before.ids, before.etag)).status).toBe(412);
  });

  it("refuses another organisation's metric and a card twice", async () => {
    const before = await cards();
    expect((await put([...before.ids, ACME.metrics[0]], before.etag)).status).toBe(400);
    expect((await put([...before.ids, before.ids[0]], before.etag)).status).toBe(400);
    expect((await cards()).ids).toEqual(before.ids);
  });

  it("creates a library metric only with a title and a description, and deleting one removes it from every section", async () => {
    const { POST } = await import("@/app/api/metrics/route");
    expect((await send(POST, { body: { title: "Only a title" } })).status).toBe(400);
    const metric = await (await send(POST, { body: { title: "Net promoter score", description: "72 across clients" } })).json();
    const first = await cards();
    expect((await put([...first.ids, metric.id], first.etag)).status).toBe(200);

    const item = await import("@/app/api/metrics/[id]/route");
    const removed = await send(item.DELETE, { method: "DELETE", params: { id: metric.id }, ifMatch: '"1"' });
    expect(removed.status).toBe(200);
    expect((await cards()).ids).not.toContain(metric.id);
  });
});
