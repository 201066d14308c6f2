import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DOMAIN_INVALID_MESSAGE, DOMAIN_PLATFORM_MESSAGE } from "@/lib/domains/hostname";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { NORTHWIND_HOST } from "../helpers/organization-api";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// Issue 39, domains: the four contract routes, verification through the DNS stand-in, and what the host lookup
// makes of verified, primary, alias and removed domains.
vi.mock("next/cache", () => ({ revalidateTag: () => undefined }));

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Shown = { id: string; hostname: string; verified: boolean; primary: boolean; record: { type: string; name: string; value: string }; http: { url: string; content: string } };

const PLATFORM = "app.localhost:3000";
/** STAND-IN: the records a domain's owner would create in DNS (lib/domains/dns-stand-in.ts). */
const dnsFile = join(mkdtempSync(join(tmpdir(), "dns-stand-in-")), "records.json");
const publish = (records: { txt?: Record<string, string[]>; http?: Record<string, string> }) => writeFileSync(dnsFile, JSON.stringify(records));

// Modules that read the environment are imported once the stack has set it.
const messages = () => import("@/lib/domains/mutations");
const loadSite = async (host: string) => (await import("@/lib/tenancy/load-site")).loadSite(host);

let app: AppStack;
let owner: string;
let admin: string;
let editor: string;
let acmeOwner: string;

async function call(method: string, token: string | undefined, path = "", body?: unknown, { orgId = NORTHWIND.id, host = PLATFORM } = {}) {
  const [id, action] = path.split("/").filter(Boolean);
  const routes = action === "verify" ? await import("@/app/api/organizations/[orgId]/domains/[id]/verify/route") : id ? await import("@/app/api/organizations/[orgId]/domains/[id]/route") : await import("@/app/api/organizations/[orgId]/domains/route");
  const handler = (routes as unknown as Record<string, Handler>)[method];
  const request = apiRequest(host, `/api/organizations/${orgId}/domains${path}`, { method, token, body, origin: method === "GET" ? undefined : `http://${host}` });
  return handler(request, { params: Promise.resolve({ orgId, ...(id ? { id } : {}) }) });
}

const errorOf = async (response: Response) => (await response.json()).error as { code: string; message: string; fields?: Record<string, string> };

beforeAll(async () => {
  process.env.DNS_STAND_IN_FILE = dnsFile;
  publish({});
  app = await startAppStack();
  owner = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
  editor = await app.signIn(NORTHWIND.editor.email, SEED_PASSWORDS.admin);
  await app.auth.db.query("update memberships set role = 'admin' where organization_id = $1 and user_id = $2", [NORTHWIND.id, NORTHWIND.customer.id]);
  admin = await app.signIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer);
  acmeOwner = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
});

afterAll(async () => {
  delete process.env.DNS_STAND_IN_FILE;
  await app?.close();
});

describe("who may see and change a site's domains", () => {
  it("answers 401 without a session, 403 to an editor and to another site's owner, 404 for an id that is none", async () => {
    expect((await call("GET", undefined)).status).toBe(401);
    expect((await call("GET", editor)).status).toBe(403);
    expect((await call("GET", acmeOwner)).status).toBe(403);
    expect((await call("POST", acmeOwner, "", { hostname: "www.example.test" })).status).toBe(403);
    expect((await call("GET", owner, "", undefined, { orgId: "not-a-site" })).status).toBe(404);
    expect((await call("DELETE", owner, "/not-a-domain")).status).toBe(404);
    // On a site's own host, another site's domains are out of reach.
    expect((await call("GET", acmeOwner, "", undefined, { host: NORTHWIND_HOST, orgId: ACME.id })).status).toBe(403);
  });

  it("lets an admin read them, and only an owner change them", async () => {
    expect((await call("GET", admin)).status).toBe(200);
    const refused = await call("POST", admin, "", { hostname: "www.admin-tries.test" });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe((await import("@/lib/api/route")).OWNERS_ONLY_MESSAGE);
  });
});

describe("adding, verifying, making primary and removing a domain", () => {
  let domain: Shown;

  it("refuses what is no domain, a platform address and another site's address, with a clear message", async () => {
    for (const hostname of ["not a domain", "192.168.1.1", "example", "http://"]) {
      const response = await call("POST", owner, "", { hostname });
      expect(response.status, hostname).toBe(400);
      expect((await errorOf(response)).fields?.hostname).toBe(DOMAIN_INVALID_MESSAGE);
    }
    const platform = await call("POST", owner, "", { hostname: "shop.localhost" });
    expect((await errorOf(platform)).fields?.hostname).toBe(DOMAIN_PLATFORM_MESSAGE);
    const taken = await call("POST", owner, "", { hostname: ACME.baseUrl });
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).message).toBe((await messages()).DOMAIN_TAKEN_MESSAGE);
  });

  it("adds a domain as typed and answers the TXT record and the HTTP file that verify it", async () => {
    const response = await call("POST", owner, "", { hostname: " https://WWW.Example.test/ " });
    expect(response.status).toBe(201);
    domain = (await response.json()).domain;
    expect(domain).toMatchObject({ hostname: "www.example.test", verified: false, primary: false });
    expect(domain.record).toEqual({ type: "TXT", name: "_sitebuilder.www.example.test", value: expect.stringMatching(/^[\w-]{32,}$/) });
    expect(domain.http).toEqual({ url: "http://www.example.test/.well-known/sitebuilder-verification.txt", content: domain.record.value });
    const again = await call("POST", owner, "", { hostname: "www.example.test" });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe((await messages()).DOMAIN_ON_SITE_MESSAGE);
    expect((await (await call("GET", owner)).json()).domains).toEqual([domain]);
  });

  it("serves nothing on an unverified domain, and cannot make it primary", async () => {
    expect(await loadSite("www.example.test")).toBeNull();
    const primary = await call("PATCH", owner, `/${domain.id}`, { primary: true });
    expect(primary.status).toBe(409);
    expect((await errorOf(primary)).message).toBe((await messages()).DOMAIN_VERIFY_FIRST_MESSAGE);
  });

  it("verifies once the TXT record exists, and the site answers on the domain", async () => {
    publish({ txt: { "_sitebuilder.www.example.test": ["someone-else's-token"] } });
    const early = await call("POST", owner, `/${domain.id}/verify`);
    expect(early.status).toBe(422);
    expect(await errorOf(early)).toMatchObject({ code: "domain_not_verified", message: (await messages()).DOMAIN_NOT_VERIFIED_MESSAGE });

    publish({ txt: { "_sitebuilder.www.example.test": ["v=1", domain.record.value] } });
    const verified = await call("POST", owner, `/${domain.id}/verify`);
    expect(verified.status).toBe(200);
    expect((await verified.json()).domain).toMatchObject({ verified: true, primary: false });
    // Verified but not primary: it redirects to the platform address, which stays where it is.
    expect(await loadSite("www.example.test")).toMatchObject({ id: NORTHWIND.id, canonicalOrigin: expect.stringMatching(/^http:\/\/localhost(:\d+)?$/) });
    expect((await loadSite("localhost"))?.canonicalOrigin).toBeUndefined();
  });

  it("refuses a hostname another site verified first, even with the record", async () => {
    const claim = await call("POST", acmeOwner, "", { hostname: "www.example.test" }, { orgId: ACME.id });
    expect(claim.status).toBe(409);
    expect((await errorOf(claim)).message).toBe((await messages()).DOMAIN_TAKEN_MESSAGE);
  });

  it("makes it primary: the platform address and the apex redirect to it", async () => {
    const response = await call("PATCH", owner, `/${domain.id}`, { primary: true });
    expect(response.status).toBe(200);
    expect((await response.json()).domain).toMatchObject({ verified: true, primary: true });
    expect((await loadSite("www.example.test"))?.canonicalOrigin).toBeUndefined();
    for (const other of ["localhost", NORTHWIND.baseUrl, "example.test"]) {
      expect(await loadSite(other), other).toMatchObject({ id: NORTHWIND.id, canonicalOrigin: expect.stringMatching(/^http:\/\/www\.example\.test(:\d+)?$/) });
    }
    expect((await call("PATCH", owner, `/${domain.id}`, { primary: "yes" })).status).toBe(400);
  });

  it("verifies a second domain by its HTTP file", async () => {
    const added = (await (await call("POST", owner, "", { hostname: "northwind-shop.test" })).json()).domain as Shown;
    publish({ http: { "northwind-shop.test/.well-known/sitebuilder-verification.txt": `${added.record.value}\n` } });
    const verified = await call("POST", owner, `/${added.id}/verify`);
    expect(verified.status).toBe(200);
    expect(await loadSite("northwind-shop.test")).toMatchObject({ canonicalOrigin: expect.stringMatching(/^http:\/\/www\.example\.test/) });
  });

  it("stops serving a removed domain at once, and records every change in the audit log", async () => {
    expect((await call("DELETE", owner, `/${domain.id}`)).status).toBe(204);
    expect((await call("DELETE", owner, `/${domain.id}`)).status).toBe(404);
    expect(await loadSite("www.example.test")).toBeNull();
    expect(await loadSite("example.test")).toBeNull();
    expect((await loadSite("localhost"))?.canonicalOrigin).toBeUndefined();
    const { rows } = await app.auth.db.query<{ action: string; subject: string }>(
      "select action, subject from team_events where organization_id = $1 and action like 'domain_%' order by id",
      [NORTHWIND.id],
    );
    expect(rows.filter((row) => row.subject === "www.example.test").map((row) => row.action)).toEqual(["domain_added", "domain_verified", "domain_primary", "domain_removed"]);
  });
});
