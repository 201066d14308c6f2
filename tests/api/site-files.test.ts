import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startAppStack, type AppStack } from "../helpers/app-stack";

// robots.txt and sitemap.xml are cached by browsers and crawlers for an hour: they must name the
// organisation's stored address only, never a scheme, host or port taken from the request's headers.
vi.mock("next/cache", () => ({ cacheTag: () => undefined, cacheLife: () => undefined, revalidateTag: () => undefined }));
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), connection: async () => undefined }));

let app: AppStack;
let robotsRoute: typeof import("@/app/sites/[site]/[locale]/robots.txt/route");
let sitemapRoute: typeof import("@/app/sites/[site]/[locale]/sitemap.xml/route");
let previousPort: string | undefined;

/** A request as an attacker sends it; `site` is the segment the rewrites derive from its Host (port dropped). */
function forged(path: string, site: string) {
  const request = new Request(`http://localhost:1234${path}`, {
    headers: { host: `${site}:1234`, "x-forwarded-proto": "https://evil.example/?", "x-forwarded-host": "evil.example" },
  });
  return [request, { params: Promise.resolve({ site, locale: "default" }) }] as const;
}

beforeAll(async () => {
  app = await startAppStack();
  robotsRoute = await import("@/app/sites/[site]/[locale]/robots.txt/route");
  sitemapRoute = await import("@/app/sites/[site]/[locale]/sitemap.xml/route");
  // The port `next start` listens on (it sets PORT itself); the request's 1234 must never show.
  previousPort = process.env.PORT;
  process.env.PORT = "3000";
});

afterAll(async () => {
  if (previousPort === undefined) delete process.env.PORT;
  else process.env.PORT = previousPort;
  await app?.close();
});

describe("GET /robots.txt and /sitemap.xml", () => {
  it("name only the stored local address, whatever X-Forwarded-Proto and the Host port say", async () => {
    const robots = await robotsRoute.GET(...forged("/robots.txt", "localhost"));
    expect(robots.status).toBe(200);
    const text = await robots.text();
    expect(text).toMatch(/^Sitemap: http:\/\/localhost:3000\/sitemap\.xml$/m);
    expect(text).not.toMatch(/evil|1234/);

    const sitemap = await sitemapRoute.GET(...forged("/sitemap.xml", "localhost"));
    expect(sitemap.status).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain("<loc>http://localhost:3000/</loc>");
    expect(xml).not.toMatch(/evil|1234/);
    for (const [, origin] of xml.matchAll(/(?:<loc>|href=")(https?:\/\/[^/"<]+)/g)) expect(origin).toBe("http://localhost:3000");
  });

  it("name the public address over https on the organisation's own domain", async () => {
    const robots = await (await robotsRoute.GET(...forged("/robots.txt", "www.northwind.example"))).text();
    expect(robots).toMatch(/^Sitemap: https:\/\/www\.northwind\.example\/sitemap\.xml$/m);
    const xml = await (await sitemapRoute.GET(...forged("/sitemap.xml", "www.northwind.example"))).text();
    expect(xml).toContain("<loc>https://www.northwind.example/</loc>");
    expect(xml).not.toMatch(/evil|1234|localhost/);
  });

  it("list every page in every offered language, dated, without hidden posts, and keep crawlers off private pages", async () => {
    const xml = await (await sitemapRoute.GET(...forged("/sitemap.xml", "localhost"))).text();
    const entries = new Map([...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map(([, loc, lastmod]) => [loc, lastmod]));
    for (const prefix of ["", "/es", "/de", "/fr"]) {
      expect(entries.get(`http://localhost:3000${prefix || "/"}`)).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(entries.get(`http://localhost:3000${prefix}/blog`)).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(entries.get(`http://localhost:3000${prefix}/pricing-without-guesswork`)).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(entries.has("http://localhost:3000/it")).toBe(false);
    expect(xml).not.toContain("draft-2027-outlook");

    const robots = await (await robotsRoute.GET(...forged("/robots.txt", "localhost"))).text();
    for (const rule of ["/login$", "/*/login$", "/basket?", "/invite/", "/*/account/"]) expect(robots).toContain(`Disallow: ${rule}\n`);
  });

  it("answer 404 where no organisation lives", async () => {
    expect((await robotsRoute.GET(...forged("/robots.txt", "nobody.example"))).status).toBe(404);
    expect((await sitemapRoute.GET(...forged("/sitemap.xml", "nobody.example"))).status).toBe(404);
  });
});
