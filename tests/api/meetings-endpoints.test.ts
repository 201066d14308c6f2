import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { withWholeBatches } from "@/supabase/embedded/whole-batches";
import { TokenVerifier } from "livekit-server-sdk";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startAuthStack, type AuthStack } from "../helpers/auth-stack";
import { startEmailWorker, stopEmailWorker } from "../helpers/email-worker";
import { freePort } from "../helpers/free-port";
import { startWireMailbox, type WireMailbox } from "../helpers/wire-mailbox";
import { ACME_HOST, apiRequest, bookingBody, NORTHWIND_HOST, parseGuestPath, type RequestInit } from "../helpers/meetings";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// The meetings endpoints with real Requests against the embedded auth API, mailbox and database.
let stack: AuthStack;
let mailbox: WireMailbox;
let socket: PGLiteSocketServer;
let slotsRoute: typeof import("@/app/api/meetings/slots/route");
let bookingsRoute: typeof import("@/app/api/meetings/bookings/route");
let bookingRoute: typeof import("@/app/api/meetings/bookings/[id]/route");
let leaveRoute: typeof import("@/app/api/meetings/waiting-room/leave/route");
let launchRoute: typeof import("@/app/api/meetings/launch-video/route");
const tokens: Record<string, string> = {};

const INTRO_CALL = NORTHWIND.meetingTypes[0];
const LIVEKIT = { LIVEKIT_URL: "wss://livekit.test", LIVEKIT_API_KEY: "test-key", LIVEKIT_API_SECRET: "test-secret-that-is-long-enough-0123456789" };

async function signIn(email: string, password: string) {
  tokens[email] ??= await (async () => {
    const { data, error } = await stack.client({ ip: `10.6.0.${Math.floor(Math.random() * 250)}` }).auth.signInWithPassword({ email, password });
    if (error || !data.session) throw error ?? new Error("no session");
    return data.session.access_token;
  })();
  return tokens[email];
}
const northwindAdmin = () => signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
const acmeAdmin = () => signIn(ACME.admin.email, SEED_PASSWORDS.admin);
const northwindCustomer = () => signIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer);

async function json(response: Response) {
  return { status: response.status, body: await response.json() };
}

const get = (id: string, init: RequestInit = {}, host = NORTHWIND_HOST) =>
  bookingRoute.GET(apiRequest(host, `/api/meetings/bookings/${id}`, init), { params: Promise.resolve({ id }) }).then(json);
const put = (id: string, status: unknown, init: RequestInit = {}, host = NORTHWIND_HOST) =>
  bookingRoute.PUT(apiRequest(host, `/api/meetings/bookings/${id}`, { method: "PUT", body: { status }, ...init }), { params: Promise.resolve({ id }) }).then(json);
const leave = (id: string, init: RequestInit = {}) =>
  leaveRoute.POST(apiRequest(NORTHWIND_HOST, "/api/meetings/waiting-room/leave", { method: "POST", body: { booking_id: id }, ...init })).then(json);
const launch = (id: string, updateStatus: boolean, init: RequestInit = {}, host = NORTHWIND_HOST) =>
  launchRoute.POST(apiRequest(host, "/api/meetings/launch-video", { method: "POST", body: { booking_id: id, update_status: updateStatus }, ...init })).then(json);

async function freeSlot(meetingTypeId = INTRO_CALL, index = 0): Promise<string> {
  const { body } = await json(await slotsRoute.GET(apiRequest(NORTHWIND_HOST, `/api/meetings/slots?meeting_type_id=${meetingTypeId}`)));
  return body.slots[index];
}

/** A booking made by a visitor on the public page: its id, guest token and the address it went to. */
async function book(overrides: Record<string, unknown> = {}) {
  const body = bookingBody(INTRO_CALL, await freeSlot(), overrides);
  const { status, body: answer } = await json(await bookingsRoute.POST(apiRequest(NORTHWIND_HOST, "/api/meetings/bookings", { method: "POST", body })));
  if (status !== 201) throw new Error(`booking failed: ${status} ${JSON.stringify(answer)}`);
  return { ...parseGuestPath(answer.guest_path), email: body.customer_email, answer };
}

async function bookingRow(id: string) {
  const { rows } = await stack.db.query<{ status: string; waiting_since: string | null }>("select status, waiting_since from public.bookings where id = $1", [id]);
  return rows[0];
}

beforeAll(async () => {
  stack = await startAuthStack();
  const port = await freePort();
  socket = new PGLiteSocketServer({ db: withWholeBatches(stack.db), host: "127.0.0.1", port, maxConnections: 30 });
  await socket.start();
  process.env.DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
  process.env.NEXT_PUBLIC_SUPABASE_URL = stack.url;
  mailbox = await startWireMailbox(process.env.DATABASE_URL);
  process.env.MAILBOX_URL = mailbox.url;
  slotsRoute = await import("@/app/api/meetings/slots/route");
  bookingsRoute = await import("@/app/api/meetings/bookings/route");
  bookingRoute = await import("@/app/api/meetings/bookings/[id]/route");
  leaveRoute = await import("@/app/api/meetings/waiting-room/leave/route");
  launchRoute = await import("@/app/api/meetings/launch-video/route");
  await startEmailWorker();
});

afterEach(() => {
  for (const key of Object.keys(LIVEKIT)) delete process.env[key];
});

afterAll(async () => {
  await stopEmailWorker();
  await mailbox?.close();
  const { getPool } = await import("@/lib/db/pool");
  await getPool().end();
  await socket?.stop();
  await stack?.stop();
});

describe("GET /api/meetings/slots", () => {
  it("offers free times and drops one once it is booked", async () => {
    const first = await freeSlot();
    expect(new Date(first).getTime()).toBeGreaterThan(Date.now());
    await book();
    expect(await freeSlot()).not.toBe(first);
  });

  it("answers 404 for another organisation's meeting type and 400 for a malformed one", async () => {
    const other = await slotsRoute.GET(apiRequest(NORTHWIND_HOST, `/api/meetings/slots?meeting_type_id=${ACME.meetingTypes[0]}`));
    expect(other.status).toBe(404);
    const bad = await slotsRoute.GET(apiRequest(NORTHWIND_HOST, "/api/meetings/slots?meeting_type_id=nope"));
    expect(bad.status).toBe(400);
  });
});

describe("POST /api/meetings/bookings", () => {
  it("books a slot and emails a private link whose token opens the booking", async () => {
    const { bookingId, token, email, answer } = await book();
    expect(answer.booking).toMatchObject({ id: bookingId, status: "confirmed", meeting_type: { name: "Introductory call" } });
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    const [mail] = await mailbox.mailTo(email);
    expect(mail.subject).toBe("Your meeting with Northwind Consulting is booked");
    expect(mail.text).toContain(`/meeting#booking=${bookingId}&token=${token}`);
    const { rows } = await stack.db.query<{ guest_token_hash: string }>("select guest_token_hash from public.bookings where id = $1", [bookingId]);
    expect(rows[0].guest_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].guest_token_hash).not.toContain(token);
  });

  it("makes one booking from 20 concurrent identical requests", async () => {
    const body = bookingBody(INTRO_CALL, await freeSlot());
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => bookingsRoute.POST(apiRequest(NORTHWIND_HOST, "/api/meetings/bookings", { method: "POST", body })).then(json)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(19);
    expect(new Set(answers.map((a) => a.body.booking.id)).size).toBe(1);
    const { rows } = await stack.db.query("select id from public.bookings where idempotency_key = $1", [body.idempotency_key]);
    expect(rows).toHaveLength(1);
    expect(await mailbox.mailTo(body.customer_email)).toHaveLength(1);
  });

  it("refuses a slot that is already taken with 409", async () => {
    const slot = await freeSlot();
    const first = await bookingsRoute.POST(apiRequest(NORTHWIND_HOST, "/api/meetings/bookings", { method: "POST", body: bookingBody(INTRO_CALL, slot) }));
    expect(first.status).toBe(201);
    const second = await json(await bookingsRoute.POST(apiRequest(NORTHWIND_HOST, "/api/meetings/bookings", { method: "POST", body: bookingBody(INTRO_CALL, slot) })));
    expect(second).toMatchObject({ status: 409, body: { error: { code: "slot_taken" } } });
    // A longer meeting overlapping it is refused too.
    const workshop = await json(
      await bookingsRoute.POST(apiRequest(NORTHWIND_HOST, "/api/meetings/bookings", { method: "POST", body: bookingBody(NORTHWIND.meetingTypes[1], slot) })),
    );
    expect([409, 422]).toContain(workshop.status);
  });

  it("answers bad bodies with 400 and field messages, and times it does not offer with 422", async () => {
    const bad = await json(
      await bookingsRoute.POST(apiRequest(NORTHWIND_HOST, "/api/meetings/bookings", { method: "POST", body: { customer_email: "nope" } })),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(["meeting_type_id", "customer_email", "idempotency_key"]));
    const offHours = await bookingsRoute.POST(
      apiRequest(NORTHWIND_HOST, "/api/meetings/bookings", { method: "POST", body: bookingBody(INTRO_CALL, "2031-03-08T03:17:00Z") }),
    );
    expect(offHours.status).toBe(422);
  });

  it("refuses a customer_name that carries a link, and emails nobody", async () => {
    const slot = await freeSlot();
    for (const name of ["Your account is locked. Verify now at http://evil.example/x", "verify at evil.example/x", "Grace <b>Hopper</b>"]) {
      const body = bookingBody(INTRO_CALL, slot, { customer_name: name });
      const answer = await json(await bookingsRoute.POST(apiRequest(NORTHWIND_HOST, "/api/meetings/bookings", { method: "POST", body })));
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields.customer_name).toMatch(/without links/);
      expect(await mailbox.mailTo(body.customer_email)).toEqual([]);
    }
  });

  it("emails one confirmation per booking: a retry with its key sends none, whatever address it names", async () => {
    const body = bookingBody(INTRO_CALL, await freeSlot());
    const first = await json(await bookingsRoute.POST(apiRequest(NORTHWIND_HOST, "/api/meetings/bookings", { method: "POST", body })));
    expect(first.status).toBe(201);
    const retry = { ...body, customer_email: `other-${body.customer_email}`, customer_name: "Someone Else" };
    for (const again of [body, retry]) {
      const answer = await json(await bookingsRoute.POST(apiRequest(NORTHWIND_HOST, "/api/meetings/bookings", { method: "POST", body: again })));
      expect(answer).toMatchObject({ status: 200, body: { created: false, email_sent: false, guest_path: null } });
    }
    expect(await mailbox.mailTo(body.customer_email)).toHaveLength(1);
    expect(await mailbox.mailTo(retry.customer_email)).toEqual([]);
  });

  it("answers 404 for another organisation's meeting type and an unknown one", async () => {
    const slot = await freeSlot();
    for (const type of [ACME.meetingTypes[0], "00000000-0000-4000-8000-000000000000"]) {
      const answer = await json(
        await bookingsRoute.POST(apiRequest(NORTHWIND_HOST, "/api/meetings/bookings", { method: "POST", body: bookingBody(type, slot) })),
      );
      expect(answer).toMatchObject({ status: 404, body: { error: { code: "not_found" } } });
    }
  });

  it("links the emailed booking to the site's own address, not the port the request named", async () => {
    const body = bookingBody(INTRO_CALL, await freeSlot());
    const previousPort = process.env.PORT;
    process.env.PORT = "3000";
    try {
      const answer = await json(await bookingsRoute.POST(apiRequest("localhost:1234", "/api/meetings/bookings", { method: "POST", body })));
      expect(answer.status).toBe(201);
    } finally {
      if (previousPort === undefined) delete process.env.PORT;
      else process.env.PORT = previousPort;
    }
    const [mail] = await mailbox.mailTo(body.customer_email);
    expect(mail.text).toContain("http://localhost:3000/meeting#booking=");
    expect(`${mail.text}${mail.html ?? ""}`).not.toContain("1234");
  });

  it("links a signed-in customer's booking to their account", async () => {
    const token = await northwindCustomer();
    const body = bookingBody(INTRO_CALL, await freeSlot());
    const created = await json(await bookingsRoute.POST(apiRequest(NORTHWIND_HOST, "/api/meetings/bookings", { method: "POST", body, token })));
    expect(created.status).toBe(201);
    const mine = await json(await bookingsRoute.GET(apiRequest(NORTHWIND_HOST, "/api/meetings/bookings", { token })));
    expect(mine.body.bookings.map((b: { id: string }) => b.id)).toContain(created.body.booking.id);
  });
});

describe("GET /api/meetings/bookings/{id}", () => {
  it("shows the booking to its guest link, its host and its organisation's admin, without private fields", async () => {
    const { bookingId, token } = await book();
    const asGuest = await get(bookingId, { bookingToken: token });
    expect(asGuest.status).toBe(200);
    expect(Object.keys(asGuest.body.booking).sort()).toEqual(
      ["customer_name", "host_user_id", "id", "meeting_type", "scheduled_at", "status", "title", "waiting_since"].sort(),
    );
    expect((await get(bookingId, { token: await northwindAdmin() })).status).toBe(200);
  });

  it("refuses no token (401), another booking's token (404) and another organisation's admin (404)", async () => {
    const mine = await book();
    const other = await book();
    expect((await get(mine.bookingId)).body.error).toEqual({ code: "unauthorized", message: "No active session found. Please log in again." });
    expect((await get(mine.bookingId, { bookingToken: other.token })).status).toBe(404);
    expect((await get(mine.bookingId, { token: await acmeAdmin() })).status).toBe(404);
    expect((await get(mine.bookingId, { token: await acmeAdmin() }, ACME_HOST)).status).toBe(404);
    expect((await get(mine.bookingId, { bookingToken: mine.token }, ACME_HOST)).status).toBe(404);
    expect((await get(mine.bookingId, { token: await northwindCustomer() })).status).toBe(404);
  });
});

describe("PUT /api/meetings/bookings/{id}", () => {
  it("lets the guest enter the waiting room: waiting with waiting_since; entering again keeps the time", async () => {
    const { bookingId, token } = await book();
    const entered = await put(bookingId, "waiting", { bookingToken: token });
    expect(entered.status).toBe(200);
    expect(entered.body.booking.status).toBe("waiting");
    expect(entered.body.booking.waiting_since).not.toBeNull();
    const again = await put(bookingId, "waiting", { bookingToken: token });
    expect(again.body.booking.waiting_since).toBe(entered.body.booking.waiting_since);
  });

  it("refuses moves that are not the caller's (403) or not from this status (409), and bad bodies (400)", async () => {
    const { bookingId, token } = await book();
    expect((await put(bookingId, "in_progress", { bookingToken: token })).status).toBe(403);
    expect((await put(bookingId, "waiting", { token: await northwindAdmin() })).status).toBe(403);
    expect((await put(bookingId, "cancelled", { token: await northwindCustomer() })).status).toBe(404);
    expect((await put(bookingId, "completed", { token: await northwindAdmin() })).body.error.code).toBe("invalid_transition");
    expect((await put(bookingId, "nonsense", { bookingToken: token })).status).toBe(400);
    expect((await put(bookingId, "cancelled", { token: await acmeAdmin() })).status).toBe(404);
  });

  it("never takes a completed booking back to waiting, nor admits a cancelled one (409)", async () => {
    const done = await book();
    await put(done.bookingId, "waiting", { bookingToken: done.token });
    await launch(done.bookingId, true, { token: await northwindAdmin() });
    expect((await put(done.bookingId, "completed", { bookingToken: done.token })).body.booking.status).toBe("completed");
    expect((await put(done.bookingId, "waiting", { bookingToken: done.token })).status).toBe(409);

    const rejected = await book();
    expect((await put(rejected.bookingId, "cancelled", { token: await northwindAdmin() })).body.booking.status).toBe("cancelled");
    expect((await launch(rejected.bookingId, true, { token: await northwindAdmin() })).status).toBe(409);
  });

  it("lets only one of two concurrent host decisions win", async () => {
    const { bookingId, token } = await book();
    await put(bookingId, "waiting", { bookingToken: token });
    const admin = await northwindAdmin();
    const [admit, reject] = await Promise.all([put(bookingId, "in_progress", { token: admin }), put(bookingId, "cancelled", { token: admin })]);
    expect([admit.status, reject.status].sort()).toEqual([200, 409]);
    const winner = admit.status === 200 ? "in_progress" : "cancelled";
    expect((await bookingRow(bookingId)).status).toBe(winner);
  });
});

describe("POST /api/meetings/waiting-room/leave", () => {
  it("sets the booking back to confirmed", async () => {
    const { bookingId, token } = await book();
    await put(bookingId, "waiting", { bookingToken: token });
    const left = await leave(bookingId, { bookingToken: token });
    expect(left).toMatchObject({ status: 200, body: { success: true, booking: { status: "confirmed", waiting_since: null } } });
    expect(await bookingRow(bookingId)).toEqual({ status: "confirmed", waiting_since: null });
  });

  it("fails with 409 once the meeting is cancelled, and refuses callers without the link", async () => {
    const { bookingId, token } = await book();
    await put(bookingId, "waiting", { bookingToken: token });
    expect((await leave(bookingId)).status).toBe(401);
    expect((await leave(bookingId, { token: await northwindAdmin() })).status).toBe(403);
    await put(bookingId, "cancelled", { token: await northwindAdmin() });
    expect((await leave(bookingId, { bookingToken: token })).body.error.code).toBe("invalid_transition");
    const bad = await leaveRoute.POST(apiRequest(NORTHWIND_HOST, "/api/meetings/waiting-room/leave", { method: "POST", body: { booking_id: 7 } }));
    expect(bad.status).toBe(400);
  });
});

describe("POST /api/meetings/launch-video", () => {
  it("admits the guest even when video is not configured, then answers 503 video_not_configured", async () => {
    const { bookingId, token } = await book();
    await put(bookingId, "waiting", { bookingToken: token });
    const admitted = await launch(bookingId, true, { token: await northwindAdmin() });
    expect(admitted).toEqual({ status: 503, body: { error: { code: "video_not_configured", message: "Video calls are not configured" } } });
    expect((await bookingRow(bookingId)).status).toBe("in_progress");
    expect((await launch(bookingId, false, { bookingToken: token })).status).toBe(503);
  });

  it("mints tokens for one room per booking, with server-chosen identity and only join/publish/subscribe", async () => {
    Object.assign(process.env, LIVEKIT);
    const { bookingId, token } = await book({ customer_name: "Ada Lovelace" });
    await put(bookingId, "waiting", { bookingToken: token });
    const host = await launch(bookingId, true, { token: await northwindAdmin() });
    expect(host.status).toBe(200);
    expect(host.body).toMatchObject({ success: true, error: null, server_url: LIVEKIT.LIVEKIT_URL });
    expect(host.body.room_name).toBe(`org-${NORTHWIND.id}-booking-${bookingId}`);
    const guest = await launch(bookingId, false, { bookingToken: token });

    const verifier = new TokenVerifier(LIVEKIT.LIVEKIT_API_KEY, LIVEKIT.LIVEKIT_API_SECRET);
    const hostClaims = await verifier.verify(host.body.token);
    const guestClaims = await verifier.verify(guest.body.token);
    expect(hostClaims.sub).toBe(`host-${NORTHWIND.admin.id}`);
    expect(guestClaims).toMatchObject({ sub: `guest-${bookingId}`, name: "Ada Lovelace" });
    for (const claims of [hostClaims, guestClaims]) {
      expect(claims.video).toEqual({ room: host.body.room_name, roomJoin: true, canPublish: true, canSubscribe: true });
      const { exp, nbf } = claims as { exp: number; nbf: number };
      expect(exp - nbf).toBe(3600);
      expect(exp * 1000).toBeGreaterThan(Date.now() + 3_000_000);
    }
    await expect(new TokenVerifier(LIVEKIT.LIVEKIT_API_KEY, "another-secret-0123456789-0123456789").verify(guest.body.token)).rejects.toThrow();
  });

  it("refuses the guest admitting themselves, customers, other organisations' admins, and calls not started", async () => {
    Object.assign(process.env, LIVEKIT);
    const { bookingId, token } = await book();
    await put(bookingId, "waiting", { bookingToken: token });
    expect((await launch(bookingId, true, { bookingToken: token })).status).toBe(403);
    expect((await launch(bookingId, false, { bookingToken: token })).body.error.code).toBe("invalid_transition");
    expect((await launch(bookingId, true, { token: await acmeAdmin() })).status).toBe(404);
    expect((await launch(bookingId, true, { token: await acmeAdmin() }, ACME_HOST)).status).toBe(404);
    expect((await launch(bookingId, true)).status).toBe(401);
    expect((await launch(NORTHWIND.bookings[0], false, { token: await northwindCustomer() })).status).toBe(403);
    const bad = await launchRoute.POST(apiRequest(NORTHWIND_HOST, "/api/meetings/launch-video", { method: "POST", body: { update_status: "yes" } }));
    expect(bad.status).toBe(400);
    expect((await bookingRow(bookingId)).status).toBe("waiting");
  });
});

describe("GET /api/meetings/bookings", () => {
  it("gives admins today's and upcoming bookings with waiting guests first; others get 403", async () => {
    const { bookingId, token } = await book();
    await put(bookingId, "waiting", { bookingToken: token });
    const list = await json(await bookingsRoute.GET(apiRequest(NORTHWIND_HOST, "/api/meetings/bookings?scope=host", { token: await northwindAdmin() })));
    expect(list.status).toBe(200);
    const waiting = list.body.bookings.filter((b: { status: string }) => b.status === "waiting");
    expect(list.body.bookings.slice(0, waiting.length)).toEqual(waiting);
    expect(waiting.map((b: { id: string }) => b.id)).toContain(bookingId);
    const customer = await bookingsRoute.GET(apiRequest(NORTHWIND_HOST, "/api/meetings/bookings?scope=host", { token: await northwindCustomer() }));
    expect(customer.status).toBe(403);
    const otherAdmin = await json(await bookingsRoute.GET(apiRequest(ACME_HOST, "/api/meetings/bookings?scope=host", { token: await acmeAdmin() })));
    expect(otherAdmin.body.bookings.map((b: { id: string }) => b.id)).not.toContain(bookingId);
    expect((await bookingsRoute.GET(apiRequest(NORTHWIND_HOST, "/api/meetings/bookings"))).status).toBe(401);
  });
});
