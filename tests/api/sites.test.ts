import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NAME_RESERVED_MESSAGE, NAME_TAKEN_MESSAGE } from "@/lib/sites/names";
import { uniqueEmail } from "../helpers/auth-stack";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// Issue 39, creating a site: POST /api/sites (the contract), the deep copy of a template, and its faults.
vi.mock("next/cache", () => ({ revalidateTag: () => undefined }));

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const PLATFORM_HOST = "app.localhost:3000";
const CONTENT_TABLES = ["template_sections", "metrics", "heading_sections", "heroes", "blog_posts", "page_layout_items", "menu_items", "faqs", "products", "cookie_categories", "meeting_types"];

let app: AppStack;
let person: string;

async function createSite(body: unknown, token: string | undefined = person) {
  const { POST } = await import("@/app/api/sites/route");
  return (POST as Handler)(apiRequest(PLATFORM_HOST, "/api/sites", { method: "POST", token, body }), { params: Promise.resolve({}) });
}

async function count(table: string, orgId: string): Promise<number> {
  const { rows } = await app.auth.db.query<{ n: number }>(`select count(*)::int as n from ${table} where organization_id = $1`, [orgId]);
  return rows[0].n;
}

async function newPerson(): Promise<string> {
  const email = uniqueEmail("founder");
  const { data, error } = await app.auth.client().auth.signUp({ email, password: "FounderPass123" });
  if (error || !data.session) throw error ?? new Error("no session: email confirmation is on");
  return data.session.access_token;
}

beforeAll(async () => {
  app = await startAppStack();
  person = await newPerson();
});

afterAll(async () => {
  await app?.close();
});

describe("POST /api/sites", () => {
  it("makes an empty site the caller owns; it answers on its host at once and is in GET /api/sites", async () => {
    const response = await createSite({ name: "Fjord Bakery", default_language: "nl", template: "empty" });
    expect(response.status).toBe(201);
    const site = await response.json();
    expect(site).toEqual({ id: expect.any(String), host: "fjord-bakery.localhost" });

    const { GET } = await import("@/app/api/profile/route");
    const profile = await (GET as Handler)(apiRequest(`${site.host}:3000`, "/api/profile", { token: person }), { params: Promise.resolve({}) });
    expect((await profile.json()).role).toBe("owner");
    const { rows } = await app.auth.db.query("select language, supported_locales from settings where organization_id = $1", [site.id]);
    expect(rows).toEqual([{ language: "nl", supported_locales: ["nl"] }]);

    const { GET: list } = await import("@/app/api/sites/route");
    const sites = await (await (list as Handler)(apiRequest(PLATFORM_HOST, "/api/sites", { token: person }), { params: Promise.resolve({}) })).json();
    expect(sites.sites).toEqual([expect.objectContaining({ id: site.id, name: "Fjord Bakery", role: "owner" })]);
  });

  it("copies a demo site with new ids: every row, its page layout and its files belong to the new site only", async () => {
    // A file in the template's folder (this stack starts with an empty bucket).
    const nadia = app.auth.client();
    expect((await nadia.auth.signInWithPassword({ email: NORTHWIND.admin.email, password: SEED_PASSWORDS.admin })).error).toBeNull();
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'], { type: "image/svg+xml" });
    expect((await nadia.storage.from("media").upload(`${NORTHWIND.id}/copied-logo.svg`, svg)).error).toBeNull();

    const response = await createSite({ name: "Northwind Copy", default_language: "de", template: "northwind" });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    for (const table of CONTENT_TABLES) expect(await count(table, id), table).toBe(await count(table, NORTHWIND.id));

    const shared = await app.auth.db.query(
      `select t.id from template_sections t join template_sections s on s.id = t.id where t.organization_id = $1 and s.organization_id = $2`,
      [id, NORTHWIND.id],
    );
    expect(shared.rows).toEqual([]);
    const foreign = await app.auth.db.query(
      `select i.id from page_layout_items i join template_sections s on s.id = i.template_section_id
        where i.organization_id = $1 and s.organization_id <> $1`,
      [id],
    );
    expect(foreign.rows).toEqual([]);
    const { rows: settings } = await app.auth.db.query<{ language: string; supported_locales: string[]; primary_color: string }>(
      "select language, supported_locales, primary_color from settings where organization_id = $1",
      [id],
    );
    expect(settings[0].language).toBe("de");
    expect(settings[0].supported_locales).toContain("de");

    const sourceFiles = await app.auth.db.query<{ n: number }>("select count(*)::int as n from storage.objects where name like $1", [`${NORTHWIND.id}/%`]);
    const copiedFiles = await app.auth.db.query<{ n: number }>("select count(*)::int as n from storage.objects where name like $1", [`${id}/%`]);
    expect(sourceFiles.rows[0].n).toBeGreaterThan(0);
    expect(copiedFiles.rows[0].n).toBe(sourceFiles.rows[0].n);
    const texts = await app.auth.db.query<{ n: number }>(
      "select count(*)::int as n from heroes where organization_id = $1 and image like $2",
      [id, `%${NORTHWIND.id}%`],
    );
    expect(texts.rows[0].n).toBe(0);
  });

  it("refuses a taken or reserved address, a bad language and a missing session, and makes nothing", async () => {
    const before = await app.auth.db.query<{ n: number }>("select count(*)::int as n from organizations");
    const taken = await createSite({ name: "Fjord  Bakery!", default_language: "en" });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.fields.name).toBe(NAME_TAKEN_MESSAGE);
    const reserved = await createSite({ name: "Admin", default_language: "en" });
    expect(reserved.status).toBe(409);
    expect((await reserved.json()).error.fields.name).toBe(NAME_RESERVED_MESSAGE);
    expect((await createSite({ name: "Klingon Club", default_language: "tlh" })).status).toBe(400);
    expect((await createSite({ name: "-", default_language: "en" })).status).toBe(400);
    expect((await createSite({ name: "No Session", default_language: "en" }, "")).status).toBe(401);
    const after = await app.auth.db.query<{ n: number }>("select count(*)::int as n from organizations");
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it("leaves no half-made site when the copy fails", async () => {
    await app.auth.db.exec(`
      create function public.refuse_copied_faqs() returns trigger language plpgsql as $$
      begin raise exception 'the copy breaks here'; end $$;
      create trigger refuse_copied_faqs before insert on public.faqs for each row execute function public.refuse_copied_faqs();`);
    try {
      const response = await createSite({ name: "Half Made", default_language: "en", template: "acme" });
      expect(response.status).toBe(500);
      const { rows } = await app.auth.db.query("select id from organizations where name = 'Half Made'");
      expect(rows).toEqual([]);
      const sections = await app.auth.db.query<{ n: number }>("select count(*)::int as n from template_sections t where not exists (select 1 from organizations o where o.id = t.organization_id)");
      expect(sections.rows[0].n).toBe(0);
    } finally {
      await app.auth.db.exec("drop trigger refuse_copied_faqs on public.faqs; drop function public.refuse_copied_faqs();");
    }
  });

  it("allows five new sites a day per account (429 after)", async () => {
    const founder = await newPerson();
    for (let n = 1; n <= 5; n++) expect((await createSite({ name: `Daily Site ${n}`, default_language: "en" }, founder)).status).toBe(201);
    expect((await createSite({ name: "Daily Site 6", default_language: "en" }, founder)).status).toBe(429);
  });
});

describe("a created site is its owner's only", () => {
  it("another site's owner can neither read its settings nor edit it", async () => {
    const { id, host } = await (await createSite({ name: "Private Garden", default_language: "en" })).json();
    const nadia = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
    const { GET } = await import("@/app/api/organizations/[orgId]/route");
    const read = await (GET as Handler)(apiRequest(`${host}:3000`, `/api/organizations/${id}`, { token: nadia }), { params: Promise.resolve({ orgId: id }) });
    expect(read.status).toBe(403);
    const own = await (GET as Handler)(apiRequest(`${host}:3000`, `/api/organizations/${id}`, { token: person }), { params: Promise.resolve({ orgId: id }) });
    expect(own.status).toBe(200);
  });
});

describe("DELETE /api/sites/{id}", () => {
  const deleteSite = async (id: string, token: string | undefined) => {
    const { DELETE } = await import("@/app/api/sites/[id]/route");
    return (DELETE as Handler)(apiRequest(PLATFORM_HOST, `/api/sites/${id}`, { method: "DELETE", token, origin: `http://${PLATFORM_HOST}` }), { params: Promise.resolve({ id }) });
  };

  it("lets only an owner delete a site: its content, team and files go, and its address stops answering", async () => {
    const founder = await newPerson();
    const { id, host } = await (await createSite({ name: "Short Lived", default_language: "en", template: "northwind" }, founder)).json();
    const files = () => app.auth.db.query<{ n: number }>("select count(*)::int as n from storage.objects where bucket_id = 'media' and name like $1", [`${id}/%`]);
    expect((await files()).rows[0].n).toBeGreaterThan(0);

    const nadia = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
    expect((await deleteSite(id, undefined)).status).toBe(401);
    expect((await deleteSite("not-a-site", founder)).status).toBe(404);
    expect((await deleteSite(id, nadia)).status).toBe(404);
    await app.auth.db.query("insert into memberships (organization_id, user_id, role) values ($1, $2, 'admin')", [id, NORTHWIND.admin.id]);
    expect((await deleteSite(id, nadia)).status).toBe(403);
    expect(await count("template_sections", id)).toBeGreaterThan(0);
    // Its visitors were counted (issue 43): a page view and its rollups.
    await app.auth.db.query("insert into analytics_events (organization_id, visitor_hash, path, language, device) values ($1, 'ab12', '/', 'en', 'desktop')", [id]);
    await app.auth.db.query("select private.roll_up_analytics($1, now() - interval '1 minute', now())", [id]);
    expect(await count("analytics_rollups", id)).toBeGreaterThan(0);

    expect((await deleteSite(id, founder)).status).toBe(204);
    for (const table of [...CONTENT_TABLES, "memberships", "settings", "analytics_events", "analytics_rollups"]) expect(await count(table, id), table).toBe(0);
    expect((await files()).rows[0].n).toBe(0);
    const { loadSite } = await import("@/lib/tenancy/load-site");
    expect(await loadSite(host)).toBeNull();
    expect((await deleteSite(id, founder)).status).toBe(404);
  });
});
