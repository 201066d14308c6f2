import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startAppStack, type AppStack } from "../helpers/app-stack";

// A page's generated share image (issue 41): GET /share-image/{path} under the page's language prefix, a PNG in
// the organisation's colours with the page's title in that language, and a 404 where the site has no such page.
// Outside a Next server there is no cache: the render runs on every request.
vi.mock("next/cache", () => ({ cacheTag: () => undefined, cacheLife: () => undefined, revalidateTag: () => undefined }));
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", () => import("../helpers/next-headers-stand-in"));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let app: AppStack;
let shareImageRoute: typeof import("@/app/sites/[site]/[locale]/share-image/[[...path]]/route");

/** The request the host routing makes of `/{prefix}/share-image/{path}` on `site`'s host. */
function get(site: string, locale: string, path: string[] | undefined) {
  const request = new Request(`http://${site}/share-image/${(path ?? []).join("/")}`);
  return shareImageRoute.GET(request, { params: Promise.resolve({ site, locale, path }) });
}

async function png(response: Response): Promise<Uint8Array> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  return bytes;
}

const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index]);

beforeAll(async () => {
  app = await startAppStack();
  shareImageRoute = await import("@/app/sites/[site]/[locale]/share-image/[[...path]]/route");
});

afterAll(async () => {
  await app?.close();
});

describe("GET /share-image/{path}", () => {
  it("answers a PNG that browsers and crawlers may keep", async () => {
    const response = await get("localhost", "default", ["about"]);
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    await png(response);
  });

  it("draws the page's title in the language of its prefix", async () => {
    const english = await png(await get("localhost", "default", ["about"]));
    const spanish = await png(await get("localhost", "es", ["about"]));
    expect(same(english, spanish)).toBe(false);
  });

  it("draws the home page, a blog post and the blog at their own paths", async () => {
    const home = await png(await get("localhost", "default", undefined));
    const post = await png(await get("localhost", "default", ["pricing-without-guesswork"]));
    const blog = await png(await get("localhost", "default", ["blog"]));
    expect(same(home, post)).toBe(false);
    expect(same(post, blog)).toBe(false);
  });

  it("answers 404 for a path where the site has no page", async () => {
    expect((await get("localhost", "default", ["no-such-page"])).status).toBe(404);
    expect((await get("localhost", "default", ["services", "no-such-page"])).status).toBe(404);
    expect((await get("localhost", "default", ["Not A Slug"])).status).toBe(404);
  });

  it("answers 404 where no organisation lives", async () => {
    expect((await get("nobody.example", "default", ["about"])).status).toBe(404);
  });
});
