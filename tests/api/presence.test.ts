import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// Presence (issue 40, item 6): who else has a page in edit mode, and which section's editor they have open. The
// heartbeat writes a row in Postgres and every instance reads it, so people on different servers see each other.
const HOST = "localhost:3000";
const ACME_HOST = "acme.localhost:3000";
const SECTION = `template_section:${NORTHWIND.sections[0]}`;

let app: AppStack;
let admin: string;
let editor: string;
let acmeAdmin: string;
let customer: string;
let presenceRoute: typeof import("@/app/api/presence/route");
let PRESENCE_TTL_MS: number;

const page = (urlPage: string) => `/api/presence?url_page=${encodeURIComponent(urlPage)}`;

const beat = (token: string, body: unknown, host = HOST) =>
  presenceRoute.PUT(apiRequest(host, "/api/presence", { method: "PUT", token, body }));

const leave = (token: string, urlPage: string) => presenceRoute.DELETE(apiRequest(HOST, page(urlPage), { method: "DELETE", token }));

const ask = (token: string | undefined, urlPage: string, host = HOST) => presenceRoute.GET(apiRequest(host, page(urlPage), { token }));

async function others(token: string, urlPage: string, host = HOST) {
  const response = await ask(token, urlPage, host);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return (await response.json()).people as { user_id: string; name: string | null; initials: string; since: string; section: string | null }[];
}

/** Moves a person's last heartbeat `ms` into the past, as if they had stopped sending it then. */
const lastSeen = (userId: string, ms: number) =>
  app.auth.db.query("update public.editing_presence set seen_at = now() - make_interval(secs => $1) where user_id = $2", [ms / 1000, userId]);

beforeAll(async () => {
  app = await startAppStack();
  presenceRoute = await import("@/app/api/presence/route");
  ({ PRESENCE_TTL_MS } = await import("@/lib/presence/constants"));
  admin = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
  editor = await app.signIn(NORTHWIND.editor.email, SEED_PASSWORDS.admin);
  acmeAdmin = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
  customer = await app.signIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer);
});

beforeEach(async () => {
  await app.auth.db.query("delete from public.editing_presence");
});

afterAll(async () => {
  await app?.close();
});

describe("presence on a page", () => {
  it("shows the admin's heartbeat on the home page to the editor at once, with name, initials and since", async () => {
    const before = Date.now();
    expect((await beat(admin, { url_page: "/", section: null })).status).toBe(204);

    const people = await others(editor, "/");
    expect(people).toEqual([{ user_id: NORTHWIND.admin.id, name: "Nadia Brooks", initials: "NB", since: expect.any(String), section: null }]);
    expect(Date.parse(people[0].since)).toBeGreaterThan(before - 60_000);
    // "/", "/home" and "/en/" are the same page.
    expect(await others(editor, "/en/home")).toHaveLength(1);
  });

  it("keeps since across heartbeats and shows the section named in the latest one", async () => {
    await beat(admin, { url_page: "/home", section: null });
    const [first] = await others(editor, "/home");
    await beat(admin, { url_page: "/home", section: SECTION });

    expect(await others(editor, "/home")).toEqual([{ ...first, section: SECTION }]);
    await beat(admin, { url_page: "/home", section: null });
    expect((await others(editor, "/home"))[0].section).toBeNull();
  });

  it("does not list the caller, nor people on another page", async () => {
    await beat(admin, { url_page: "/home", section: null });
    await beat(editor, { url_page: "/about", section: null });

    expect(await others(admin, "/home")).toEqual([]);
    expect((await others(editor, "/about")).map((person) => person.user_id)).toEqual([]);
    expect((await others(admin, "/about")).map((person) => person.name)).toEqual(["Maya Chen"]);
  });

  it("no longer lists someone whose last heartbeat is older than the TTL", async () => {
    await beat(admin, { url_page: "/home", section: SECTION });
    const [listed] = await others(editor, "/home");
    await lastSeen(NORTHWIND.admin.id, PRESENCE_TTL_MS + 500);

    expect(await others(editor, "/home")).toEqual([]);
    // Back within a minute (a tab that was hidden): listed again, since kept.
    await beat(admin, { url_page: "/home", section: null });
    expect(await others(editor, "/home")).toEqual([{ ...listed, section: null }]);
  });

  it("deletes rows unseen for a minute on anyone's next heartbeat", async () => {
    await beat(admin, { url_page: "/home", section: null });
    await lastSeen(NORTHWIND.admin.id, 61_000);
    await beat(editor, { url_page: "/about", section: null });

    const { rows } = await app.auth.db.query<{ user_id: string }>("select user_id from public.editing_presence");
    expect(rows).toEqual([{ user_id: NORTHWIND.editor.id }]);
  });

  it("forgets a person who leaves the page", async () => {
    await beat(admin, { url_page: "/home", section: SECTION });
    await beat(admin, { url_page: "/about", section: null });
    expect((await leave(admin, "/")).status).toBe(204);

    expect(await others(editor, "/home")).toEqual([]);
    expect(await others(editor, "/about")).toHaveLength(1);
  });
});

describe("who may see and send presence", () => {
  it("shows another organisation's admin nobody of Northwind on their own site, and refuses them on Northwind's", async () => {
    await beat(admin, { url_page: "/home", section: null });
    await beat(acmeAdmin, { url_page: "/home", section: null }, ACME_HOST);

    expect(await others(acmeAdmin, "/home", ACME_HOST)).toEqual([]);
    expect((await ask(acmeAdmin, "/home")).status).toBe(403);
    expect((await beat(acmeAdmin, { url_page: "/home", section: null })).status).toBe(403);
    expect((await others(editor, "/home")).map((person) => person.user_id)).toEqual([NORTHWIND.admin.id]);
  });

  it("refuses a customer (403) and a visitor without a session (401)", async () => {
    expect((await ask(customer, "/home")).status).toBe(403);
    expect((await beat(customer, { url_page: "/home", section: null })).status).toBe(403);
    expect((await ask(undefined, "/home")).status).toBe(401);
    const response = await presenceRoute.PUT(apiRequest(HOST, "/api/presence", { method: "PUT", body: { url_page: "/home", section: null } }));
    expect(response.status).toBe(401);
  });

  it("refuses bad input with 400", async () => {
    const missing = await presenceRoute.GET(apiRequest(HOST, "/api/presence", { token: editor }));
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toHaveProperty("url_page");

    const tooLong = await beat(editor, { url_page: "/home", section: `template_section:${"a".repeat(300)}` });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error.fields).toHaveProperty("section");

    expect((await beat(editor, { url_page: "/home" })).status).toBe(400);
    expect((await beat(editor, { url_page: "/home", section: "not a section" })).status).toBe(400);
    expect((await presenceRoute.DELETE(apiRequest(HOST, "/api/presence", { method: "DELETE", token: editor }))).status).toBe(400);
  });
});
