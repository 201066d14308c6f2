import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ROLE_ABOVE_OWN_MESSAGE } from "@/lib/memberships/mutations";
import { ALREADY_MEMBER_MESSAGE } from "@/lib/invitations/mutations";
import { followLink, uniqueEmail } from "../helpers/auth-stack";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME_HOST, NORTHWIND_HOST } from "../helpers/organization-api";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// Issue 39, invitations: the routes of the contract, the email in the site's language with Auth's sign-in link
// (POST /auth/v1/admin/generate_link), single use, seven days, and nothing across sites.
vi.mock("next/cache", () => ({ revalidateTag: () => undefined }));

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let app: AppStack;
let owner: string;
let editor: string;
let acmeOwner: string;

const invitesRoute = () => import("@/app/api/organizations/[orgId]/invites/route");

async function invite(body: unknown, { token = owner, host = NORTHWIND_HOST, orgId = NORTHWIND.id } = {}) {
  const { POST } = await invitesRoute();
  return (POST as Handler)(apiRequest(host, `/api/organizations/${orgId}/invites`, { method: "POST", token, body }), { params: Promise.resolve({ orgId }) });
}

async function listInvites({ token = owner, host = NORTHWIND_HOST, orgId = NORTHWIND.id } = {}) {
  const { GET } = await invitesRoute();
  return (GET as Handler)(apiRequest(host, `/api/organizations/${orgId}/invites`, { token }), { params: Promise.resolve({ orgId }) });
}

async function revoke(id: string, { token = owner, host = NORTHWIND_HOST, orgId = NORTHWIND.id } = {}) {
  const { DELETE } = await import("@/app/api/organizations/[orgId]/invites/[id]/route");
  return (DELETE as Handler)(apiRequest(host, `/api/organizations/${orgId}/invites/${id}`, { method: "DELETE", token }), { params: Promise.resolve({ orgId, id }) });
}

async function accept(inviteToken: string, token: string | undefined, host = NORTHWIND_HOST) {
  const { POST } = await import("@/app/api/invites/[token]/accept/route");
  return (POST as Handler)(apiRequest(host, `/api/invites/${inviteToken}/accept`, { method: "POST", token, body: {} }), { params: Promise.resolve({ token: inviteToken }) });
}

async function readInvite(inviteToken: string, host = NORTHWIND_HOST) {
  const { GET } = await import("@/app/api/invites/[token]/route");
  return (GET as Handler)(apiRequest(host, `/api/invites/${inviteToken}`), { params: Promise.resolve({ token: inviteToken }) });
}

/** The invitation email to `address`: its link, followed through Auth to the site's page with a session. */
async function landing(address: string) {
  const [mail] = await app.mailTo(address);
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in: ${mail.text}`);
  const { location } = await followLink(link);
  const fragment = new URLSearchParams(location.hash.slice(1));
  return { mail, location, inviteToken: location.pathname.split("/").at(-1) ?? "", session: fragment.get("access_token"), type: fragment.get("type") };
}

async function roleOf(email: string, orgId = NORTHWIND.id): Promise<string | null> {
  const { rows } = await app.auth.db.query<{ role: string }>(
    "select m.role from memberships m join auth.users u on u.id = m.user_id where m.organization_id = $1 and lower(u.email) = $2",
    [orgId, email],
  );
  return rows[0]?.role ?? null;
}

beforeAll(async () => {
  app = await startAppStack({ emailWorker: true });
  owner = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
  editor = await app.signIn(NORTHWIND.editor.email, SEED_PASSWORDS.admin);
  acmeOwner = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
});

afterAll(async () => {
  await app?.close();
});

describe("inviting a new colleague", () => {
  it("emails them a link; they choose a password and join as an editor, once", async () => {
    const colleague = uniqueEmail("colleague");
    const created = await invite({ email: colleague.toUpperCase(), role: "editor" });
    expect(created.status).toBe(201);
    expect((await created.json()).invite).toEqual(expect.objectContaining({ email: colleague, role: "editor" }));
    expect((await (await listInvites()).json()).invites).toEqual([expect.objectContaining({ email: colleague, role: "editor", expired: false })]);

    const { mail, location, inviteToken, session, type } = await landing(colleague);
    expect(mail.subject).toBe("You are invited to Northwind Consulting");
    // Northwind's own address (this test's server has no PORT), never the request's Host.
    expect(location.hostname).toBe("localhost");
    expect(location.pathname).toBe(`/invite/${inviteToken}`);
    expect(type).toBe("invite");
    expect(session).toBeTruthy();
    expect((await (await readInvite(inviteToken)).json()).invite).toEqual({ site_name: "Northwind Consulting", role: "editor", email: colleague, state: "open" });

    const joined = await accept(inviteToken, session ?? undefined);
    expect(joined.status).toBe(200);
    expect((await joined.json()).role).toBe("editor");
    expect(await roleOf(colleague)).toBe("editor");
    expect((await accept(inviteToken, session ?? undefined)).status).toBe(409);
    expect((await (await listInvites()).json()).invites).toEqual([]);
  });

  it("writes to them in the site's language", async () => {
    const colleague = uniqueEmail("colega");
    expect((await invite({ email: colleague, role: "admin" }, { token: acmeOwner, host: ACME_HOST, orgId: ACME.id })).status).toBe(201);
    const [mail] = await app.mailTo(colleague);
    expect(mail.subject).toBe("Te han invitado a Acme Viajes");
    expect(mail.text).toContain("Administrador");
  });

  it("lets someone with an account join with it (a sign-in link, no password asked)", async () => {
    const { inviteToken, session, type } = await (async () => {
      expect((await invite({ email: NORTHWIND.customer.email, role: "editor" })).status).toBe(201);
      return landing(NORTHWIND.customer.email);
    })();
    expect(type).not.toBe("invite");
    expect((await accept(inviteToken, session ?? undefined)).status).toBe(200);
    expect(await roleOf(NORTHWIND.customer.email)).toBe("editor");
    await app.auth.db.query("update memberships set role = 'customer' where organization_id = $1 and user_id = $2", [NORTHWIND.id, NORTHWIND.customer.id]);
  });
});

describe("refusals", () => {
  it("answers 401, 403 to editors and other sites' owners, 400 for a bad address, and sends nothing", async () => {
    const address = uniqueEmail("nobody");
    expect((await invite({ email: address, role: "editor" }, { token: "" })).status).toBe(401);
    expect((await invite({ email: address, role: "editor" }, { token: editor })).status).toBe(403);
    expect((await invite({ email: address, role: "editor" }, { token: acmeOwner })).status).toBe(403);
    expect((await invite({ email: address, role: "editor" }, { token: acmeOwner, host: ACME_HOST })).status).toBe(403);
    expect((await invite({ email: "not an address", role: "editor" })).status).toBe(400);
    expect((await invite({ email: address, role: "customer" })).status).toBe(400);
    expect(await app.mailTo(address)).toEqual([]);
  });

  it("refuses a role above the inviter's own and someone already on the team", async () => {
    await app.auth.db.query("update memberships set role = 'admin' where organization_id = $1 and user_id = $2", [NORTHWIND.id, NORTHWIND.editor.id]);
    try {
      const admin = await app.signIn(NORTHWIND.editor.email, SEED_PASSWORDS.admin);
      const above = await invite({ email: uniqueEmail("boss"), role: "owner" }, { token: admin });
      expect(above.status).toBe(403);
      expect((await above.json()).error.message).toBe(ROLE_ABOVE_OWN_MESSAGE);
    } finally {
      await app.auth.db.query("update memberships set role = 'editor' where organization_id = $1 and user_id = $2", [NORTHWIND.id, NORTHWIND.editor.id]);
    }
    const member = await invite({ email: NORTHWIND.editor.email, role: "admin" });
    expect(member.status).toBe(409);
    expect((await member.json()).error.message).toBe(ALREADY_MEMBER_MESSAGE);
  });

  it("a resent invitation replaces the first; a revoked, expired or someone else's link joins nobody", async () => {
    const colleague = uniqueEmail("twice");
    expect((await invite({ email: colleague, role: "editor" })).status).toBe(201);
    const first = await landing(colleague);
    expect((await invite({ email: colleague, role: "editor" })).status).toBe(201);
    expect((await (await readInvite(first.inviteToken)).json()).invite.state).toBe("used");
    expect((await accept(first.inviteToken, first.session ?? undefined)).status).toBe(409);

    const second = await landing(colleague);
    // Someone else, signed in, with the link.
    expect((await accept(second.inviteToken, editor)).status).toBe(403);
    await app.auth.db.query("update invitations set expires_at = now() - interval '1 second' where email = $1 and revoked_at is null", [colleague]);
    expect((await (await readInvite(second.inviteToken)).json()).invite.state).toBe("expired");
    expect((await accept(second.inviteToken, second.session ?? undefined)).status).toBe(409);

    const { invites } = await (await listInvites()).json();
    const open = invites.find((row: { email: string }) => row.email === colleague);
    expect(open.expired).toBe(true);
    expect((await revoke(open.id, { token: acmeOwner, host: ACME_HOST, orgId: NORTHWIND.id })).status).toBe(403);
    expect((await revoke(open.id, { token: editor })).status).toBe(403);
    expect((await revoke(open.id)).status).toBe(204);
    expect((await revoke(open.id)).status).toBe(404);
    expect(await roleOf(colleague)).toBeNull();
  });

  it("keeps a site's invitations to that site: another host answers 404 for its token", async () => {
    const colleague = uniqueEmail("elsewhere");
    expect((await invite({ email: colleague, role: "editor" })).status).toBe(201);
    const { inviteToken, session } = await landing(colleague);
    expect((await readInvite(inviteToken, ACME_HOST)).status).toBe(404);
    expect((await accept(inviteToken, session ?? undefined, ACME_HOST)).status).toBe(404);
    expect((await listInvites({ token: acmeOwner, host: ACME_HOST, orgId: ACME.id })).status).toBe(200);
    expect(JSON.stringify(await (await listInvites({ token: acmeOwner, host: ACME_HOST, orgId: ACME.id })).json())).not.toContain(colleague);
  });
});

describe("the console's team routes on the platform host", () => {
  it("serve a site's owner by the site's id, and nobody else", async () => {
    const members = await import("@/app/api/organizations/[orgId]/members/route");
    const call = (token: string, orgId = NORTHWIND.id) =>
      (members.GET as Handler)(apiRequest("app.localhost:3000", `/api/organizations/${orgId}/members`, { token }), { params: Promise.resolve({ orgId }) });
    expect((await call(owner)).status).toBe(200);
    expect((await call(editor)).status).toBe(403);
    expect((await call(acmeOwner)).status).toBe(403);
    expect((await call(owner, "00000000-0000-4000-8000-000000000000")).status).toBe(404);

    // An invitation sent from the console links to the site's own address, not to the console's.
    const colleague = uniqueEmail("from-console");
    expect((await invite({ email: colleague, role: "editor" }, { host: "app.localhost:3000" })).status).toBe(201);
    const { location } = await landing(colleague);
    expect(location.hostname).toBe("localhost");
    expect(location.pathname).toMatch(/^\/invite\//);
  });
});

describe("the team's audit log", () => {
  it("records who invited, revoked and changed whom, for the site's owners and admins only", async () => {
    const colleague = uniqueEmail("audited");
    const created = await (await invite({ email: colleague, role: "editor" })).json();
    expect((await revoke(created.invite.id)).status).toBe(204);
    const { GET } = await import("@/app/api/organizations/[orgId]/audit/route");
    const audit = (token: string, host = NORTHWIND_HOST) =>
      (GET as Handler)(apiRequest(host, `/api/organizations/${NORTHWIND.id}/audit`, { token }), { params: Promise.resolve({ orgId: NORTHWIND.id }) });
    const { events } = await (await audit(owner)).json();
    expect(events.slice(0, 2)).toEqual([
      expect.objectContaining({ action: "invitation_revoked", subject: colleague, actor: "Nadia Brooks" }),
      expect.objectContaining({ action: "invitation_sent", subject: colleague, role: "editor", actor: "Nadia Brooks" }),
    ]);
    expect((await audit(editor)).status).toBe(403);
    expect((await audit(acmeOwner)).status).toBe(403);
    expect((await audit(acmeOwner, ACME_HOST)).status).toBe(403);
  });
});
