import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LAST_OWNER_MESSAGE, MEMBER_ABOVE_OWN_MESSAGE, ROLE_ABOVE_OWN_MESSAGE } from "@/lib/memberships/mutations";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME_HOST, NORTHWIND_HOST } from "../helpers/organization-api";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// Issue 39, memberships: GET /api/sites, the members routes, and what an editor may and may not change.
vi.mock("next/cache", () => ({ revalidateTag: () => undefined }));

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let app: AppStack;
let owner: string;
let editor: string;
let customer: string;
let acmeOwner: string;

const members = () => import("@/app/api/organizations/[orgId]/members/route");
const member = () => import("@/app/api/organizations/[orgId]/members/[userId]/route");

async function listMembers(token: string | undefined, { host = NORTHWIND_HOST, orgId = NORTHWIND.id } = {}) {
  const { GET } = await members();
  return (GET as Handler)(apiRequest(host, `/api/organizations/${orgId}/members`, { token }), { params: Promise.resolve({ orgId }) });
}

async function changeMember(method: "PATCH" | "DELETE", token: string | undefined, userId: string, body?: unknown, { host = NORTHWIND_HOST, orgId = NORTHWIND.id } = {}) {
  const route = (await member())[method] as Handler;
  const request = apiRequest(host, `/api/organizations/${orgId}/members/${userId}`, { method, token, body });
  return route(request, { params: Promise.resolve({ orgId, userId }) });
}

async function roleOf(userId: string, orgId = NORTHWIND.id): Promise<string | null> {
  const { rows } = await app.auth.db.query<{ role: string }>("select role from memberships where organization_id = $1 and user_id = $2", [orgId, userId]);
  return rows[0]?.role ?? null;
}

const setRole = (userId: string, role: string) =>
  app.auth.db.query("update memberships set role = $1 where organization_id = $2 and user_id = $3", [role, NORTHWIND.id, userId]);

beforeAll(async () => {
  app = await startAppStack();
  owner = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
  editor = await app.signIn(NORTHWIND.editor.email, SEED_PASSWORDS.admin);
  customer = await app.signIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer);
  acmeOwner = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
});

afterAll(async () => {
  await app?.close();
});

describe("GET /api/sites", () => {
  const sites = async (token?: string, host = "app.localhost:3000") => {
    const { GET } = await import("@/app/api/sites/route");
    return (GET as Handler)(apiRequest(host, "/api/sites", { token }), { params: Promise.resolve({}) });
  };

  it("lists the caller's sites with their role, on any host; 401 without a session", async () => {
    expect((await sites()).status).toBe(401);
    const answer = await sites(owner);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect((await answer.json()).sites).toEqual([expect.objectContaining({ id: NORTHWIND.id, name: NORTHWIND.name, role: "owner" })]);
    expect((await (await sites(editor, NORTHWIND_HOST)).json()).sites).toEqual([expect.objectContaining({ id: NORTHWIND.id, role: "editor" })]);
  });
});

describe("GET /api/organizations/{orgId}/members", () => {
  it("shows the owner the team and customers with their roles", async () => {
    const response = await listMembers(owner);
    expect(response.status).toBe(200);
    const { members: list } = await response.json();
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user_id: NORTHWIND.admin.id, role: "owner", email: NORTHWIND.admin.email }),
        expect.objectContaining({ user_id: NORTHWIND.editor.id, role: "editor" }),
        expect.objectContaining({ user_id: NORTHWIND.customer.id, role: "customer" }),
      ]),
    );
    expect(list.some((row: { user_id: string }) => row.user_id === ACME.admin.id)).toBe(false);
  });

  it("answers 401 without a session, 403 to an editor, a customer, another site's owner and for another organisation, 404 for a bad id", async () => {
    expect((await listMembers(undefined)).status).toBe(401);
    expect((await listMembers(editor)).status).toBe(403);
    expect((await listMembers(customer)).status).toBe(403);
    expect((await listMembers(acmeOwner)).status).toBe(403);
    expect((await listMembers(acmeOwner, { host: ACME_HOST, orgId: NORTHWIND.id })).status).toBe(403);
    expect((await listMembers(owner, { orgId: "not-a-uuid" })).status).toBe(404);
  });
});

describe("PATCH and DELETE /api/organizations/{orgId}/members/{userId}", () => {
  it("lets the owner make a customer an editor and back", async () => {
    const promoted = await changeMember("PATCH", owner, NORTHWIND.customer.id, { role: "editor" });
    expect(promoted.status).toBe(200);
    expect((await promoted.json()).member).toEqual(expect.objectContaining({ role: "editor" }));
    expect(await roleOf(NORTHWIND.customer.id)).toBe("editor");
    expect((await changeMember("PATCH", owner, NORTHWIND.customer.id, { role: "customer" })).status).toBe(200);
  });

  it("refuses an admin a role above their own and a change to the owner, with clear messages, changing nothing", async () => {
    await setRole(NORTHWIND.editor.id, "admin");
    try {
      const admin = await app.signIn(NORTHWIND.editor.email, SEED_PASSWORDS.admin);
      const above = await changeMember("PATCH", admin, NORTHWIND.customer.id, { role: "owner" });
      expect(above.status).toBe(403);
      expect((await above.json()).error.message).toBe(ROLE_ABOVE_OWN_MESSAGE);
      const demote = await changeMember("PATCH", admin, NORTHWIND.admin.id, { role: "editor" });
      expect(demote.status).toBe(403);
      expect((await demote.json()).error.message).toBe(MEMBER_ABOVE_OWN_MESSAGE);
      expect((await changeMember("DELETE", admin, NORTHWIND.admin.id)).status).toBe(403);
      expect(await roleOf(NORTHWIND.customer.id)).toBe("customer");
      expect(await roleOf(NORTHWIND.admin.id)).toBe("owner");
    } finally {
      await setRole(NORTHWIND.editor.id, "editor");
    }
  });

  it("keeps the last owner: they can neither step down nor leave (409)", async () => {
    const stepDown = await changeMember("PATCH", owner, NORTHWIND.admin.id, { role: "admin" });
    expect(stepDown.status).toBe(409);
    expect((await stepDown.json()).error.message).toBe(LAST_OWNER_MESSAGE);
    expect((await changeMember("DELETE", owner, NORTHWIND.admin.id)).status).toBe(409);
    expect(await roleOf(NORTHWIND.admin.id)).toBe("owner");
  });

  it("answers 400 for an unknown role, 404 for someone who is not a member, 403 to an editor and across sites", async () => {
    expect((await changeMember("PATCH", owner, NORTHWIND.customer.id, { role: "superuser" })).status).toBe(400);
    expect((await changeMember("PATCH", owner, ACME.customer.id, { role: "editor" })).status).toBe(404);
    expect((await changeMember("PATCH", editor, NORTHWIND.customer.id, { role: "editor" })).status).toBe(403);
    expect((await changeMember("PATCH", acmeOwner, NORTHWIND.customer.id, { role: "editor" }, { host: ACME_HOST })).status).toBe(403);
    expect((await changeMember("DELETE", acmeOwner, NORTHWIND.customer.id, undefined, { host: ACME_HOST })).status).toBe(403);
    expect(await roleOf(NORTHWIND.customer.id)).toBe("customer");
  });

  it("removes a member from the site; logging in again makes them its customer", async () => {
    expect((await changeMember("DELETE", owner, NORTHWIND.customer.id)).status).toBe(204);
    expect(await roleOf(NORTHWIND.customer.id)).toBeNull();
    const { PUT } = await import("@/app/api/profile/route");
    const joined = await (PUT as Handler)(apiRequest(NORTHWIND_HOST, "/api/profile", { method: "PUT", token: customer, body: {} }), { params: Promise.resolve({}) });
    expect(joined.status).toBe(200);
    expect((await joined.json()).role).toBe("customer");
    expect(await roleOf(NORTHWIND.customer.id)).toBe("customer");
  });
});

describe("an editor", () => {
  it("edits content (a hero) but not Global Settings, the menu or the team (403)", async () => {
    const hero = await import("@/app/api/heroes/[id]/route");
    const params = { params: Promise.resolve({ id: NORTHWIND.hero }) };
    const read = await (hero.GET as Handler)(apiRequest(NORTHWIND_HOST, `/api/heroes/${NORTHWIND.hero}`, { token: editor }), params);
    expect(read.status).toBe(200);
    const patch = apiRequest(NORTHWIND_HOST, `/api/heroes/${NORTHWIND.hero}`, {
      method: "PATCH",
      token: editor,
      body: { title: "Edited by the editor" },
    });
    patch.headers.set("if-match", read.headers.get("etag") ?? "");
    expect((await (hero.PATCH as Handler)(patch, params)).status).toBe(200);

    const settings = await import("@/app/api/settings/route");
    const settingsPatch = apiRequest(NORTHWIND_HOST, "/api/settings", { method: "PATCH", token: editor, body: { site: "Taken over" } });
    expect((await (settings.PATCH as Handler)(settingsPatch, { params: Promise.resolve({}) })).status).toBe(403);

    const menu = await import("@/app/api/menu-items/route");
    const menuPost = apiRequest(NORTHWIND_HOST, "/api/menu-items", { method: "POST", token: editor, body: { display_name: "Careers", url_name: "careers" } });
    expect((await (menu.POST as Handler)(menuPost, { params: Promise.resolve({}) })).status).toBe(403);

    const { GET } = await import("@/app/api/organizations/[orgId]/route");
    expect((await (GET as Handler)(apiRequest(NORTHWIND_HOST, `/api/organizations/${NORTHWIND.id}`, { token: editor }), { params: Promise.resolve({ orgId: NORTHWIND.id }) })).status).toBe(403);
  });
});
