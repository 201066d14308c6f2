import { afterEach, describe, expect, it, vi } from "vitest";
import { createLocalPages, createLocalTags } from "@/lib/cache/local-page-cache.mjs";
import { createPageCacheHandler } from "@/lib/cache/page-cache-handler.mjs";

const page = (title: string, html = `<h1>${title}</h1>`) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(`rsc ${title}`),
  headers: { "x-next-cache-tags": "org-1,org-1:page:/home" },
  status: 200,
  segmentData: new Map([["/_tree", Buffer.from([0, 1])]]),
});
const pageContext = { kind: "APP_PAGE", isFallback: false, isRoutePPREnabled: true } as const;
const setContext = { cacheControl: { revalidate: 900, expire: 86400 }, isRoutePPREnabled: true, isFallback: false };
const html = (found: { value: unknown } | null) => (found?.value as { html?: string } | undefined)?.html;

function localHandler(maxBytes?: number) {
  const Handler = createPageCacheHandler({ pages: createLocalPages(maxBytes), tags: createLocalTags() });
  return () => new Handler();
}

describe("the page cache of one instance", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("serves a stored page until its tag is revalidated, then misses", async () => {
    const request = localHandler();
    await request().get("/home", pageContext);
    await request().set("/home", page("Welcome"), setContext);
    expect(html(await request().get("/home", pageContext))).toBe("<h1>Welcome</h1>");

    await request().revalidateTag("org-1", { expire: 0 });
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await request().get("/home", pageContext)).toBeNull();
  });

  it("never keeps a page whose render began before an edit and ended after it", async () => {
    const request = localHandler();
    const rendering = request();
    // The render looks the page up (a miss) and reads the content; then an edit lands; then it stores.
    await rendering.get("/home", pageContext);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await request().revalidateTag(["org-1"], { expire: 0 });
    await new Promise((resolve) => setTimeout(resolve, 2));
    await rendering.set("/home", page("Old title"), setContext);

    expect(await request().get("/home", pageContext)).toBeNull();
  });

  it("counts a page stored in the same millisecond as an edit as older than the edit", async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ["Date"] });
    const request = localHandler();
    await request().set("/home", page("Old title"), setContext);
    await request().revalidateTag("org-1", { expire: 0 });

    expect(await request().get("/home", pageContext)).toBeNull();
  });

  it("lets the least recently used pages go past its memory limit", async () => {
    const request = localHandler(3 * 1024 + 3_000);
    for (const name of ["a", "b", "c"]) await request().set(`/${name}`, page(name, "x".repeat(900)), setContext);
    await request().get("/a", pageContext);
    await request().set("/d", page("d", "x".repeat(900)), setContext);

    expect(await request().get("/b", pageContext)).toBeNull();
    expect(html(await request().get("/a", pageContext))).toHaveLength(900);
    expect(html(await request().get("/d", pageContext))).toHaveLength(900);
  });
});
