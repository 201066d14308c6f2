import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ORGANIZATION_BODY_LIMIT_BYTES } from "@/lib/organizations/schemas";
import type { OrganizationData } from "@/lib/organizations/types";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME_HOST, getOrganization, putOrganization } from "../helpers/organization-api";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// Issue 16 "Bad input and faults": every refused PUT /api/organizations/{orgId} is a clear error with the
// field, and nothing of it is saved.
vi.mock("next/cache", () => ({ revalidateTag: () => undefined }));

let app: AppStack;
let token: string;

async function current(): Promise<OrganizationData> {
  return (await getOrganization({ token, orgId: ACME.id })).json();
}

const put = (body: unknown, as = token) => putOrganization({ token: as, orgId: ACME.id, body });

async function revisionCount(): Promise<number> {
  const { rows } = await app.auth.db.query<{ count: number }>("select count(*)::int as count from public.revisions");
  return rows[0].count;
}

/** Sends `body`, expects `status` with a message for `field`, and that nothing changed. */
async function refused(body: unknown, status: number, field?: string) {
  const before = await current();
  const count = await revisionCount();
  const response = await put(body);
  expect(response.status).toBe(status);
  const { error } = await response.json();
  expect(error.message.length).toBeGreaterThan(0);
  if (field) expect(error.fields?.[field], JSON.stringify(error.fields)).toEqual(expect.any(String));
  expect(await current()).toEqual({ ...before, loaded_at: expect.any(String) });
  expect(await revisionCount()).toBe(count);
  return error;
}

beforeAll(async () => {
  app = await startAppStack();
  token = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
});

afterAll(async () => {
  await app?.close();
});

describe("PUT /api/organizations/{orgId}: who may save", () => {
  it("answers 401 without a session, 403 to a customer, to another organisation's admin and for another organisation", async () => {
    const { settings } = await current();
    const body = { settings: { ...settings, site: "Taken over" } };
    expect((await putOrganization({ orgId: ACME.id, body })).status).toBe(401);
    expect((await put(body, await app.signIn(ACME.customer.email, SEED_PASSWORDS.customer))).status).toBe(403);
    expect((await put(body, await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin))).status).toBe(403);
    expect((await putOrganization({ token, orgId: NORTHWIND.id, body })).status).toBe(403);
    expect((await current()).settings.site).toBe(settings.site);
  });
});

describe("PUT /api/organizations/{orgId}: bad input", () => {
  it("refuses a language that is not one of the eleven", async () => {
    const { settings } = await current();
    await refused({ settings: { ...settings, supported_locales: ["es", "en", "xx"] } }, 400, "settings.supported_locales.2");
  });

  it("refuses a default language the site does not offer, sent with the languages or alone", async () => {
    const { settings } = await current();
    await refused({ settings: { ...settings, language: "fr" } }, 400, "settings.supported_locales");
    const alone: Record<string, unknown> = { ...settings, language: "ja" };
    delete alone.supported_locales;
    await refused({ settings: alone }, 400, "settings.language");
  });

  it.each([
    ["primary_color", { primary_color: "red; background: url(x)" }, "settings.primary_color"],
    ["secondary_color", { secondary_color: "#12345" }, "settings.secondary_color"],
    ["header background", { header_style: { background: "url(javascript:alert(1))" } }, "settings.header_style.background"],
  ])("refuses a malformed colour (%s)", async (_name, change, field) => {
    const { settings } = await current();
    const changed = { ...settings, ...change, header_style: { ...settings.header_style, ...("header_style" in change ? change.header_style : {}) } };
    await refused({ settings: changed }, 400, field);
  });

  it("accepts a palette hue or a hex colour", async () => {
    const { settings } = await current();
    const response = await put({ settings: { ...settings, primary_color: "#0ea5e9", secondary_color: "indigo" } });
    expect(response.status).toBe(200);
    expect((await response.json()).settings).toMatchObject({ primary_color: "#0ea5e9", secondary_color: "indigo" });
    const saved = (await current()).settings;
    expect((await put({ settings: { ...saved, primary_color: settings.primary_color, secondary_color: settings.secondary_color } })).status).toBe(200);
  });

  it("refuses a banner dismissal duration that does not parse, naming the accepted form", async () => {
    const { banners } = await current();
    const error = await refused({ banners: [{ ...banners[0], dismissal_duration: "a fortnight" }, ...banners.slice(1)] }, 400, "banners.0.dismissal_duration");
    expect(error.fields["banners.0.dismissal_duration"]).toContain("N minute(s)/hour(s)/day(s)/month(s)/year(s)");
  });

  it("refuses a menu url that leaves the site, and takes the site's own address", async () => {
    const { menu_items } = await current();
    const error = await refused({ menu_items: [{ ...menu_items[0], url_name: "https://evil.example/login" }, ...menu_items.slice(1)] }, 400, "menu_items.0.url_name");
    expect(error.fields["menu_items.0.url_name"]).toMatch(/another site/);
    await refused({ menu_items: [...menu_items.slice(0, 1), { ...menu_items[1], url_name: "//evil.example" }, ...menu_items.slice(2)] }, 400, "menu_items.1.url_name");
    const own = await put({ menu_items: [{ ...menu_items[0], url_name: `https://${ACME.baseUrl}/destinos` }, ...menu_items.slice(1)] });
    expect(own.status).toBe(200);
    const saved = (await current()).menu_items;
    expect((await put({ menu_items: [{ ...saved[0], url_name: menu_items[0].url_name }, ...saved.slice(1)] })).status).toBe(200);
  });

  it("refuses another organisation's row in a list with the field, saving none of the rest", async () => {
    const { faqs, features } = await current();
    const body = {
      features: [{ ...features[0], name: "Not saved" }, ...features.slice(1)],
      faqs: [...faqs, { ...faqs[0], id: NORTHWIND.faqs[0] }],
    };
    await refused(body, 400, `faqs.${faqs.length}.id`);
  });

  it("refuses a reference to another organisation's parent or to a new row that is not sent", async () => {
    const { submenu_items, cookie_services } = await current();
    await refused({ submenu_items: [{ ...submenu_items[0], menu_item_id: NORTHWIND.menuItems[0] }, ...submenu_items.slice(1)] }, 400, "submenu_items.0.menu_item_id");
    await refused({ cookie_services: [...cookie_services, { id: "new-x", category_id: "new-missing", name: "Orphan" }] }, 400, `cookie_services.${cookie_services.length}.category_id`);
  });

  it("refuses an existing row without its version", async () => {
    const { faqs } = await current();
    const unversioned: Record<string, unknown> = { ...faqs[0] };
    delete unversioned.version;
    await refused({ faqs: [unversioned, ...faqs.slice(1)] }, 400, "faqs.0.version");
  });

  it("answers 412 for a stale row, naming the list and the row, with the current row and who changed it; nothing is saved", async () => {
    const { faqs, features } = await current();
    const stale = { ...faqs[1], answer: "Stale answer", version: faqs[1].version - 1 || 999 };
    const error = await refused(
      { features: [{ ...features[0], name: "Not saved either" }, ...features.slice(1)], faqs: [faqs[0], stale, ...faqs.slice(2)] },
      412,
    );
    expect(error).toMatchObject({ code: "precondition_failed", list: "faqs", id: faqs[1].id, current: { id: faqs[1].id, version: faqs[1].version } });
    expect(error).toHaveProperty("changed_by");
  });

  it("answers 413 to a body over 5 MB", async () => {
    const { settings } = await current();
    const body = JSON.stringify({ settings: { ...settings, site: "x".repeat(ORGANIZATION_BODY_LIMIT_BYTES) } });
    const response = await putOrganization({ token, orgId: ACME.id, body });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatchObject({ code: "payload_too_large", message: expect.stringContaining("5 MB") });
    // A declared length over the limit is refused before anything is read.
    const { PUT } = await import("@/app/api/organizations/[orgId]/route");
    const declared = apiRequest(ACME_HOST, `/api/organizations/${ACME.id}`, { method: "PUT", token, body: "{}" });
    declared.headers.set("content-length", String(ORGANIZATION_BODY_LIMIT_BYTES + 1));
    expect((await PUT(declared, { params: Promise.resolve({ orgId: ACME.id }) })).status).toBe(413);
    expect((await current()).settings.site).toBe(settings.site);
  });

  it("answers 400 to a body that is not JSON", async () => {
    await refused("{not json", 400);
  });
});
