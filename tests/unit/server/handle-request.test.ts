import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { DatabaseUnavailableError } from "@/lib/db/errors";
import { currentRequest } from "@/lib/server/request-context";
import { createRequestHandler } from "@/server/handle-request";
import { RETRY_AFTER_SECONDS } from "@/server/outage";

type NextHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/**
 * The server's request path in front of a stand-in for Next's request handler (the test's `next`), on a real
 * HTTP server: what the stand-in saw of the request, and what the client got.
 */
async function serve(next: NextHandler, { hops = 0 } = {}) {
  const server = createServer(createRequestHandler({ handle: next, hops }));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // node:http, not fetch: fetch would not send our Host header.
  return (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Headers; text: string }>((resolve, reject) => {
      const sent = httpRequest({ host: "127.0.0.1", port, path, headers }, (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => {
          const answer = new Headers();
          for (const [name, value] of Object.entries(response.headers)) if (typeof value === "string") answer.set(name, value);
          resolve({ status: response.statusCode!, headers: answer, text });
        });
      });
      sent.on("error", reject);
      sent.end();
    });
}

describe("the self-hosted server's request path", () => {
  it("sends a page's request to its site's tree before Next reads it, and tells a navigation which path rendered", async () => {
    const seen: { url?: string; routed?: string }[] = [];
    const get = await serve(async (request, response) => {
      seen.push({ url: request.url, routed: request.headers["x-sitebuilder-routed"] as string | undefined });
      response.end("ok");
    });
    await get("/es/blog?x=1", { host: "acme.localhost:3000" });
    const navigation = await get("/es/blog?_rsc=1x", { host: "acme.localhost", rsc: "1" });
    await get("/api/contact", { host: "acme.localhost", rsc: "1" });
    expect(seen).toEqual([
      { url: "/sites/acme.localhost/es/blog?x=1", routed: "1" },
      { url: "/sites/acme.localhost/es/blog?_rsc=1x", routed: "1" },
      { url: "/api/contact", routed: undefined },
    ]);
    expect(navigation.headers.get("x-nextjs-rewritten-path")).toBe("/sites/acme.localhost/es/blog");
  });

  it("answers 503 with Retry-After only for the request whose database query failed; other 500s stay 500", async () => {
    const get = await serve(async (request, response) => {
      if (request.url!.endsWith("/down")) new DatabaseUnavailableError(new Error("connect ECONNREFUSED"));
      response.statusCode = request.url!.endsWith("/fine") ? 200 : 500;
      response.end("body");
    });
    const [down, broken, fine] = await Promise.all([get("/down"), get("/broken"), get("/fine")]);
    expect([down.status, down.headers.get("retry-after"), down.headers.get("cache-control")]).toEqual([503, String(RETRY_AFTER_SECONDS), "no-store"]);
    expect([broken.status, broken.headers.get("retry-after")]).toEqual([500, null]);
    expect(fine.status).toBe(200);
  });

  it("gives the code serving the request its id and its client's address from the socket and the trusted hops", async () => {
    const seen: unknown[] = [];
    const handler: NextHandler = async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      const { id, clientAddress } = currentRequest()!;
      seen.push({ id, clientAddress });
      response.end();
    };
    const direct = await serve(handler);
    const sent = await direct("/api/x", { "x-request-id": "lb-1234", "x-forwarded-for": "203.0.113.9" });
    expect(sent.headers.get("x-request-id")).toBe("lb-1234");
    const made = await direct("/api/x", { "x-request-id": "not a token <script>" });
    const behindOneProxy = await serve(handler, { hops: 1 });
    await behindOneProxy("/api/x", { "x-forwarded-for": "198.51.100.1, 203.0.113.9" });
    expect(seen[0]).toEqual({ id: "lb-1234", clientAddress: "127.0.0.1" });
    expect(seen[1]).toEqual({ id: made.headers.get("x-request-id"), clientAddress: "127.0.0.1" });
    expect(made.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[2]).toMatchObject({ clientAddress: "203.0.113.9" });
  });

  it("answers 500 when Next's handler itself throws, and keeps serving", async () => {
    let calls = 0;
    const get = await serve(async (_request, response) => {
      if (calls++ === 0) throw new Error("boom");
      response.end("ok");
    });
    expect((await get("/")).status).toBe(500);
    expect((await get("/")).text).toBe("ok");
  });

  it("prints no listener warning for a response Next's rewrite proxy adds its ten close listeners to", async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on("warning", onWarning);
    try {
      // The stand-in does what Next's proxy of a media file does to the response (httpxy piping through compression).
      const get = await serve(async (_request, response) => {
        for (let i = 0; i < 10; i++) response.once("close", () => undefined);
        response.end("file");
      });
      expect((await get("/media/a.svg", { host: "localhost" })).text).toBe("file");
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((warning) => warning.name === "MaxListenersExceededWarning")).toEqual([]);
    } finally {
      process.off("warning", onWarning);
    }
  });
});

describe("the preview gate", () => {
  it("serves the draft view only to a request with a grant for its host; the draft-mode cookie of any other is dropped", async () => {
    const { mintGrant } = await import("@/lib/publishing/preview-grant");
    process.env.SUPABASE_SERVICE_ROLE_KEY ??= "test-service-role-key";
    const secret = process.env.SUPABASE_SERVICE_ROLE_KEY;
    const grant = (host: string) => mintGrant({ host, kind: "link", id: "0d6d7c6e-1a4b-4a56-9f58-3a0c8f7f6a01", expires: Date.now() + 60_000 }, secret);
    const seen: { url?: string; cookie?: string }[] = [];
    const send = await serve(async (request, response) => {
      seen.push({ url: request.url, cookie: request.headers.cookie });
      response.end();
    });
    await send("/about", { host: "acme.localhost:3000", cookie: `__prerender_bypass=x; site_preview=${grant("acme.localhost")}` });
    await send("/about", { host: "acme.localhost:3000", cookie: `__prerender_bypass=x; site_preview=${grant("northwind.localhost")}` });
    await send("/about", { host: "acme.localhost:3000", cookie: "__prerender_bypass=x" });
    expect(seen[0]).toEqual({ url: "/sites/acme.localhost~draft/default/about", cookie: expect.stringContaining("__prerender_bypass=x") });
    expect(seen[1]).toEqual({ url: "/sites/acme.localhost/default/about", cookie: expect.not.stringContaining("__prerender_bypass") });
    expect(seen[2]).toEqual({ url: "/sites/acme.localhost/default/about", cookie: undefined });
  });
});
