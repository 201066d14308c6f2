import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST_LOCK_MS } from "@/lib/posts/lock/constants";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// The post editor's edit lock (issue 15 scope 3; spec: "A hint about an edit lock lasts 5 minutes"): two admins
// of Northwind, a takeover, expiry, the 423 a save meets while someone else holds the lease, and another
// organisation that never sees or touches Northwind's leases.
// Outside a Next server there is no cache to revalidate: the tags are recorded instead.
vi.mock("next/cache", () => ({ revalidateTag: () => undefined }));

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Routes = Record<"GET" | "POST" | "PATCH" | "DELETE", Handler>;

interface Init {
  token?: string;
  body?: unknown;
  ifMatch?: string;
  host?: string;
}

const NORTHWIND_HOST = "localhost:3000";
const ACME_HOST = "acme.localhost:3000";
const SLUG = "lock-test-post";

let app: AppStack;
let lockRoute: Routes;
let postRoute: Routes;
let nadia: string;
let oliver: string;
let acmeAdmin: string;
let acmeCustomer: string;
/** Oliver Grant, Northwind's customer in the seed, made its second admin for these tests. */
const OLIVER = NORTHWIND.customer;

function call(handler: Handler, method: string, slug: string, { token = nadia, body, ifMatch, host = NORTHWIND_HOST }: Init = {}) {
  const request = apiRequest(host, `/api/posts/${slug}/lock`, { method, token, body });
  if (ifMatch !== undefined) request.headers.set("if-match", ifMatch);
  return handler(request, { params: Promise.resolve({ slug }) });
}

const lock = (method: "GET" | "POST" | "DELETE", init: Init & { slug?: string } = {}) => call(lockRoute[method], method, init.slug ?? SLUG, init);
const take = (token: string, body?: unknown) => lock("POST", { token, body });
const patchPost = (token: string, body: unknown = { description: `Saved at ${Date.now()}` }) => call(postRoute.PATCH, "PATCH", SLUG, { token, body });
const expireLeases = () => app.auth.db.query("update post_locks set since = now() - interval '10 minutes', expires_at = now() - interval '1 second'");

beforeAll(async () => {
  app = await startAppStack();
  await app.auth.db.query("update memberships set role = 'admin' where user_id = $1", [OLIVER.id]);
  lockRoute = (await import("@/app/api/posts/[slug]/lock/route")) as unknown as Routes;
  postRoute = (await import("@/app/api/posts/[slug]/route")) as unknown as Routes;
  nadia = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
  oliver = await app.signIn(OLIVER.email, SEED_PASSWORDS.customer);
  acmeAdmin = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
  acmeCustomer = await app.signIn(ACME.customer.email, SEED_PASSWORDS.customer);
  const { POST } = await import("@/app/api/posts/route");
  const created = await POST(apiRequest(NORTHWIND_HOST, "/api/posts", { method: "POST", token: nadia, body: { slug: SLUG, title: "Lock test" } }));
  expect(created.status).toBe(201);
});

afterAll(async () => {
  await app?.close();
});

describe("taking, renewing and releasing the lease", () => {
  it("reads no lease on a post nobody has open", async () => {
    const response = await lock("GET");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ lock: null, mine: false });
  });

  it("gives the first admin the lease for 5 minutes, with an empty body, and names them", async () => {
    const response = await take(nadia);
    expect(response.status).toBe(200);
    const { lock: held, mine } = await response.json();
    expect(mine).toBe(true);
    expect(held).toEqual({ holder_id: NORTHWIND.admin.id, holder_name: "Nadia Brooks", since: expect.any(String), expires_at: expect.any(String) });
    expect(Date.parse(held.expires_at) - Date.parse(held.since)).toBe(POST_LOCK_MS);
    expect(held.since).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("shows the second admin who is editing and since when, not as theirs", async () => {
    const { lock: held, mine } = await (await lock("GET", { token: oliver })).json();
    expect(mine).toBe(false);
    expect(held).toMatchObject({ holder_id: NORTHWIND.admin.id, holder_name: "Nadia Brooks" });
  });

  it("refuses the second admin the lease with 409 and the holder while it is live", async () => {
    for (const body of [undefined, { takeover: false }]) {
      const response = await take(oliver, body);
      expect(response.status).toBe(409);
      const answer = await response.json();
      expect(answer).toEqual({ error: { code: "conflict", message: expect.any(String), lock: expect.objectContaining({ holder_id: NORTHWIND.admin.id, holder_name: "Nadia Brooks" }) } });
    }
  });

  it("renews the holder's lease, keeping since and moving expires_at on", async () => {
    const before = (await (await lock("GET")).json()).lock;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const renewed = (await (await take(nadia, { takeover: false })).json()).lock;
    expect(renewed.since).toBe(before.since);
    expect(Date.parse(renewed.expires_at)).toBeGreaterThan(Date.parse(before.expires_at));
  });

  it("answers 423 with the holder to the other admin's PATCH and DELETE, and changes nothing", async () => {
    const before = await (await call(postRoute.GET, "GET", SLUG)).json();
    const patched = await patchPost(oliver, { title: "Oliver's title" });
    expect(patched.status).toBe(423);
    expect(await patched.json()).toEqual({ error: { code: "locked", message: expect.any(String), lock: expect.objectContaining({ holder_id: NORTHWIND.admin.id }) } });
    const deleted = await call(postRoute.DELETE, "DELETE", SLUG, { token: oliver, ifMatch: `"${before.version}"` });
    expect(deleted.status).toBe(423);
    const after = await (await call(postRoute.GET, "GET", SLUG)).json();
    expect(after).toMatchObject({ title: before.title, version: before.version });
  });

  it("lets the holder save, with the platform's version check still in force", async () => {
    const saved = await patchPost(nadia, { title: "Lock test, saved" });
    expect(saved.status).toBe(200);
    const { version } = await saved.json();
    expect((await call(postRoute.PATCH, "PATCH", SLUG, { token: nadia, body: { title: "Stale" }, ifMatch: `"${version - 1}"` })).status).toBe(412);
  });

  it("hands the lease over on takeover, with a new since, and then refuses the first admin's saves", async () => {
    const before = (await (await lock("GET")).json()).lock;
    const response = await take(oliver, { takeover: true });
    expect(response.status).toBe(200);
    const { lock: held, mine } = await response.json();
    expect(mine).toBe(true);
    expect(held).toMatchObject({ holder_id: OLIVER.id, holder_name: "Oliver Grant" });
    expect(Date.parse(held.since)).toBeGreaterThan(Date.parse(before.since));

    expect(await (await lock("GET")).json()).toEqual({ lock: held, mine: false });
    expect((await patchPost(nadia)).status).toBe(423);
    expect((await patchPost(oliver)).status).toBe(200);
  });

  it("releases only the caller's own lease", async () => {
    expect((await lock("DELETE", { token: nadia })).status).toBe(204);
    expect((await (await lock("GET")).json()).lock).toMatchObject({ holder_id: OLIVER.id });
    expect((await lock("DELETE", { token: oliver })).status).toBe(204);
    expect(await (await lock("GET")).json()).toEqual({ lock: null, mine: false });
    expect((await patchPost(nadia)).status).toBe(200);
  });

  it("names a holder without a profile name by their email", async () => {
    await app.auth.db.query("update profiles set full_name = null, username = null where id = $1", [OLIVER.id]);
    try {
      const { lock: held } = await (await take(oliver)).json();
      expect(held.holder_name).toBe(OLIVER.email);
    } finally {
      await app.auth.db.query("update profiles set full_name = 'Oliver Grant', username = 'oliver.grant' where id = $1", [OLIVER.id]);
      await lock("DELETE", { token: oliver });
    }
  });
});

describe("expiry", () => {
  it("reads an expired lease as none, lets others save, and gives it to the next admin from now", async () => {
    expect((await take(oliver)).status).toBe(200);
    await expireLeases();
    expect(await (await lock("GET")).json()).toEqual({ lock: null, mine: false });
    expect((await patchPost(nadia)).status).toBe(200);

    const response = await take(nadia);
    expect(response.status).toBe(200);
    const { lock: held } = await response.json();
    expect(held.holder_id).toBe(NORTHWIND.admin.id);
    expect(Date.parse(held.expires_at) - Date.parse(held.since)).toBe(POST_LOCK_MS);
    await lock("DELETE", { token: nadia });
  });

  it("starts a new since when the holder comes back after their own lease expired", async () => {
    await take(nadia);
    await expireLeases();
    const { lock: held } = await (await take(nadia)).json();
    expect(Date.parse(held.expires_at) - Date.parse(held.since)).toBe(POST_LOCK_MS);
    await lock("DELETE", { token: nadia });
  });
});

describe("who may ask, and about what", () => {
  it("answers 401 without a session and 403 to customers and to another organisation's admin", async () => {
    expect((await lock("GET", { token: "" })).status).toBe(401);
    for (const token of [acmeAdmin, acmeCustomer]) {
      for (const method of ["GET", "POST", "DELETE"] as const) expect((await lock(method, { token })).status).toBe(403);
    }
  });

  it("answers 404 for a post the site does not have, and for another organisation's", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      expect((await lock(method, { slug: "no-such-post" })).status).toBe(404);
      expect((await lock(method, { slug: "Not A Slug" })).status).toBe(404);
      // Acme's admin on Acme's site asking for a post only Northwind has.
      expect((await lock(method, { slug: SLUG, token: acmeAdmin, host: ACME_HOST })).status).toBe(404);
    }
  });

  it("keeps each organisation's leases apart, even for posts with the same slug", async () => {
    expect((await take(nadia, undefined)).status).toBe(200);
    expect((await lock("POST", { slug: "about" })).status).toBe(200);
    const acmeAbout = await lock("GET", { slug: "about", token: acmeAdmin, host: ACME_HOST });
    expect(await acmeAbout.json()).toEqual({ lock: null, mine: false });
    expect((await lock("POST", { slug: "about", token: acmeAdmin, host: ACME_HOST })).status).toBe(200);
    // Northwind's lease on its own "about" is untouched by Acme's.
    expect((await (await lock("GET", { slug: "about" })).json()).lock).toMatchObject({ holder_id: NORTHWIND.admin.id });
    const { rows } = await app.auth.db.query<{ organization_id: string; holder_id: string }>(
      "select l.organization_id, l.holder_id from post_locks l join blog_posts p on p.id = l.post_id where p.slug = 'about' order by 1",
    );
    expect(rows).toEqual([
      { organization_id: NORTHWIND.id, holder_id: NORTHWIND.admin.id },
      { organization_id: ACME.id, holder_id: ACME.admin.id },
    ]);
    await lock("DELETE", { slug: "about" });
    await lock("DELETE", { slug: "about", token: acmeAdmin, host: ACME_HOST });
    await lock("DELETE");
  });

  it.each([
    ["a wrong type", { takeover: "yes" }],
    ["an unknown field", { takeover: true, holder_id: NORTHWIND.customer.id }],
    ["malformed JSON", "{takeover"],
  ])("answers 400 to %s and takes nothing", async (_name, body) => {
    const response = await take(oliver, body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("bad_request");
    expect((await (await lock("GET")).json()).lock).toBeNull();
  });

  it("refuses a cross-site request", async () => {
    const request = apiRequest(NORTHWIND_HOST, `/api/posts/${SLUG}/lock`, { method: "POST", token: nadia, origin: "http://evil.example" });
    expect((await lockRoute.POST(request, { params: Promise.resolve({ slug: SLUG }) })).status).toBe(403);
  });
});
