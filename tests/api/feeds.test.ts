import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ATOM_CONTENT_TYPE, RSS_CONTENT_TYPE } from "@/lib/feeds/constants";
import { startAppStack, type AppStack } from "../helpers/app-stack";

// The feeds (issue 41) against the seed: Northwind (localhost) writes in English by default and offers es, de, fr;
// its blog lists three published posts, a fourth is hidden, and its about, help and landing pages are no posts.
vi.mock("next/cache", () => ({ cacheTag: () => undefined, cacheLife: () => undefined, revalidateTag: () => undefined }));
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), connection: async () => undefined }));

const ORIGIN = "http://localhost:3000";
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => ["item", "entry"].includes(name) });

let app: AppStack;
let rssRoute: typeof import("@/app/sites/[site]/[locale]/feed.xml/route");
let atomRoute: typeof import("@/app/sites/[site]/[locale]/atom.xml/route");
let previousPort: string | undefined;

/** `locale` is the segment the host routing puts there: `default` for an unprefixed path. */
const get = (route: typeof rssRoute | typeof atomRoute, locale: string, site = "localhost") =>
  route.GET(new Request(`${ORIGIN}/feed`), { params: Promise.resolve({ site, locale }) });

beforeAll(async () => {
  app = await startAppStack();
  rssRoute = await import("@/app/sites/[site]/[locale]/feed.xml/route");
  atomRoute = await import("@/app/sites/[site]/[locale]/atom.xml/route");
  previousPort = process.env.PORT;
  process.env.PORT = "3000";
});

afterAll(async () => {
  if (previousPort === undefined) delete process.env.PORT;
  else process.env.PORT = previousPort;
  await app?.close();
});

describe("GET /feed.xml and /atom.xml", () => {
  it("list the published blog posts in the default language at /feed.xml", async () => {
    const response = await get(rssRoute, "default");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(RSS_CONTENT_TYPE);
    const { channel } = parser.parse(await response.text()).rss;
    expect(channel.title).toBe("Northwind Consulting");
    expect(channel.language).toBe("en");
    expect(channel.item.map((item: { title: string }) => item.title)).toEqual([
      "AI in operations: where to start",
      "Pricing without guesswork",
      "Five signs your supply chain needs a reset",
    ]);
    expect(channel.item[0].link).toBe(`${ORIGIN}/ai-in-operations-where-to-start`);
    expect(channel.item.some((item: { link: string }) => /draft-2027|about|operations-review|diagnostic/.test(item.link))).toBe(false);
  });

  it("list them in Spanish with Spanish addresses at /es/feed.xml and /es/atom.xml", async () => {
    const { channel } = parser.parse(await (await get(rssRoute, "es")).text()).rss;
    expect(channel.language).toBe("es");
    expect(channel.description).toBe("Noticias y artículos de Northwind Consulting.");
    expect(channel.item[1]).toMatchObject({ title: "Precios sin conjeturas", link: `${ORIGIN}/es/pricing-without-guesswork` });

    const response = await get(atomRoute, "es");
    expect(response.headers.get("content-type")).toBe(ATOM_CONTENT_TYPE);
    const { feed } = parser.parse(await response.text());
    expect(feed["@xml:lang"]).toBe("es");
    expect(feed.entry).toHaveLength(3);
    expect(feed.entry[1]).toMatchObject({ title: "Precios sin conjeturas", id: `${ORIGIN}/es/pricing-without-guesswork` });
  });

  it("answer 404 under a language the organisation does not offer, and where no organisation lives", async () => {
    expect((await get(rssRoute, "it")).status).toBe(404);
    expect((await get(atomRoute, "ja")).status).toBe(404);
    expect((await get(rssRoute, "default", "nobody.example")).status).toBe(404);
  });

  it("send the default language's prefix to the one unprefixed address", async () => {
    const response = await get(rssRoute, "en");
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/feed.xml");
  });
});
