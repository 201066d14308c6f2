import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ANONYMOUS_BODY_LIMIT_BYTES } from "@/lib/api/body-limit";
import { CONTACT_RATE_LIMIT } from "@/lib/contact/schemas";
import { MEDIA_UPLOAD_LIMIT_BYTES } from "@/lib/media/rules";
import { POST_BODY_LIMIT_BYTES } from "@/lib/posts/body-limit";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// Issue 37 finding 4: every route caps its body while it streams, whatever Content-Length or chunking say, and
// answers 413 in the platform's error shape; routes anyone may call take 64 KB at most and count the caller
// against their rate limit before they read a byte.
vi.mock("next/cache", () => ({ revalidateTag: () => undefined }));

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const HOST = "localhost:3000";
const CHUNK = 64 * 1024;
const encode = (text: string) => new TextEncoder().encode(text);

let app: AppStack;
let admin: string;

/**
 * A body of `size` bytes sent in chunks, as a chunked upload arrives (no Content-Length unless a header says
 * so): `head`, then filler, then `tail`. `sent()` says how much of it the server pulled.
 */
function streamedBody(size: number, { head = "", tail = "" } = {}) {
  const [first, last] = [encode(head), encode(tail)];
  const filler = new Uint8Array(CHUNK).fill(0x61);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      const left = size - sent;
      const chunk = sent === 0 ? first : left <= last.byteLength ? last : filler.subarray(0, Math.min(CHUNK, left - last.byteLength));
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, sent: () => sent };
}

/** A POST of `body` as a browser on the site sends it, signed in as the admin unless `token` is null. */
function streamedRequest(path: string, body: ReadableStream<Uint8Array>, { headers = {}, token = admin }: { headers?: Record<string, string>; token?: string | null } = {}) {
  const base = apiRequest(HOST, path, { method: "POST", token: token ?? undefined, body: "" });
  for (const [name, value] of Object.entries(headers)) base.headers.set(name, value);
  const init: RequestInit & { duplex: "half" } = { method: "POST", headers: base.headers, body, duplex: "half" };
  return new Request(base.url, init);
}

async function call(module: Promise<Record<string, unknown>>, request: Request, method = "POST") {
  return ((await module)[method] as Handler)(request, { params: Promise.resolve({}) });
}

async function expectTooLarge(response: Response) {
  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({ error: { code: "payload_too_large", message: expect.any(String) } });
}

beforeAll(async () => {
  app = await startAppStack();
  admin = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
});

afterAll(async () => {
  await app?.close();
});

describe("bodies are capped while they stream", () => {
  it("answers a chunked 9 MB post with 413 without reading it all", async () => {
    const body = streamedBody(9 * 1024 * 1024, { head: '{"title":"Big","content":"', tail: '"}' });
    await expectTooLarge(await call(import("@/app/api/posts/route"), streamedRequest("/api/posts", body.stream)));
    expect(body.sent()).toBeLessThanOrEqual(POST_BODY_LIMIT_BYTES + 4 * CHUNK);
  });

  it("answers a post whose Content-Length understates its body with 413", async () => {
    const json = JSON.stringify({ title: "Liar", content: "a".repeat(9 * 1024 * 1024) });
    const request = apiRequest(HOST, "/api/posts", { method: "POST", token: admin, body: json });
    request.headers.set("content-length", "64");
    await expectTooLarge(await call(import("@/app/api/posts/route"), request));
  });

  it("answers a multipart upload over the largest file's limit with 413 before parsing it", async () => {
    const boundary = "----body-limit-test";
    const body = streamedBody(MEDIA_UPLOAD_LIMIT_BYTES + 1024 * 1024, {
      head: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
      tail: `\r\n--${boundary}--\r\n`,
    });
    const request = streamedRequest("/api/media", body.stream, { headers: { "content-type": `multipart/form-data; boundary=${boundary}` } });
    await expectTooLarge(await call(import("@/app/api/media/route"), request));
    expect(body.sent()).toBeLessThanOrEqual(MEDIA_UPLOAD_LIMIT_BYTES + 4 * CHUNK);
  });
});

describe("routes anyone may call", () => {
  const anonymous: [string, () => Promise<Record<string, unknown>>][] = [
    ["/api/contact", () => import("@/app/api/contact/route")],
    ["/api/cookies/consent", () => import("@/app/api/cookies/consent/route")],
    ["/api/meetings/bookings", () => import("@/app/api/meetings/bookings/route")],
    ["/api/send-email", () => import("@/app/api/send-email/route")],
    ["/api/register-user-free-trial", () => import("@/app/api/register-user-free-trial/route")],
    ["/api/register", () => import("@/app/api/register/route")],
  ];

  it.each(anonymous)("%s answers a chunked body over 64 KB with 413", async (path, route) => {
    const body = streamedBody(ANONYMOUS_BODY_LIMIT_BYTES + CHUNK, { head: '{"name":"', tail: '"}' });
    await expectTooLarge(await call(route(), streamedRequest(path, body.stream, { token: null })));
    expect(body.sent()).toBeLessThanOrEqual(ANONYMOUS_BODY_LIMIT_BYTES + 4 * CHUNK);
  });

  it("/api/contact counts a caller over its rate limit before it reads the body: malformed JSON gets 429", async () => {
    const send = async () => {
      const request = apiRequest(HOST, "/api/contact", { method: "POST", body: "{" });
      request.headers.set("x-forwarded-for", "10.37.4.5");
      return call(import("@/app/api/contact/route"), request);
    };
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) expect((await send()).status).toBe(400);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe("rate_limited");
  });
});
