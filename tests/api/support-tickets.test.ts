// The support tickets API (issue 17) with real Requests against the embedded auth API, mailbox and database:
// who sees which ticket, what a message may hold, status changes, read marks, and the emails each side gets.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  conversationSchema,
  messageEnvelopeSchema,
  statusEnvelopeSchema,
  ticketEnvelopeSchema,
  ticketListSchema,
  unreadSchema,
} from "@/lib/support/contract";
import { apiRequest, startAppStack, type ApiRequestInit, type AppStack } from "@/tests/helpers/app-stack";
import { uniqueEmail } from "@/tests/helpers/auth-stack";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "@/tests/helpers/seed-ids";

const NORTHWIND_HOST = "localhost:3000";
const ACME_HOST = "acme.localhost:3000";
const NO_SUCH_TICKET = "5a0b0000-0000-4000-8000-0000000000ff";

let app: AppStack;
let ticketsRoute: typeof import("@/app/api/support/tickets/route");
let unreadRoute: typeof import("@/app/api/support/tickets/unread/route");
let conversationRoute: typeof import("@/app/api/support/conversation/route");
let ticketRoute: typeof import("@/app/api/support/tickets/[id]/route");
let readRoute: typeof import("@/app/api/support/tickets/[id]/read/route");
let messagesRoute: typeof import("@/app/api/support/tickets/[id]/messages/route");
let profileRoute: typeof import("@/app/api/profile/route");
let contactRoute: typeof import("@/app/api/contact/route");
const tokens: Record<string, string> = {};

async function token(email: string, password: string) {
  tokens[email] ??= await app.signIn(email, password);
  return tokens[email];
}
const customer = () => token(NORTHWIND.customer.email, SEED_PASSWORDS.customer);
const admin = () => token(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
const acmeAdmin = () => token(ACME.admin.email, SEED_PASSWORDS.admin);

/** A new customer of Northwind, signed up through the auth API with their profile created by the app. */
async function newCustomer(label: string) {
  const email = uniqueEmail(label);
  const { data, error } = await app.auth.client().auth.signUp({ email, password: "Sunshine42", options: { data: { username: label } } });
  if (error || !data.session) throw error ?? new Error("no session");
  const access = data.session.access_token;
  const response = await profileRoute.PUT(apiRequest(NORTHWIND_HOST, "/api/profile", { method: "PUT", token: access, body: { full_name: `Test ${label}` } }));
  expect(response.status).toBe(200);
  return { email, token: access };
}

async function json(response: Response) {
  return { status: response.status, body: await response.json() };
}

const segment = (id: string) => ({ params: Promise.resolve({ id }) });
const list = (init: ApiRequestInit = {}, query = "", host = NORTHWIND_HOST) =>
  ticketsRoute.GET(apiRequest(host, `/api/support/tickets${query}`, init)).then(json);
const contact = (body: unknown, init: ApiRequestInit = {}, host = NORTHWIND_HOST) =>
  contactRoute.POST(apiRequest(host, "/api/contact", { method: "POST", body, ...init })).then(json);
const open = (body: unknown, init: ApiRequestInit = {}, host = NORTHWIND_HOST) =>
  ticketsRoute.POST(apiRequest(host, "/api/support/tickets", { method: "POST", body, ...init })).then(json);
const unread = (init: ApiRequestInit = {}, host = NORTHWIND_HOST) =>
  unreadRoute.GET(apiRequest(host, "/api/support/tickets/unread", init)).then(json);
const conversation = (init: ApiRequestInit = {}, host = NORTHWIND_HOST) =>
  conversationRoute.GET(apiRequest(host, "/api/support/conversation", init)).then(json);
const show = (id: string, init: ApiRequestInit = {}, host = NORTHWIND_HOST) =>
  ticketRoute.GET(apiRequest(host, `/api/support/tickets/${id}`, init), segment(id)).then(json);
const patch = (id: string, body: unknown, init: ApiRequestInit = {}, host = NORTHWIND_HOST) =>
  ticketRoute.PATCH(apiRequest(host, `/api/support/tickets/${id}`, { method: "PATCH", body, ...init }), segment(id)).then(json);
const markRead = (id: string, init: ApiRequestInit = {}, host = NORTHWIND_HOST) =>
  readRoute.POST(apiRequest(host, `/api/support/tickets/${id}/read`, { method: "POST", ...init }), segment(id)).then(json);
const write = (id: string, body: unknown, init: ApiRequestInit = {}, host = NORTHWIND_HOST) =>
  messagesRoute.POST(apiRequest(host, `/api/support/tickets/${id}/messages`, { method: "POST", body: { body }, ...init }), segment(id)).then(json);

/** Opens a ticket as the given customer and returns its id. */
async function ticketOf(access: string, message: string, subject?: string) {
  const { status, body } = await open({ message, subject }, { token: access });
  expect(status).toBe(201);
  return ticketEnvelopeSchema.parse(body).ticket;
}

/** The newest mail to an address whose subject is `subject`. */
async function mailWithSubject(to: string, subject: string) {
  const mail = await app.mailTo(to);
  return mail.find((m) => m.subject === subject);
}

beforeAll(async () => {
  app = await startAppStack({ emailWorker: true });
  ticketsRoute = await import("@/app/api/support/tickets/route");
  unreadRoute = await import("@/app/api/support/tickets/unread/route");
  conversationRoute = await import("@/app/api/support/conversation/route");
  ticketRoute = await import("@/app/api/support/tickets/[id]/route");
  readRoute = await import("@/app/api/support/tickets/[id]/read/route");
  messagesRoute = await import("@/app/api/support/tickets/[id]/messages/route");
  profileRoute = await import("@/app/api/profile/route");
  contactRoute = await import("@/app/api/contact/route");
});

afterAll(async () => {
  await app?.close();
});

describe("without a session", () => {
  it("every support route answers 401 with the spec's message", async () => {
    const answers = [
      await list(),
      await open({ message: "Hello" }),
      await unread(),
      await conversation(),
      await show(NO_SUCH_TICKET),
      await patch(NO_SUCH_TICKET, { status: "closed" }),
      await markRead(NO_SUCH_TICKET),
      await write(NO_SUCH_TICKET, "Hello"),
    ];
    for (const answer of answers) {
      expect(answer).toEqual({ status: 401, body: { error: { code: "unauthorized", message: "No active session found. Please log in again." } } });
    }
  });
});

describe("a customer's ticket", () => {
  it("opens with the first line as subject, shows in the customer's and the admin's lists, and emails the admins", async () => {
    const message = "Can we move our diagnostic to March?\nWe are travelling in February.";
    const ticket = await ticketOf(await customer(), message);
    expect(ticket).toMatchObject({ subject: "Can we move our diagnostic to March?", status: "open", customer_email: NORTHWIND.customer.email, unread: false });
    expect(ticket.messages).toEqual([expect.objectContaining({ author: "customer", body: message })]);

    const mine = ticketListSchema.parse((await list({ token: await customer() })).body);
    expect(mine.tickets[0].id).toBe(ticket.id);
    const theirs = ticketListSchema.parse((await list({ token: await admin() })).body);
    expect(theirs.tickets.find((t) => t.id === ticket.id)).toMatchObject({ unread: true, preview: message.slice(0, 140) });

    const mail = await mailWithSubject(NORTHWIND.admin.email, `New message: ${ticket.subject}`);
    expect(mail?.text).toContain("We are travelling in February.");
    expect(mail?.text).toContain("/admin");
  });

  it("takes a given subject, cuts a long first line to 80 characters", async () => {
    const given = await ticketOf(await customer(), "Body text", "  Invoice\nquestion ");
    expect(given.subject).toBe("Invoice question");
    const long = await ticketOf(await customer(), `${"x".repeat(120)}\nrest`);
    expect(long.subject).toBe("x".repeat(80));
  });

  it("is not opened by an admin (403) nor by a user of another organisation (403)", async () => {
    expect((await open({ message: "Hi" }, { token: await admin() })).status).toBe(403);
    expect((await open({ message: "Hi" }, { token: await acmeAdmin() })).status).toBe(403);
  });
});

describe("bad input", () => {
  let ticketId: string;
  let someone: { email: string; token: string };
  beforeAll(async () => {
    someone = await newCustomer("bad-input");
    ticketId = (await ticketOf(someone.token, "Bad input checks")).id;
  });

  it("refuses an empty or blank message with a clear 400", async () => {
    for (const body of ["", "   \n\t "]) {
      expect(await write(ticketId, body, { token: someone.token })).toMatchObject({ status: 400, body: { error: { message: "Message cannot be empty." } } });
    }
    expect(await open({ message: " " }, { token: someone.token })).toMatchObject({ status: 400, body: { error: { message: "Message cannot be empty." } } });
  });

  it("refuses 10,001 characters and takes 5,000", async () => {
    const tooLong = await write(ticketId, "a".repeat(10_001), { token: await admin() });
    expect(tooLong).toMatchObject({ status: 400, body: { error: { message: "Message is too long (5000 characters at most)." } } });
    expect((await write(ticketId, "a".repeat(5000), { token: someone.token })).status).toBe(201);
  });

  it("refuses a body that is not a string, malformed JSON and a subject over 200 characters", async () => {
    expect((await write(ticketId, 42, { token: someone.token })).status).toBe(400);
    const malformed = await messagesRoute.POST(
      apiRequest(NORTHWIND_HOST, `/api/support/tickets/${ticketId}/messages`, { method: "POST", body: "{", token: someone.token }),
      segment(ticketId),
    );
    expect(malformed.status).toBe(400);
    expect((await open({ message: "x", subject: "s".repeat(201) }, { token: someone.token })).status).toBe(400);
  });

  it("keeps HTML and script as plain text, in the API and in the email", async () => {
    const script = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    const { status, body } = await write(ticketId, script, { token: await admin() });
    expect(status).toBe(201);
    expect(messageEnvelopeSchema.parse(body).message.body).toBe(script);
    const detail = ticketEnvelopeSchema.parse((await show(ticketId, { token: someone.token })).body).ticket;
    expect(detail.messages.at(-1)?.body).toBe(script);
    const mail = await mailWithSubject(someone.email, "New reply: Bad input checks");
    expect(mail?.text).toContain(script);
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).toContain("&lt;script&gt;");
  });

  it("answers 404 for an id that is not a uuid, on every route", async () => {
    const access = { token: await admin() };
    expect((await show("not-a-uuid", access)).status).toBe(404);
    expect((await patch("not-a-uuid", { status: "closed" }, access)).status).toBe(404);
    expect((await markRead("not-a-uuid", access)).status).toBe(404);
    expect((await write("not-a-uuid", "hi", access)).status).toBe(404);
  });

  it("refuses an unknown status filter and an unknown status", async () => {
    expect((await list({ token: await admin() }, "?status=lost")).status).toBe(400);
    expect((await patch(ticketId, { status: "lost" }, { token: await admin() })).status).toBe(400);
  });
});

describe("another customer's and another organisation's tickets", () => {
  let ticketId: string;
  let other: { email: string; token: string };
  beforeAll(async () => {
    ticketId = (await ticketOf(await customer(), "Private matter")).id;
    other = await newCustomer("other-customer");
  });

  it("another customer of the same site gets 404 everywhere and sees none of it", async () => {
    const access = { token: other.token };
    expect(await show(ticketId, access)).toMatchObject({ status: 404, body: { error: { message: "Ticket not found." } } });
    expect((await write(ticketId, "Let me in", access)).status).toBe(404);
    expect((await markRead(ticketId, access)).status).toBe(404);
    expect((await patch(ticketId, { status: "closed" }, access)).status).toBe(403);
    expect(ticketListSchema.parse((await list(access)).body)).toEqual({ tickets: [], unread: 0 });
    expect(conversationSchema.parse((await conversation(access)).body)).toEqual({ ticket: null });
  });

  it("another organisation's admin gets 404 on their own site and 403 on this one", async () => {
    const access = { token: await acmeAdmin() };
    expect((await show(ticketId, access, ACME_HOST)).status).toBe(404);
    expect((await write(ticketId, "Hola", access, ACME_HOST)).status).toBe(404);
    expect((await markRead(ticketId, access, ACME_HOST)).status).toBe(404);
    expect((await patch(ticketId, { status: "closed" }, access, ACME_HOST)).status).toBe(404);
    expect(ticketListSchema.parse((await list(access, "", ACME_HOST)).body).tickets.map((t) => t.id)).not.toContain(ticketId);
    expect((await show(ticketId, access)).status).toBe(403);
    expect((await list(access)).status).toBe(403);
  });

  it("a Northwind token on Acme's site sees no ticket of either", async () => {
    expect((await show(ticketId, { token: await admin() }, ACME_HOST)).status).toBe(403);
    expect((await show(ticketId, { token: await customer() }, ACME_HOST)).status).toBe(403);
  });
});

describe("statuses", () => {
  let someone: { email: string; token: string };
  beforeAll(async () => {
    someone = await newCustomer("statuses");
  });

  it("an admin's reply sets pending; closing blocks the admin (409); the customer's message reopens", async () => {
    const ticket = await ticketOf(someone.token, "Status walk");
    expect(messageEnvelopeSchema.parse((await write(ticket.id, "We can do March 4.", { token: await admin() })).body).message).toMatchObject({
      author: "admin",
      body: "We can do March 4.",
    });
    expect(ticketEnvelopeSchema.parse((await show(ticket.id, { token: someone.token })).body).ticket.status).toBe("pending");

    expect((await patch(ticket.id, { status: "closed" }, { token: someone.token })).status).toBe(403);
    const closed = await patch(ticket.id, { status: "closed" }, { token: await admin() });
    expect(statusEnvelopeSchema.parse(closed.body).ticket.status).toBe("closed");
    expect(await write(ticket.id, "One more thing", { token: await admin() })).toMatchObject({
      status: 409,
      body: { error: { message: "This ticket is closed. Reopen it to reply." } },
    });

    expect((await write(ticket.id, "Actually, one more question.", { token: someone.token })).status).toBe(201);
    expect(ticketEnvelopeSchema.parse((await show(ticket.id, { token: await admin() })).body).ticket.status).toBe("open");

    await patch(ticket.id, { status: "closed" }, { token: await admin() });
    expect((await patch(ticket.id, { status: "open" }, { token: await admin() })).body.ticket.status).toBe("open");
    expect((await write(ticket.id, "Reopened and answered.", { token: await admin() })).status).toBe(201);
  });

  it("filters the list by status", async () => {
    const ticket = await ticketOf(someone.token, "Filter me");
    await patch(ticket.id, { status: "closed" }, { token: await admin() });
    const closed = ticketListSchema.parse((await list({ token: await admin() }, "?status=closed")).body).tickets;
    expect(closed.map((t) => t.id)).toContain(ticket.id);
    expect(closed.every((t) => t.status === "closed")).toBe(true);
    const open = ticketListSchema.parse((await list({ token: await admin() }, "?status=open")).body).tickets;
    expect(open.map((t) => t.id)).not.toContain(ticket.id);
  });
});

describe("read marks and unread counts", () => {
  it("each side's badge counts the other side's news until it reads the ticket", async () => {
    const someone = await newCustomer("reader");
    const access = { token: someone.token };
    const ticket = await ticketOf(someone.token, "When is my slot?");
    expect(unreadSchema.parse((await unread(access)).body).unread).toBe(0);
    const adminBefore = unreadSchema.parse((await unread({ token: await admin() })).body).unread;

    // The admin reads it, then answers: the customer has one unread ticket, the admin none for this one.
    expect(await markRead(ticket.id, { token: await admin() })).toEqual({ status: 200, body: { ok: true } });
    expect(unreadSchema.parse((await unread({ token: await admin() })).body).unread).toBe(adminBefore - 1);
    await write(ticket.id, "Tuesday at 10.", { token: await admin() });
    expect((await unread(access)).body).toEqual({ unread: 1 });
    expect(ticketListSchema.parse((await list(access)).body)).toMatchObject({ unread: 1, tickets: [{ id: ticket.id, unread: true }] });

    expect(await markRead(ticket.id, access)).toEqual({ status: 200, body: { ok: true } });
    expect((await unread(access)).body).toEqual({ unread: 0 });

    // The customer's follow-up is news for the admin, and none for the customer who wrote it.
    await write(ticket.id, "Thanks!", access);
    expect((await unread(access)).body).toEqual({ unread: 0 });
    expect(unreadSchema.parse((await unread({ token: await admin() })).body).unread).toBe(adminBefore);
  });
});

describe("the live-support conversation", () => {
  it("is the customer's latest ticket that is not closed, with its messages", async () => {
    const someone = await newCustomer("live");
    expect((await conversation({ token: someone.token })).body).toEqual({ ticket: null });
    const first = await ticketOf(someone.token, "First question");
    const second = await ticketOf(someone.token, "Second question");
    expect(conversationSchema.parse((await conversation({ token: someone.token })).body).ticket).toMatchObject({
      id: second.id,
      messages: [{ body: "Second question" }],
    });
    await patch(second.id, { status: "closed" }, { token: await admin() });
    expect(conversationSchema.parse((await conversation({ token: someone.token })).body).ticket?.id).toBe(first.id);
  });

  it("is null for an admin", async () => {
    expect((await conversation({ token: await admin() })).body).toEqual({ ticket: null });
  });
});

describe("emails", () => {
  it("an admin's reply reaches the customer with a link to their tickets", async () => {
    const someone = await newCustomer("mailed");
    const ticket = await ticketOf(someone.token, "Do you work on Saturdays?");
    await write(ticket.id, "Yes, until noon.", { token: await admin() });
    const mail = await mailWithSubject(someone.email, "New reply: Do you work on Saturdays?");
    expect(mail?.text).toContain("Yes, until noon.");
    expect(mail?.text).toMatch(/https?:\/\/[^/\s]+\/account\/profile\/tickets/);
    expect(mail?.html).toContain("/account/profile/tickets");
  });

  it("a customer's follow-up reaches the admins, not the customer", async () => {
    const someone = await newCustomer("follow-up");
    const ticket = await ticketOf(someone.token, "Follow-up subject");
    await write(ticket.id, "Any news on this?", { token: someone.token });
    const mail = await app.mailTo(NORTHWIND.admin.email);
    expect(mail.some((m) => m.subject === "New message: Follow-up subject" && m.text.includes("Any news on this?"))).toBe(true);
    expect((await app.mailTo(someone.email)).filter((m) => m.subject.startsWith("New "))).toEqual([]);
  });
});

describe("rate limits", () => {
  it("a customer opens at most 5 tickets an hour", async () => {
    const someone = await newCustomer("limited");
    for (let i = 0; i < 5; i++) expect((await open({ message: `Ticket ${i}` }, { token: someone.token })).status).toBe(201);
    expect((await open({ message: "One too many" }, { token: someone.token })).status).toBe(429);
  });
});

describe("contact-form messages", () => {
  it("become tickets for a visitor without an account, and the admins are emailed", async () => {
    const firstLine = `Quote for a supply-chain review of our three warehouses in Leeds, Hull and York please`;
    const message = `${firstLine}\nWe have 40 staff.`;
    const sent = await contact({ name: "Sam Lee", email: "sam.contact@example.com", message });
    expect(sent).toEqual({ status: 201, body: { ok: true } });

    const tickets = ticketListSchema.parse((await list({ token: await admin() })).body).tickets;
    const ticket = tickets.find((t) => t.customer_email === "sam.contact@example.com");
    expect(ticket).toMatchObject({ customer_name: "Sam Lee", subject: firstLine.slice(0, 80).trim(), status: "open", unread: true });
    const detail = ticketEnvelopeSchema.parse((await show(ticket?.id ?? "", { token: await admin() })).body).ticket;
    expect(detail.messages).toEqual([expect.objectContaining({ author: "customer", author_name: "Sam Lee", body: message })]);

    const mail = await mailWithSubject(NORTHWIND.admin.email, `New message: ${detail.subject}`);
    expect(mail?.text).toContain("We have 40 staff.");

    // The admin's answer goes to the address the form gave.
    await write(detail.id, "Happy to. When can we visit?", { token: await admin() });
    expect((await mailWithSubject("sam.contact@example.com", `New reply: ${detail.subject}`))?.text).toContain("When can we visit?");
  });

  it("become the signed-in customer's own ticket", async () => {
    const someone = await newCustomer("contact-signed-in");
    const sent = await contact({ name: "Test contact", email: someone.email, message: "Sent from the contact form" }, { token: someone.token });
    expect(sent.status).toBe(201);
    const mine = ticketListSchema.parse((await list({ token: someone.token })).body).tickets;
    expect(mine).toEqual([expect.objectContaining({ subject: "Sent from the contact form" })]);
  });

  it("stay on their own site: Acme's form opens no Northwind ticket", async () => {
    await contact({ name: "Ana Ruiz", email: "ana.contact@example.com", message: "¿Tenéis viajes a Lisboa?" }, {}, ACME_HOST);
    const northwind = ticketListSchema.parse((await list({ token: await admin() })).body).tickets;
    expect(northwind.map((t) => t.customer_email)).not.toContain("ana.contact@example.com");
    const acme = ticketListSchema.parse((await list({ token: await acmeAdmin() }, "", ACME_HOST)).body).tickets;
    expect(acme.map((t) => t.customer_email)).toContain("ana.contact@example.com");
  });

  it("turn into a ticket once only, and only while fresh", async () => {
    const { rows } = await app.auth.db.query<{ id: string }>(
      "select contact_message_id as id from public.support_tickets where customer_email = 'sam.contact@example.com'",
    );
    const STALE = "5a0b0000-0000-4000-8000-0000000000aa";
    const turn = async (id: string) => {
      await app.auth.db.exec(`begin;
        insert into public.contact_messages (id, organization_id, name, email, message, created_at)
          values ('${STALE}', '${NORTHWIND.id}', 'Old Timer', 'old@example.com', 'Hello from the past', now() - interval '11 minutes');
        set local role anon`);
      try {
        return (await app.auth.db.query("select * from private.ticket_from_contact($1)", [id])).rows;
      } finally {
        await app.auth.db.exec("rollback");
      }
    };
    expect(await turn(rows[0].id)).toEqual([]);
    expect(await turn(STALE)).toEqual([]);
  });
});
