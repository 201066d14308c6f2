// The self-hosted server answers POST /api/collect itself, before Next (server/beacon.ts, issue 43's 5 ms target):
// 204 with an empty body, the view counted as the route handler counts it, Next never asked; anything else on
// that path, and every other request, still goes to Next.
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_SERVICE_ROLE_KEY } from "@/lib/env/local-stack";
import { startAppStack, type AppStack } from "../helpers/app-stack";
import { ALPENBAU } from "../helpers/seed-ids";

const HOST = "alpen.localhost:3000";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const HOME = JSON.stringify({ path: "/", lang: "de", screen: "desktop", utm_campaign: "herbst" });

let app: AppStack;
let collector: typeof import("@/lib/analytics/collect/collector");
let server: ReturnType<typeof createServer>;
let port: number;
/** The requests Next's handler (a stand-in here: the test is about what reaches it) was asked to answer. */
const reachedNext: string[] = [];

beforeAll(async () => {
  app = await startAppStack();
  // The preview gate's key (server/handle-request.ts reads it per request).
  process.env.SUPABASE_SERVICE_ROLE_KEY ??= LOCAL_SERVICE_ROLE_KEY;
  collector = await import("@/lib/analytics/collect/collector");
  const { createRequestHandler } = await import("@/server/handle-request");
  const { answerBeacon } = await import("@/server/beacon");
  const next = async (request: IncomingMessage, response: ServerResponse) => {
    reachedNext.push(`${request.method} ${request.url}`);
    response.statusCode = 405;
    response.end();
  };
  server = createServer(createRequestHandler({ handle: next, hops: 1, answerBeacon }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server?.close();
  await collector?.stopCollector();
  await app?.close();
});

/** A request as a browser's sendBeacon sends it, from the visitor at `ip`. */
function post(body: string, { path = "/api/collect", ip = "203.0.113.7", headers = {} as Record<string, string>, method = "POST" } = {}) {
  return new Promise<{ status: number; text: string; cacheControl?: string }>((resolve, reject) => {
    const sent = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method,
        headers: { host: HOST, origin: `http://${HOST}`, "content-type": "text/plain;charset=UTF-8", "user-agent": FIREFOX, "x-forwarded-for": ip, ...headers },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, text, cacheControl: response.headers["cache-control"] }));
      },
    );
    sent.on("error", reject);
    sent.end(method === "POST" ? body : undefined);
  });
}

/** The cookies of a browser that opened a preview link on this host: draft mode with its grant. */
async function previewCookie(): Promise<string> {
  const { mintGrant, PREVIEW_GRANT_COOKIE } = await import("@/lib/publishing/preview-grant");
  const { DRAFT_MODE_COOKIE } = await import("@/lib/next-internals/draft-mode-cookie");
  const grant = mintGrant({ host: "alpen.localhost", kind: "link", id: "preview-link", expires: Date.now() + 60_000 }, process.env.SUPABASE_SERVICE_ROLE_KEY!);
  return `${DRAFT_MODE_COOKIE}=1; ${PREVIEW_GRANT_COOKIE}=${grant}`;
}

const stored = async () =>
  (await app.auth.db.query<{ path: string; utm_campaign: string | null }>("select path, utm_campaign from public.analytics_events where organization_id = $1 order by id", [ALPENBAU.id]))
    .rows;

describe("the beacon through the self-hosted server", () => {
  it("answers 204 without Next and counts the view as the route does", async () => {
    expect(await post(HOME)).toEqual({ status: 204, text: "", cacheControl: "no-store" });
    // The answer does not wait for the count: the view reaches the buffer just after.
    await expect.poll(() => collector.processCollector().buffered).toBe(1);
    await collector.processCollector().flush();
    expect(await stored()).toEqual([{ path: "/", utm_campaign: "herbst" }]);
    expect(reachedNext).toEqual([]);
  });

  it("answers 204 and counts nothing for a body over the cap, garbage, a preview of drafts or another site's page", async () => {
    const answers = [
      await post(JSON.stringify({ path: `/${"x".repeat(4_000)}`, lang: "de", screen: "desktop" })),
      await post("{not json"),
      await post(HOME, { ip: "203.0.113.8", headers: { cookie: await previewCookie() } }),
      await post(HOME, { ip: "203.0.113.9", headers: { origin: "https://evil.example" } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 204]);
    // A view that counts, sent last: once it is in the buffer, the ones before it were decided.
    await post(JSON.stringify({ path: "/kontakt", lang: "de", screen: "mobile" }), { ip: "203.0.113.10" });
    await expect.poll(() => collector.processCollector().buffered).toBe(1);
    await collector.processCollector().flush();
    expect(await stored()).toEqual([
      { path: "/", utm_campaign: "herbst" },
      { path: "/kontakt", utm_campaign: null },
    ]);
    expect(reachedNext).toEqual([]);
  });

  it("leaves another method on that path, and every other path, to Next", async () => {
    await post("", { method: "GET" });
    await post(HOME, { path: "/api/collect-more" });
    expect(reachedNext).toEqual(["GET /api/collect", "POST /api/collect-more"]);
  });
});
