import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAuthStack, type AuthStack } from "../helpers/auth-stack";
import { freePort } from "../helpers/free-port";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// The banner dismissal endpoint, called with real Requests against the embedded auth API and a seeded database.
let stack: AuthStack;
let socket: PGLiteSocketServer;
let dismissalsRoute: typeof import("@/app/api/banners/dismissals/route");

const NORTHWIND_HOST = "localhost:3000";

function request(host: string, path: string, init: { method?: string; body?: unknown; token?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { host, "x-forwarded-for": `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.cookie) headers.cookie = init.cookie;
  return new Request(`http://${host}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
  });
}

async function signIn(email: string, password: string) {
  const { data, error } = await stack.client({ ip: `10.6.0.${Math.floor(Math.random() * 250)}` }).auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error("no session");
  return data.session.access_token;
}

const PATH = "/api/banners/dismissals";

beforeAll(async () => {
  stack = await startAuthStack();
  const port = await freePort();
  socket = new PGLiteSocketServer({ db: stack.db, host: "127.0.0.1", port, maxConnections: 20 });
  await socket.start();
  process.env.DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
  process.env.NEXT_PUBLIC_SUPABASE_URL = stack.url;
  process.env.MAILBOX_URL = stack.mailboxUrl;
  dismissalsRoute = await import("@/app/api/banners/dismissals/route");
});

afterAll(async () => {
  const { getPool } = await import("@/lib/db/pool");
  await getPool().end();
  await socket?.stop();
  await stack?.stop();
});

describe("GET and POST /api/banners/dismissals", () => {
  it("answers 401 without a session (anonymous dismissals stay in the browser)", async () => {
    expect((await dismissalsRoute.GET(request(NORTHWIND_HOST, PATH))).status).toBe(401);
    expect((await dismissalsRoute.POST(request(NORTHWIND_HOST, PATH, { method: "POST", body: { banner_id: NORTHWIND.banners.top } }))).status).toBe(401);
  });

  it("dismisses a closable banner for its stored duration and lists it", async () => {
    const token = await signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
    const before = Date.now();
    const response = await dismissalsRoute.POST(request(NORTHWIND_HOST, PATH, { method: "POST", token, body: { banner_id: NORTHWIND.banners.top } }));
    expect(response.status).toBe(200);
    const { dismissed_until } = await response.json();
    // The seeded banner says '3 days'.
    expect(Date.parse(dismissed_until) - before).toBeGreaterThanOrEqual(3 * 86_400_000 - 1000);
    expect(Date.parse(dismissed_until) - before).toBeLessThan(3 * 86_400_000 + 60_000);
    const list = await (await dismissalsRoute.GET(request(NORTHWIND_HOST, PATH, { token }))).json();
    expect(list.dismissals).toEqual([{ banner_id: NORTHWIND.banners.top, dismissed_until }]);
  });

  it("refuses permanent banners, another organisation's banners and bad bodies", async () => {
    const token = await signIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer);
    const post = (body: unknown) => dismissalsRoute.POST(request(NORTHWIND_HOST, PATH, { method: "POST", token, body }));
    expect((await post({ banner_id: NORTHWIND.banners.bottom })).status).toBe(400);
    expect((await post({ banner_id: ACME.banners.top })).status).toBe(404);
    const bad = await post({ banner_id: "nope" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty("banner_id");
  });
});
