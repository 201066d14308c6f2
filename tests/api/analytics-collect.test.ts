// POST /api/collect (issue 43): the beacon's page views answer 204 at once, whatever they carry; after the buffer's
// flush they are stored with the right columns and one hash per visitor, readable by their organisation's admins
// only; a site that turned analytics off, a robot and a do-not-track visitor are not counted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { withRls } from "@/lib/db";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME, ALPENBAU, NORTHWIND } from "../helpers/seed-ids";

const ACME_HOST = "acme.localhost:3000";
const ALPENBAU_HOST = "alpen.localhost:3000";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let app: AppStack;
let collectRoute: typeof import("@/app/api/collect/route");
let collector: typeof import("@/lib/analytics/collect/collector");

beforeAll(async () => {
  app = await startAppStack();
  collectRoute = await import("@/app/api/collect/route");
  collector = await import("@/lib/analytics/collect/collector");
});

afterAll(async () => {
  await collector?.processCollector().stop();
  await app?.close();
});

interface Visitor {
  ip: string;
  userAgent: string;
  acceptLanguage?: string;
  headers?: Record<string, string>;
}

const anna: Visitor = { ip: "198.51.100.10", userAgent: FIREFOX, acceptLanguage: "es-AR,es;q=0.9" };
const ben: Visitor = { ip: "198.51.100.20", userAgent: CHROME, acceptLanguage: "en-GB,en;q=0.8" };

/** The beacon's request from a visitor's browser on `host` (sendBeacon sends a text body). */
function beacon(host: string, visitor: Visitor, body: unknown): Request {
  const headers: Record<string, string> = {
    host,
    origin: `http://${host}`,
    "content-type": "text/plain;charset=UTF-8",
    "x-forwarded-for": visitor.ip,
    "user-agent": visitor.userAgent,
    ...(visitor.acceptLanguage ? { "accept-language": visitor.acceptLanguage } : {}),
    ...visitor.headers,
  };
  return new Request(`http://${host}/api/collect`, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
}

async function send(host: string, visitor: Visitor, body: unknown): Promise<number> {
  const response = await collectRoute.POST(beacon(host, visitor, body));
  expect(await response.text()).toBe("");
  return response.status;
}

interface EventRow {
  visitor_hash: string;
  path: string;
  language: string;
  referrer_host: string | null;
  country: string | null;
  device: string;
  utm_source: string | null;
  utm_campaign: string | null;
  post_slug: string | null;
}

const eventsOf = async (orgId: string) =>
  (await app.auth.db.query<EventRow>(
    `select visitor_hash, path, language, referrer_host, country, device, utm_source, utm_campaign, post_slug
       from public.analytics_events where organization_id = $1 order by id`,
    [orgId],
  )).rows;

const countAs = (admin: { id: string; email: string }, orgId: string) =>
  withRls({ role: "authenticated", sub: admin.id, email: admin.email }, async (tx) => {
    const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from analytics_events where organization_id = ${orgId}`);
    return rows[0]?.n;
  });

describe("a burst of page views from two visitors", () => {
  it("answers 204 to each, and after the flush stores them with the right columns and one hash per visitor", async () => {
    const views = [
      send(ACME_HOST, anna, { path: "/", referrer: "https://www.google.com/search?q=viajes", lang: "es", screen: "mobile", utm_source: "news", utm_campaign: "primavera" }),
      send(ACME_HOST, anna, { path: "/blog/patagonia", referrer: "", lang: "es", screen: "mobile", post_slug: "patagonia" }),
      send(ACME_HOST, ben, { path: "/en/blog", referrer: "http://acme.localhost:3000/en", lang: "en", screen: "desktop" }),
      send(ACME_HOST, ben, { path: "/en", lang: "en", screen: "desktop" }),
    ];
    expect(await Promise.all(views)).toEqual([204, 204, 204, 204]);
    expect(await eventsOf(ACME.id)).toEqual([]);

    await collector.processCollector().flush();
    const rows = await eventsOf(ACME.id);
    expect(rows).toHaveLength(4);
    expect(rows).toMatchObject([
      { path: "/", language: "es", referrer_host: "google.com", country: "AR", device: "mobile", utm_source: "news", utm_campaign: "primavera", post_slug: null },
      { path: "/blog/patagonia", language: "es", referrer_host: null, post_slug: "patagonia", utm_campaign: null },
      { path: "/blog", language: "en", referrer_host: null, country: "GB", device: "desktop" },
      { path: "/", language: "en" },
    ]);
    const [annaHome, annaPost, benBlog, benHome] = rows.map((row) => row.visitor_hash);
    expect(annaPost).toBe(annaHome);
    expect(benHome).toBe(benBlog);
    expect(benHome).not.toBe(annaHome);
    expect(annaHome).toMatch(/^[0-9a-f]{32}$/);
  });

  it("are read by their organisation's admins and by no other organisation's", async () => {
    expect(await countAs(ACME.admin, ACME.id)).toBe(4);
    expect(await countAs(NORTHWIND.admin, ACME.id)).toBe(0);
  });
});

describe("page views that are not counted", () => {
  const home = { path: "/", lang: "de", screen: "desktop" };

  it("answer 204 and store nothing for a site that turned analytics off", async () => {
    await app.auth.db.query("update public.settings set analytics_enabled = false where organization_id = $1", [ALPENBAU.id]);
    expect(await send(ALPENBAU_HOST, anna, home)).toBe(204);
    await collector.processCollector().flush();
    expect(await eventsOf(ALPENBAU.id)).toEqual([]);
    await app.auth.db.query("update public.settings set analytics_enabled = true where organization_id = $1", [ALPENBAU.id]);
  });

  it("answer 204 and store nothing for robots, do-not-track, garbage, an unknown site or a foreign origin", async () => {
    const robot = { ip: "198.51.100.30", userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
    const statuses = [
      await send(ALPENBAU_HOST, robot, home),
      await send(ALPENBAU_HOST, { ...anna, headers: { dnt: "1" } }, home),
      await send(ALPENBAU_HOST, { ...ben, headers: { "sec-gpc": "1" } }, home),
      await send(ALPENBAU_HOST, anna, "{not json"),
      await send(ALPENBAU_HOST, anna, { path: "no-slash", lang: "de", screen: "desktop" }),
      await send(ALPENBAU_HOST, anna, { ...home, path: `/${"x".repeat(3_000)}` }),
      await send(ALPENBAU_HOST, anna, { ...home, lang: "ja" }),
      await send("nowhere.localhost:3000", anna, home),
      (await collectRoute.POST(apiRequest(ALPENBAU_HOST, "/api/collect", { method: "POST", body: home, origin: "https://evil.example" }))).status,
    ];
    expect(statuses).toEqual(Array(statuses.length).fill(204));
    await collector.processCollector().flush();
    expect(await eventsOf(ALPENBAU.id)).toEqual([]);
  });

  it("stop counting a visitor after 60 views in a minute", async () => {
    const carl: Visitor = { ip: "198.51.100.40", userAgent: FIREFOX };
    for (let i = 0; i < 70; i += 1) expect(await send(ALPENBAU_HOST, carl, home)).toBe(204);
    await collector.processCollector().flush();
    expect(await eventsOf(ALPENBAU.id)).toHaveLength(60);
  });
});
