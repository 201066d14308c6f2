import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST_SAVE_LOCKED_MESSAGE } from "@/lib/posts/lock/constants";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { NORTHWIND_HOST, putOrganization } from "../helpers/organization-api";
import { NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// The post editor's edit lease holds on every path that writes the post (issue 37, finding 3): undo, redo and
// History's Restore of the post's revisions, and the Blog tab of PUT /api/organizations/{orgId}, answer 423
// with the holder's name while another admin holds the lease, and leave the post as it was.
vi.mock("next/cache", () => ({ revalidateTag: () => undefined }));

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Routes = Record<string, Handler>;

const SLUG = "lease-every-path";
/** Oliver Grant, Northwind's customer in the seed, made its second admin for these tests. */
const OLIVER = NORTHWIND.customer;

let app: AppStack;
let nadia: string;
let oliver: string;
let postId: string;

const postRoute = async () => (await import("@/app/api/posts/[slug]/route")) as unknown as Routes;
const lockRoute = async () => (await import("@/app/api/posts/[slug]/lock/route")) as unknown as Routes;
const revisionRoutes = {
  undo: async () => (await import("@/app/api/revisions/[id]/undo/route")) as unknown as Routes,
  redo: async () => (await import("@/app/api/revisions/[id]/redo/route")) as unknown as Routes,
  restore: async () => (await import("@/app/api/revisions/[id]/restore/route")) as unknown as Routes,
};

async function post() {
  const { GET } = await postRoute();
  const response = await GET(apiRequest(NORTHWIND_HOST, `/api/posts/${SLUG}`, { token: nadia }), { params: Promise.resolve({ slug: SLUG }) });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; title: string; version: number; display_config: Record<string, unknown> };
}

async function patch(token: string, body: unknown): Promise<{ revision_id: number; version: number }> {
  const { PATCH } = await postRoute();
  const response = await PATCH(apiRequest(NORTHWIND_HOST, `/api/posts/${SLUG}`, { method: "PATCH", token, body }), { params: Promise.resolve({ slug: SLUG }) });
  expect(response.status).toBe(200);
  return response.json();
}

async function revision(action: "undo" | "redo" | "restore", id: number, token: string, ifMatch?: number) {
  const { POST } = await revisionRoutes[action]();
  const request = apiRequest(NORTHWIND_HOST, `/api/revisions/${id}/${action}`, { method: "POST", token, body: {} });
  if (ifMatch !== undefined) request.headers.set("if-match", `"${ifMatch}"`);
  return POST(request, { params: Promise.resolve({ id: String(id) }) });
}

async function lease(method: "POST" | "DELETE", token: string) {
  const handlers = await lockRoute();
  const response = await handlers[method](apiRequest(NORTHWIND_HOST, `/api/posts/${SLUG}/lock`, { method, token, body: method === "POST" ? {} : undefined }), {
    params: Promise.resolve({ slug: SLUG }),
  });
  expect(response.status).toBeLessThan(300);
}

/** The answer names Oliver as the holder, and the post is exactly as it was. */
async function expectRefusedByOliversLease(response: Response, before: Awaited<ReturnType<typeof post>>) {
  expect(response.status).toBe(423);
  expect(await response.json()).toEqual({
    error: { code: "locked", message: POST_SAVE_LOCKED_MESSAGE, lock: expect.objectContaining({ holder_id: OLIVER.id, holder_name: "Oliver Grant" }) },
  });
  expect(await post()).toEqual(before);
}

beforeAll(async () => {
  app = await startAppStack();
  await app.auth.db.query("update memberships set role = 'admin' where user_id = $1", [OLIVER.id]);
  nadia = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
  oliver = await app.signIn(OLIVER.email, SEED_PASSWORDS.customer);
  const { POST } = (await import("@/app/api/posts/route")) as unknown as Routes;
  const created = await POST(apiRequest(NORTHWIND_HOST, "/api/posts", { method: "POST", token: nadia, body: { slug: SLUG, title: "Lease on every path" } }), {
    params: Promise.resolve({}),
  });
  expect(created.status).toBe(201);
  postId = (await post()).id;
});

afterAll(async () => {
  await app?.close();
});

describe("while another admin holds the post's lease", () => {
  let first: { revision_id: number; version: number };
  let second: { revision_id: number; version: number };
  let undone: number;

  it("undo of the post's last change answers 423 with the holder and changes nothing", async () => {
    first = await patch(nadia, { title: "First title" });
    second = await patch(nadia, { title: "Second title" });
    await lease("POST", oliver);
    await expectRefusedByOliversLease(await revision("undo", second.revision_id, nadia), await post());
  });

  it("History's Restore of an earlier version answers 423 with the holder and changes nothing", async () => {
    const before = await post();
    await expectRefusedByOliversLease(await revision("restore", first.revision_id, nadia, before.version), before);
  });

  it("redo of an undo answers 423 with the holder and changes nothing", async () => {
    await lease("DELETE", oliver);
    const response = await revision("undo", second.revision_id, nadia);
    expect(response.status).toBe(200);
    undone = (await response.json()).revision_id;
    await lease("POST", oliver);
    await expectRefusedByOliversLease(await revision("redo", undone, nadia), await post());
  });

  it("the Blog tab of PUT /api/organizations/{orgId} answers 423 with the holder and changes nothing", async () => {
    const before = await post();
    const response = await putOrganization({
      token: nadia,
      host: NORTHWIND_HOST,
      orgId: NORTHWIND.id,
      body: { blog_posts: [{ id: postId, version: before.version, display_config: { ...before.display_config, is_displayed_first_page: true } }] },
    });
    await expectRefusedByOliversLease(response, before);
  });

  it("lets the holder redo, and the others again once the lease is released", async () => {
    const redone = await revision("redo", undone, oliver);
    expect(redone.status).toBe(200);
    expect((await post()).title).toBe("Second title");
    await lease("DELETE", oliver);
    const restored = await revision("restore", first.revision_id, nadia, (await post()).version);
    expect(restored.status).toBe(200);
    expect((await post()).title).toBe("First title");
  });
});
