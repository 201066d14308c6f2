// The email outbox (issue 41): a request records its email and returns; the job queue's worker delivers it in the
// organisation's brand, retries while the mail server is down, and a failed email waits on the Dashboard for Resend.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { withRls } from "@/lib/db";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { bookingBody } from "../helpers/meetings";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

vi.mock("next/cache", () => ({ revalidateTag: () => undefined, updateTag: () => undefined }));

const ACME_HOST = "acme.localhost:3000";
const NORTHWIND_HOST = "localhost:3000";

let app: AppStack;
let slotsRoute: typeof import("@/app/api/meetings/slots/route");
let bookingsRoute: typeof import("@/app/api/meetings/bookings/route");
let dashboardRoute: typeof import("@/app/api/dashboard/route");
let resendRoute: typeof import("@/app/api/emails/[id]/resend/route");
let previewRoute: typeof import("@/app/api/emails/preview/route");

beforeAll(async () => {
  app = await startAppStack({ emailWorker: true });
  slotsRoute = await import("@/app/api/meetings/slots/route");
  bookingsRoute = await import("@/app/api/meetings/bookings/route");
  dashboardRoute = await import("@/app/api/dashboard/route");
  resendRoute = await import("@/app/api/emails/[id]/resend/route");
  previewRoute = await import("@/app/api/emails/preview/route");
});

afterAll(async () => {
  await app?.close();
});

async function bookAtAcme(locale: string) {
  const slots = await (await slotsRoute.GET(apiRequest(ACME_HOST, `/api/meetings/slots?meeting_type_id=${ACME.meetingTypes[0]}`))).json();
  const body = bookingBody(ACME.meetingTypes[0], slots.slots[0], { locale });
  const response = await bookingsRoute.POST(apiRequest(ACME_HOST, "/api/meetings/bookings", { method: "POST", body }));
  expect(response.status).toBe(201);
  return body.customer_email;
}

const deliveryOf = async (to: string) =>
  (await app.auth.db.query<{ id: string; status: string; attempts: number; error: string | null; message: unknown }>(
    "select id, status, attempts, error, message from public.email_deliveries where recipient = $1",
    [to],
  )).rows[0];

const dashboard = async (token: string, host = ACME_HOST) => dashboardRoute.GET(apiRequest(host, "/api/dashboard", { token }));
const resend = (id: string, token: string, host = ACME_HOST) =>
  resendRoute.POST(apiRequest(host, `/api/emails/${id}/resend`, { method: "POST", token }), { params: Promise.resolve({ id }) });

describe("an email a request sends", () => {
  it("arrives in the organisation's brand, in the booking's language, with a plain-text part, and is not kept once sent", async () => {
    const to = await bookAtAcme("es");
    const [mail] = await app.mailTo(to);
    expect(mail.from).toBe('"Acme Viajes" <no-reply@localhost>');
    expect(mail.subject).toMatch(/reserva|cita/i);
    expect(mail.html).toContain("<html");
    expect(mail.html).toMatch(/#[0-9a-f]{6}/);
    expect(mail.text).toContain("http://acme.localhost");
    expect(mail.text).not.toContain("<");
    expect(await deliveryOf(to)).toMatchObject({ status: "sent", attempts: 1, message: null });
  });

  it("is retried while the mailbox is down and arrives once it is back", async () => {
    const stopped = await fetch(`${process.env.MAILBOX_URL}/api/outage?seconds=2`, { method: "POST" });
    expect(stopped.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const to = await bookAtAcme("en");
    await vi.waitFor(async () => expect(await deliveryOf(to)).toMatchObject({ status: "retrying", attempts: 1, error: expect.any(String) }), {
      timeout: 10_000,
      interval: 200,
    });
    // The first retry comes about 10 s later (EMAIL_RETRY_DELAY_SECONDS), after the mailbox is back.
    await vi.waitFor(async () => expect((await deliveryOf(to)).status).toBe("sent"), { timeout: 40_000, interval: 500 });
    expect(await app.mailTo(to)).toHaveLength(1);
  }, 60_000);
});

describe("a failed email", () => {
  it("shows on its organisation's Dashboard with the reason, and Resend delivers it", async () => {
    const to = `failed-${Date.now()}@example.test`;
    const message = { to, subject: "Confirmación", text: "Hola", html: "<p>Hola</p>", fromName: "Acme Viajes" };
    const { rows } = await app.auth.db.query<{ id: string }>(
      `insert into public.email_deliveries (organization_id, template, recipient, locale, subject, status, attempts, error, message)
       values ($1, 'booking_confirmation', $2, 'es', 'Confirmación', 'failed', 9, 'connect ECONNREFUSED', $3) returning id`,
      [ACME.id, to, JSON.stringify(message)],
    );
    const id = rows[0].id;
    const admin = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);

    const board = await (await dashboard(admin)).json();
    expect(board.emails).toContainEqual(expect.objectContaining({ id, recipient: to, status: "failed", attempts: 9, error: "connect ECONNREFUSED" }));
    expect(JSON.stringify(board.emails)).not.toContain("<p>Hola</p>");

    // Another organisation's admin neither sees it nor resends it; an editor may not resend.
    const northwind = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
    expect((await (await dashboard(northwind, NORTHWIND_HOST)).json()).emails.map((email: { id: string }) => email.id)).not.toContain(id);
    expect((await resend(id, northwind, NORTHWIND_HOST)).status).toBe(404);
    const editor = await app.signIn(ACME.editor.email, SEED_PASSWORDS.admin);
    expect((await resend(id, editor)).status).toBe(403);
    expect((await resend("not-a-uuid", admin)).status).toBe(404);

    const resent = await resend(id, admin);
    expect(resent.status).toBe(202);
    const [mail] = await app.mailTo(to);
    expect(mail.subject).toBe("Confirmación");
    expect(await deliveryOf(to)).toMatchObject({ status: "sent", message: null });
    // Sent: nothing left to resend.
    expect((await resend(id, admin)).status).toBe(404);
  });

  it("keeps its message from every API role, its admins included", async () => {
    const claims = { role: "authenticated" as const, sub: ACME.admin.id };
    const refusal = (sql: string) => withRls(claims, (db) => db.execute(sql)).then(() => "allowed", (error: Error) => String(error.cause ?? error));
    expect(await refusal("select message from public.email_deliveries")).toMatch(/permission denied/);
    expect(await refusal(`insert into public.email_deliveries (organization_id, template, recipient, locale, subject) values ('${ACME.id}', 'x', 'a@b.c', 'en', 's')`)).toMatch(
      /row-level security/,
    );
  });
});

describe("GET /api/emails/preview", () => {
  it("shows an admin each template in each language, and nobody else", async () => {
    const admin = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
    const preview = (template: string, locale: string, token?: string) =>
      previewRoute.GET(apiRequest(ACME_HOST, `/api/emails/preview?template=${template}&locale=${locale}`, { token }));
    const german = await (await preview("invitation", "de", admin)).json();
    expect(german.subject).toContain("Acme Viajes");
    expect(german.html).toContain('lang="de"');
    expect(german.text).toContain("Acme Viajes");
    const japanese = await (await preview("booking_confirmation", "ja", admin)).json();
    expect(japanese.subject).not.toBe(german.subject);
    expect((await preview("nonsense", "de", admin)).status).toBe(400);
    expect((await preview("invitation", "de")).status).toBe(401);
    const customer = await app.signIn(ACME.customer.email, SEED_PASSWORDS.customer);
    expect((await preview("invitation", "de", customer)).status).toBe(403);
  });
});
