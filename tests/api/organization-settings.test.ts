import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SECTION_KEYS, SETTINGS_SECTIONS } from "@/lib/organizations/types";
import { startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME_HOST, getOrganization, getSection, NORTHWIND_HOST } from "../helpers/organization-api";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// GET /api/organizations/{orgId} and its sections route (spec 001 §7): everything Global Settings shows, for
// the admins of the host's organisation only.
vi.mock("next/cache", () => ({ revalidateTag: () => undefined }));

const ALL_KEYS = [
  "organization", "settings", "website_hero", "menu_items", "submenu_items", "blog_posts", "products", "pricing_plans",
  "features", "faqs", "banners", "cookie_categories", "cookie_services", "cookie_consent_records", "meeting_types", "loaded_at",
];

let app: AppStack;
let acmeAdmin: string;

beforeAll(async () => {
  app = await startAppStack();
  acmeAdmin = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
});

afterAll(async () => {
  await app?.close();
});

describe("GET /api/organizations/{orgId}", () => {
  it("answers every key of the contract for Acme's admin, as stored and in order", async () => {
    const response = await getOrganization({ token: acmeAdmin, orgId: ACME.id });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const data = await response.json();
    expect(Object.keys(data).sort()).toEqual([...ALL_KEYS].sort());
    expect(data.organization).toEqual({ id: ACME.id, name: ACME.name, base_url: ACME.baseUrl, base_url_local: ACME.baseUrlLocal, type: "hospitality", version: expect.any(Number) });
    expect(data.settings).toMatchObject({ organization_id: ACME.id, language: "es", supported_locales: ["es", "en", "de"], version: expect.any(Number) });
    expect(data.website_hero).toMatchObject({ id: ACME.hero, url_page: "/home" });
    expect(data.menu_items.map((row: { id: string }) => row.id).sort()).toEqual([...ACME.menuItems].sort());
    expect(data.faqs.map((row: { id: string }) => row.id).sort()).toEqual([...ACME.faqs].sort());
    const orders = data.faqs.map((row: { order: number }) => row.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(data.cookie_categories).toHaveLength(3);
    expect(data.cookie_consent_records.length).toBeGreaterThan(0);
    expect(data.meeting_types.map((row: { id: string }) => row.id).sort()).toEqual([...ACME.meetingTypes].sort());
    expect(data.blog_posts[0]).toEqual({
      id: expect.any(String),
      version: expect.any(Number),
      slug: expect.any(String),
      title: expect.any(String),
      title_translation: expect.any(Object),
      display_config: expect.any(Object),
      organization_config: expect.any(Object),
      created_on: expect.any(String),
    });
    // Only Acme's rows.
    for (const key of ALL_KEYS.filter((name) => Array.isArray(data[name]))) {
      for (const row of data[key]) if ("organization_id" in row) expect(row.organization_id).toBe(ACME.id);
    }
  });

  it("answers 401 without a session", async () => {
    const response = await getOrganization({ orgId: ACME.id });
    expect(response.status).toBe(401);
    expect((await response.json()).error).toMatchObject({ code: "unauthorized", message: expect.stringContaining("No active session found") });
  });

  it("answers 403 to a customer", async () => {
    const token = await app.signIn(ACME.customer.email, SEED_PASSWORDS.customer);
    expect((await getOrganization({ token, orgId: ACME.id })).status).toBe(403);
  });

  it("answers 403 to another organisation's admin on this host, even for their own organisation", async () => {
    const token = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
    expect((await getOrganization({ token, orgId: ACME.id })).status).toBe(403);
    expect((await getOrganization({ token, orgId: NORTHWIND.id })).status).toBe(403);
    // On their own host they read their own organisation.
    expect((await getOrganization({ token, host: NORTHWIND_HOST, orgId: NORTHWIND.id })).status).toBe(200);
  });

  it("answers 403 for an organisation that is not the host's, and 404 for an id that is no uuid", async () => {
    const other = await getOrganization({ token: acmeAdmin, orgId: NORTHWIND.id });
    expect(other.status).toBe(403);
    expect(JSON.stringify(await other.json())).not.toContain("Northwind");
    expect((await getOrganization({ token: acmeAdmin, orgId: "not-a-uuid" })).status).toBe(404);
  });
});

describe("GET /api/organizations/{orgId}/sections/{section}", () => {
  it.each(SETTINGS_SECTIONS)("answers the keys of the %s tab", async (section) => {
    const response = await getSection({ token: acmeAdmin, orgId: ACME.id, section });
    expect(response.status).toBe(200);
    expect(Object.keys(await response.json()).sort()).toEqual([...SECTION_KEYS[section]].sort());
  });

  it("answers 404 for a section that is no tab, 401 without a session and 403 for another organisation", async () => {
    const unknown = await getSection({ token: acmeAdmin, orgId: ACME.id, section: "payments" });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe("not_found");
    expect((await getSection({ orgId: ACME.id, section: "faqs" })).status).toBe(401);
    expect((await getSection({ token: acmeAdmin, orgId: NORTHWIND.id, section: "faqs" })).status).toBe(403);
    expect((await getSection({ token: acmeAdmin, host: ACME_HOST, orgId: "x", section: "faqs" })).status).toBe(404);
  });
});
