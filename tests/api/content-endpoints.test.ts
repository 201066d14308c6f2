import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthStack } from "../helpers/auth-stack";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// Outside a Next server there is no cache to tag or revalidate: the cache calls are recorded instead.
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({
  cacheTag: () => undefined,
  cacheLife: () => undefined,
  revalidateTag: (tag: string) => revalidated.push(tag),
}));

let stack: AuthStack;
let app: AppStack;
let sectionsRoute: typeof import("@/app/api/template-sections/route");
let headingsRoute: typeof import("@/app/api/template-heading-sections/route");
let revalidateRoute: typeof import("@/app/api/revalidate/route");
let contactRoute: typeof import("@/app/api/contact/route");

const NORTHWIND_HOST = "localhost:3000";
const ACME_HOST = "acme.localhost:3000";

const request = apiRequest;

const signIn = (email: string, password: string) => app.signIn(email, password);

const ids = async (response: Response) => ((await response.json()) as { id: string }[]).map((row) => row.id);

beforeAll(async () => {
  app = await startAppStack();
  stack = app.auth;
  sectionsRoute = await import("@/app/api/template-sections/route");
  headingsRoute = await import("@/app/api/template-heading-sections/route");
  revalidateRoute = await import("@/app/api/revalidate/route");
  contactRoute = await import("@/app/api/contact/route");
});

afterAll(async () => {
  await app?.close();
});

describe("GET /api/template-sections", () => {
  it("reads / as /home and returns only this host's organisation's sections, with metrics and a type", async () => {
    const response = await sectionsRoute.GET(request(NORTHWIND_HOST, "/api/template-sections?url_page=%2F"));
    expect(response.status).toBe(200);
    const sections = (await response.clone().json()) as { id: string; section_type: string; website_metric: unknown[] }[];
    expect(sections.map((s) => s.id).sort()).toEqual([...NORTHWIND.sections].sort());
    expect(sections.find((s) => s.id === NORTHWIND.sections[0])?.website_metric.length).toBeGreaterThan(0);
    const acme = await ids(await sectionsRoute.GET(request(ACME_HOST, "/api/template-sections?url_page=/")));
    expect(acme.sort()).toEqual([...ACME.sections].sort());
    expect(acme.some((id) => NORTHWIND.sections.includes(id))).toBe(false);
  });

  it("strips the language prefix from url_page", async () => {
    const prefixed = await ids(await sectionsRoute.GET(request(ACME_HOST, "/api/template-sections?url_page=%2Fen%2Fhome")));
    expect(prefixed.sort()).toEqual([...ACME.sections].sort());
    const bare = await ids(await sectionsRoute.GET(request(ACME_HOST, "/api/template-sections?url_page=/de")));
    expect(bare.sort()).toEqual([...ACME.sections].sort());
  });

  it("derives the type of an older row from its legacy flag", async () => {
    const sections = (await (await sectionsRoute.GET(request("alpen.localhost:3000", "/api/template-sections?url_page=/"))).json()) as {
      section_title: string;
      section_type: string;
    }[];
    expect(sections.find((s) => s.section_title === "Kontakt")?.section_type).toBe("contact");
  });

  it("answers an empty list for a page without sections", async () => {
    const response = await sectionsRoute.GET(request(NORTHWIND_HOST, "/api/template-sections?url_page=/no-such-page"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it("answers a NUL byte or another control character in url_page with 400, never a database error", async () => {
    for (const urlPage of ["%00", "%2Fabout%00", "%2500", "%1B%5B31m"]) {
      for (const route of [sectionsRoute, headingsRoute]) {
        const response = await route.GET(request(NORTHWIND_HOST, `/api/template-sections?url_page=${urlPage}`));
        expect(response.status).toBe(400);
        const { error } = await response.json();
        expect(error).toMatchObject({ code: "bad_request", details: "Invalid query parameters." });
        expect(error.fields.url_page).toMatch(/control characters/);
      }
    }
  });

  it("answers errors with code, message and details", async () => {
    const response = await sectionsRoute.GET(request("nobody.localhost:3000", "/api/template-sections?url_page=/"));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: "site_not_found", message: "Failed to fetch template sections", details: "No site at this address." },
    });
  });
});

describe("GET /api/template-heading-sections", () => {
  it("returns this organisation's headings of the page, prefix stripped, / as /home", async () => {
    expect((await ids(await headingsRoute.GET(request(NORTHWIND_HOST, "/api/template-heading-sections?url_page=/")))).sort()).toEqual(
      [...NORTHWIND.homeHeadings].sort(),
    );
    expect(await ids(await headingsRoute.GET(request(ACME_HOST, "/api/template-heading-sections?url_page=/en/about")))).toEqual([ACME.aboutHeading]);
    expect(await ids(await headingsRoute.GET(request(ACME_HOST, "/api/template-heading-sections?url_page=/nowhere")))).toEqual([]);
  });

  it("never returns another organisation's headings for the same page", async () => {
    const acme = await ids(await headingsRoute.GET(request(ACME_HOST, "/api/template-heading-sections?url_page=/about")));
    expect(acme).not.toContain(NORTHWIND.aboutHeading);
  });
});

describe("POST /api/revalidate", () => {
  beforeEach(() => {
    revalidated.length = 0;
  });

  it("answers 401 without a session", async () => {
    const response = await revalidateRoute.POST(request(NORTHWIND_HOST, "/api/revalidate", { method: "POST", body: { tag: `org-${NORTHWIND.id}` } }));
    expect(response.status).toBe(401);
    expect(revalidated).toEqual([]);
  });

  it("answers 403 to an admin of another organisation and to a customer", async () => {
    const acmeAdmin = await signIn(ACME.admin.email, SEED_PASSWORDS.admin);
    const foreign = await revalidateRoute.POST(
      request(NORTHWIND_HOST, "/api/revalidate", { method: "POST", body: { tag: `org-${NORTHWIND.id}` }, token: acmeAdmin }),
    );
    expect(foreign.status).toBe(403);
    const customer = await signIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer);
    const asCustomer = await revalidateRoute.POST(
      request(NORTHWIND_HOST, "/api/revalidate", { method: "POST", body: { tag: `org-${NORTHWIND.id}` }, token: customer }),
    );
    expect(asCustomer.status).toBe(403);
    expect(revalidated).toEqual([]);
  });

  it("answers 403 when an admin names another organisation's tag", async () => {
    const admin = await signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
    for (const tag of [`org-${ACME.id}`, `org-${ACME.id}:page:/home`, `org-${NORTHWIND.id}x`]) {
      const response = await revalidateRoute.POST(request(NORTHWIND_HOST, "/api/revalidate", { method: "POST", body: { tag }, token: admin }));
      expect(response.status).toBe(403);
    }
    expect(revalidated).toEqual([]);
  });

  it("revalidates the admin's own organisation tag and its finer page tags", async () => {
    const admin = await signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
    for (const tag of [`org-${NORTHWIND.id}`, `org-${NORTHWIND.id}:page:/home`]) {
      const response = await revalidateRoute.POST(request(NORTHWIND_HOST, "/api/revalidate", { method: "POST", body: { tag }, token: admin }));
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ revalidated: true, tag });
    }
    expect(revalidated).toEqual([`org-${NORTHWIND.id}`, `org-${NORTHWIND.id}:page:/home`]);
  });
});

describe("POST /api/contact", () => {
  it("stores a message for this host's organisation", async () => {
    const body = { name: "Ana Ruiz", email: "ana@example.com", message: "¿Tenéis viajes a Lisboa?" };
    const response = await contactRoute.POST(request(ACME_HOST, "/api/contact", { method: "POST", body }));
    expect(response.status).toBe(201);
    const rows = await stack.db.query<{ organization_id: string }>("select organization_id from public.contact_messages where email = 'ana@example.com'");
    expect(rows.rows).toEqual([{ organization_id: ACME.id }]);
  });

  it("stores the section the message was sent from", async () => {
    const contact = NORTHWIND.sections[0];
    const body = { name: "Sam Lee", email: "sam.section@example.com", message: "Please call me back.", section_id: contact };
    const response = await contactRoute.POST(request(NORTHWIND_HOST, "/api/contact", { method: "POST", body }));
    expect(response.status).toBe(201);
    const rows = await stack.db.query("select template_section_id from public.contact_messages where email = 'sam.section@example.com'");
    expect(rows.rows).toEqual([{ template_section_id: contact }]);
  });

  it("answers 404 for an unknown section and another organisation's, and stores nothing", async () => {
    for (const sectionId of ["00000000-0000-4000-8000-000000000000", ACME.sections[0]]) {
      const body = { name: "Sam Lee", email: "sam.foreign@example.com", message: "Hello", section_id: sectionId };
      const response = await contactRoute.POST(request(NORTHWIND_HOST, "/api/contact", { method: "POST", body }));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "Section not found." } });
    }
    const rows = await stack.db.query("select 1 from public.contact_messages where email = 'sam.foreign@example.com'");
    expect(rows.rows).toEqual([]);
  });

  it("refuses a NUL byte in any field with 400 and a field message", async () => {
    const body = { name: "Sam\u0000Lee", email: "sam.nul@example.com", message: "Hi\u0000there" };
    const response = await contactRoute.POST(request(NORTHWIND_HOST, "/api/contact", { method: "POST", body }));
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ name: "Must not contain control characters." });
  });

  it("rejects an invalid message with field errors", async () => {
    const response = await contactRoute.POST(request(ACME_HOST, "/api/contact", { method: "POST", body: { name: "", email: "nope", message: "" } }));
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.fields).sort()).toEqual(["email", "message", "name"]);
  });
});
