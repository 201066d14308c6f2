import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dashboardSchema, type Dashboard } from "@/lib/dashboard/schemas";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// GET /api/dashboard: the admin level (401, 403), one organisation's data only, and the answer's shape.
// Outside a Next server there is no cache to revalidate (the section saves below call revalidateTag).
vi.mock("next/cache", () => ({ revalidateTag: () => undefined }));

let app: AppStack;
let dashboardRoute: typeof import("@/app/api/dashboard/route");
let sectionRoute: typeof import("@/app/api/template-sections/[id]/route");
let undoRoute: typeof import("@/app/api/revisions/[id]/undo/route");
let statusRoute: typeof import("@/app/api/translations/status/route");
const tokens: Record<string, string> = {};

const NORTHWIND_HOST = "localhost:3000";
const ACME_HOST = "acme.localhost:3000";
const params = (id: string | number) => ({ params: Promise.resolve({ id: String(id) }) });

async function signIn(email: string, password: string) {
  tokens[email] ??= await app.signIn(email, password);
  return tokens[email];
}
const northwindAdmin = () => signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
const acmeAdmin = () => signIn(ACME.admin.email, SEED_PASSWORDS.admin);

async function dashboard(token: string | undefined, host = NORTHWIND_HOST) {
  const response = await dashboardRoute.GET(apiRequest(host, "/api/dashboard", { token }));
  return { status: response.status, body: await response.json(), cache: response.headers.get("cache-control") };
}

async function ownDashboard(token: string, host: string): Promise<Dashboard> {
  const { status, body } = await dashboard(token, host);
  expect(status).toBe(200);
  return dashboardSchema.parse(body);
}

/** An admin renames a section through the editors' save path: a revision is written. */
async function renameSection(token: string, host: string, id: string, title: string) {
  const read = await sectionRoute.GET(apiRequest(host, `/api/template-sections/${id}`, { token }), params(id));
  const request = apiRequest(host, `/api/template-sections/${id}`, { method: "PATCH", token, body: { section_title: title } });
  request.headers.set("if-match", read.headers.get("etag")!);
  const response = await sectionRoute.PATCH(request, params(id));
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  app = await startAppStack();
  dashboardRoute = await import("@/app/api/dashboard/route");
  sectionRoute = await import("@/app/api/template-sections/[id]/route");
  undoRoute = await import("@/app/api/revisions/[id]/undo/route");
  statusRoute = await import("@/app/api/translations/status/route");
});

afterAll(async () => {
  await app?.close();
});

describe("who may read the dashboard", () => {
  it("answers 401 with the spec's message without a session", async () => {
    const { status, body } = await dashboard(undefined);
    expect(status).toBe(401);
    expect(body).toEqual({ error: { code: "unauthorized", message: "No active session found. Please log in again." } });
  });

  it("answers 403 to a customer of the site", async () => {
    const customer = await app.signIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer);
    const { status, body } = await dashboard(customer);
    expect(status).toBe(403);
    expect(body.error.code).toBe("forbidden");
  });

  it("answers 403 to another organisation's admin on this site", async () => {
    expect((await dashboard(await acmeAdmin(), NORTHWIND_HOST)).status).toBe(403);
  });

  it("is never stored by a cache", async () => {
    expect((await dashboard(await northwindAdmin())).cache).toBe("private, no-store");
  });
});

describe("what Northwind's admin sees", () => {
  it("lists every page and post, drafts too, with the languages they still miss", async () => {
    const { content } = await ownDashboard(await northwindAdmin(), NORTHWIND_HOST);
    expect(content.default_locale).toBe("en");
    expect([...content.locales].sort()).toEqual(["de", "en", "es", "fr"]);
    const about = content.items.find((item) => item.id === NORTHWIND.posts.about)!;
    expect(about).toMatchObject({ slug: "about", kind: "page", is_published: true });
    // Seeded in English, Spanish and German only: French is missing, the default language never is.
    expect(about.missing).toContain("fr");
    expect(about.missing).not.toContain("en");
    const hidden = content.items.find((item) => item.id === NORTHWIND.posts.hidden)!;
    expect(hidden).toMatchObject({ kind: "post", is_published: false });
    expect(content.items.some((item) => item.id === ACME.posts.about)).toBe(false);
  });

  it("lists today's and upcoming bookings, not those that are over", async () => {
    const { bookings } = await ownDashboard(await northwindAdmin(), NORTHWIND_HOST);
    expect(bookings.map((booking) => booking.id)).toEqual([NORTHWIND.bookings[0]]);
    expect(bookings[0]).toMatchObject({ title: "Introductory call with Oliver Grant", customer_name: "Oliver Grant", status: "confirmed" });
  });

  it("counts the last 30 days' consent choices: one refused, one custom, per category", async () => {
    const { consent } = await ownDashboard(await northwindAdmin(), NORTHWIND_HOST);
    expect(consent).toMatchObject({ days: 30, total: 2, rejected: 1, accepted_all: 0, custom: 1 });
    const analytics = consent.categories.find((category) => category.id === NORTHWIND.cookieCategories.analytics);
    const marketing = consent.categories.find((category) => category.id === NORTHWIND.cookieCategories.marketing);
    expect(analytics?.accepted).toBe(1);
    expect(marketing?.accepted).toBe(0);
    // The essential category needs no consent and is not counted.
    expect(consent.categories.some((category) => category.id === NORTHWIND.cookieCategories.essential)).toBe(false);
  });
});

describe("recent changes", () => {
  it("shows a change with who made it and where, and only the latest of a row can be undone", async () => {
    const token = await northwindAdmin();
    await renameSection(token, NORTHWIND_HOST, NORTHWIND.sections[1], "Dashboard first title");
    await renameSection(token, NORTHWIND_HOST, NORTHWIND.sections[1], "Dashboard second title");
    const { changes } = await ownDashboard(token, NORTHWIND_HOST);
    const [latest, previous] = changes;
    expect(latest).toMatchObject({ entity: "template_section", action: "update", label: "Dashboard second title", can_undo: true });
    expect(latest.path).toMatch(/^\//);
    expect(latest.actor_name).toBeTruthy();
    expect(previous).toMatchObject({ label: "Dashboard first title", can_undo: false });

    // Undo through the editors' own endpoint: the undo is itself the newest change.
    const undo = await undoRoute.POST(apiRequest(NORTHWIND_HOST, `/api/revisions/${latest.id}/undo`, { method: "POST", token }), params(latest.id));
    expect(undo.status).toBe(200);
    const after = await ownDashboard(token, NORTHWIND_HOST);
    expect(after.changes[0]).toMatchObject({ action: "undo", label: "Dashboard first title", can_undo: true });
    expect(after.changes.find((change) => change.id === latest.id)?.can_undo).toBe(false);
  });

  it("never shows one organisation's changes, pages or bookings to another's admin", async () => {
    await renameSection(await acmeAdmin(), ACME_HOST, ACME.sections[1], "Acme only title");
    const northwind = await ownDashboard(await northwindAdmin(), NORTHWIND_HOST);
    const acme = await ownDashboard(await acmeAdmin(), ACME_HOST);
    expect(northwind.changes.some((change) => change.label === "Acme only title")).toBe(false);
    expect(acme.changes.some((change) => change.label?.startsWith("Dashboard"))).toBe(false);
    expect(acme.changes[0].label).toBe("Acme only title");
    const northwindIds = new Set(northwind.content.items.map((item) => item.id));
    expect(acme.content.items.some((item) => northwindIds.has(item.id))).toBe(false);
    expect(acme.bookings.map((booking) => booking.id)).toEqual([ACME.bookings[0]]);
    expect(acme.content.default_locale).toBe("es");
  });
});

describe("tickets and unanswered AI questions", () => {
  async function addTicket(orgId: string, subject: string, status: "open" | "pending" | "closed", minutesAgo: number) {
    await app.auth.db.query(
      `insert into public.support_tickets (organization_id, customer_email, customer_name, subject, status, last_message_at)
       values ($1, 'visitor@example.test', 'Visitor', $2, $3, now() - make_interval(mins => $4))`,
      [orgId, subject, status, minutesAgo],
    );
  }
  async function addQuestion(orgId: string, question: string, answered: boolean) {
    await app.auth.db.query("insert into public.assistant_questions (organization_id, locale, question, answered) values ($1, 'en', $2, $3)", [
      orgId,
      question,
      answered,
    ]);
  }

  it("counts open and pending tickets, lists the most recent, and never another organisation's", async () => {
    const token = await northwindAdmin();
    const before = (await ownDashboard(token, NORTHWIND_HOST)).tickets.open;
    await addTicket(NORTHWIND.id, "Can we move our diagnostic to March?", "open", 1);
    await addTicket(NORTHWIND.id, "Invoice for February", "pending", 2);
    await addTicket(NORTHWIND.id, "Thanks for the workshop", "closed", 3);
    await addTicket(ACME.id, "Cambio de reserva", "open", 0);
    const { tickets } = await ownDashboard(token, NORTHWIND_HOST);
    expect(tickets.open).toBe(before + 2);
    expect(tickets.recent[0]).toMatchObject({ subject: "Can we move our diagnostic to March?", status: "open", customer: "Visitor" });
    expect(tickets.recent.length).toBeLessThanOrEqual(5);
    expect(tickets.recent.some((ticket) => ticket.subject === "Cambio de reserva")).toBe(false);
  });

  it("counts the questions the assistant could not answer and lists them, newest first", async () => {
    const token = await northwindAdmin();
    const before = (await ownDashboard(token, NORTHWIND_HOST)).questions.unanswered;
    await addQuestion(NORTHWIND.id, "Do you work on weekends?", false);
    await addQuestion(NORTHWIND.id, "How long does a diagnostic take?", true);
    await addQuestion(ACME.id, "¿Tenéis viajes a Japón?", false);
    const { questions } = await ownDashboard(token, NORTHWIND_HOST);
    expect(questions.unanswered).toBe(before + 1);
    expect(questions.recent[0].question).toBe("Do you work on weekends?");
    expect(questions.recent.some((question) => question.question.includes("Japón"))).toBe(false);
  });
});

describe("translations", () => {
  it("counts each language's translated, missing and outdated texts, as the status page does, never the default language's", async () => {
    const token = await northwindAdmin();
    const { translations } = await ownDashboard(token, NORTHWIND_HOST);
    expect(translations.map((language) => language.lang).sort()).toEqual(["de", "es", "fr"]);
    const french = translations.find((language) => language.lang === "fr")!;
    // Northwind's pages and posts are seeded in English, Spanish and German only: French misses their texts.
    expect(french.kinds.post.missing).toBeGreaterThan(0);
    for (const { total, kinds } of translations) {
      const kindsTotal = Object.values(kinds).reduce((sum, counts) => sum + counts.translated + counts.missing + counts.outdated, 0);
      expect(total.translated + total.missing + total.outdated).toBe(kindsTotal);
    }
    const german = translations.find((language) => language.lang === "de")!;
    expect(german.total.translated).toBeGreaterThan(0);
    const status = await statusRoute.GET(apiRequest(NORTHWIND_HOST, "/api/translations/status?lang=de", { token }));
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ total: german.total, kinds: german.kinds });

    const acme = await ownDashboard(await acmeAdmin(), ACME_HOST);
    // Acme writes in Spanish: its other languages are English and German.
    expect(acme.translations.map((language) => language.lang).sort()).toEqual(["de", "en"]);
  });
});
