// lib/next-internals/cache-entry.mjs: what Next hands the page cache handler (next.config.ts `cacheHandler`) and
// what it makes of the answer, checked by running Next's own IncrementalCache over our handler.
import { describe, expect, it } from "vitest";
import { createLocalPages, createLocalTags } from "@/lib/cache/local-page-cache.mjs";
import { createPageCacheHandler } from "@/lib/cache/page-cache-handler.mjs";
import { APP_PAGE, CACHE_TAGS_HEADER, entryTags, RENDER_BEFORE_ANSWERING, storedCacheControl, type PageCacheContext } from "@/lib/next-internals/cache-entry.mjs";
import { installed } from "./installed";

const next = installed("lib/next-internals/cache-entry.mjs");

interface CacheResult {
  isStale?: boolean | -1;
  value: { kind: string; html?: string; data?: unknown } | null;
  cacheControl?: unknown;
}
interface IncrementalCache {
  get(key: string, context: Record<string, unknown>): Promise<CacheResult | null>;
  set(key: string, data: unknown, context: Record<string, unknown>): Promise<void>;
}
type IncrementalCacheClass = new (options: Record<string, unknown>) => IncrementalCache;

const PREVIEW = { previewModeId: "preview", previewModeSigningKey: "", previewModeEncryptionKey: "" };
/** The route that owns a page's entry, as Next names it (getResponseCacheOwner). */
const ROUTE = { kind: "APP_PAGE", sourceRoute: "/sites/[site]/[locale]/page" };
const HTML = "<!DOCTYPE html><html><head><title>Acme</title></head><body><h1>Welcome</h1></body></html>";

/** Next's cache for one request, over our handler class, with what the handler was handed. */
function nextCacheOverOurs() {
  const tags = createLocalTags();
  const seen = { get: [] as PageCacheContext[], set: [] as { data: unknown; context: Omit<PageCacheContext, "kind"> }[] };
  const Ours = createPageCacheHandler({ pages: createLocalPages(), tags });
  class Recording extends Ours {
    get(key: string, context: PageCacheContext) {
      seen.get.push(context);
      return super.get(key, context);
    }
    set(key: string, data: unknown, context: Omit<PageCacheContext, "kind">) {
      seen.set.push({ data, context });
      return super.set(key, data, context);
    }
  }
  const { IncrementalCache } = next.load<{ IncrementalCache: IncrementalCacheClass }>("next/dist/server/lib/incremental-cache");
  const cache = new IncrementalCache({
    dev: false,
    requestHeaders: {},
    minimalMode: false,
    previewProps: PREVIEW,
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: PREVIEW },
    CurCacheHandler: Recording,
  });
  return { cache, tags, seen };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

describe("the page cache entry Next hands our handler", () => {
  it("names a page's kind and its tags header as the fenced file does", () => {
    const { CachedRouteKind } = next.load<{ CachedRouteKind: Record<string, string> }>("next/dist/server/response-cache/types");
    expect(CachedRouteKind.APP_PAGE, next.says(`Next's App Router page kind is no longer "${APP_PAGE}"`)).toBe(APP_PAGE);
    const { NEXT_CACHE_TAGS_HEADER } = next.load<{ NEXT_CACHE_TAGS_HEADER: string }>("next/dist/lib/constants");
    expect(NEXT_CACHE_TAGS_HEADER, next.says(`Next's cache tags header is no longer "${CACHE_TAGS_HEADER}"`)).toBe(CACHE_TAGS_HEADER);
  });

  it("carries a rendered page's cache tags in its headers", () => {
    const template = next.source("next/dist/build/templates/app-page-runtime.js");
    expect(template, next.says("a rendered page no longer puts its fetch and cache tags in headers[NEXT_CACHE_TAGS_HEADER]")).toMatch(
      /headers\[\w+\.NEXT_CACHE_TAGS_HEADER\] = cacheTags;/,
    );
    expect(template, next.says("a rendered page's entry is no longer { kind: APP_PAGE, html, headers, … }")).toMatch(
      /kind: \w+\.CachedRouteKind\.APP_PAGE,\s*html: result,\s*headers,/,
    );
  });

  it("holds a page's HTML as a string when stored, and takes it back as one", async () => {
    const { fromResponseCacheEntry, toResponseCacheEntry } = next.load<{
      fromResponseCacheEntry(entry: unknown): Promise<{ value: { html: unknown } }>;
      toResponseCacheEntry(entry: unknown): Promise<{ value: { html: { toUnchunkedString(): string } } }>;
    }>("next/dist/server/response-cache/utils");
    const RenderResult = next.load<{ default: { fromStatic(html: string, type: string): unknown } }>("next/dist/server/render-result").default;
    const stored = await fromResponseCacheEntry({ value: { kind: APP_PAGE, html: RenderResult.fromStatic(HTML, "text/html"), headers: {}, status: 200 } });
    expect(stored.value.html, next.says("the page entry a cache handler stores no longer holds its HTML as a string")).toBe(HTML);
    const served = await toResponseCacheEntry({ value: { kind: APP_PAGE, html: HTML, headers: {}, status: 200 } });
    expect(served.value.html.toUnchunkedString(), next.says("Next no longer serves a page entry's HTML string as it is")).toBe(HTML);
  });

  it("hands set the page's cache life, and a fetch's entry with fetchCache and its tags", async () => {
    const { cache, seen } = nextCacheOverOurs();
    const cacheControl = { revalidate: 900, expire: 86400 };
    await cache.set("/sites/acme/default", { kind: APP_PAGE, html: HTML, rscData: Buffer.from("rsc"), headers: { [CACHE_TAGS_HEADER]: "org-1" }, status: 200 }, { cacheControl, route: ROUTE, isRoutePPREnabled: true, isFallback: false });
    expect(storedCacheControl(seen.set[0]!.context), next.says("set's context no longer carries a page's cacheControl")).toEqual(cacheControl);

    await cache.set("fetch-key", { kind: "FETCH", data: { headers: {}, body: "e30=", status: 200, url: "https://api.example" }, revalidate: 60, tags: ["org-2"] }, { fetchCache: true, tags: ["org-2"], fetchUrl: "https://api.example", fetchIdx: 0 });
    expect(seen.set[1]!.context.fetchCache, next.says("set's context no longer marks a fetch with fetchCache")).toBe(true);
    expect(storedCacheControl(seen.set[1]!.context)).toBeUndefined();
  });

  it("hands get of a fetch its tags and soft tags, and drops the fetch once one is revalidated", async () => {
    const { cache, tags, seen } = nextCacheOverOurs();
    const data = { headers: {}, body: "e30=", status: 200, url: "https://api.example" };
    await cache.set("fetch-key", { kind: "FETCH", data, revalidate: 60, tags: [] }, { fetchCache: true, tags: ["org-3"], fetchUrl: "https://api.example", fetchIdx: 0 });
    const context = { kind: "FETCH", fetchCache: true, tags: ["org-3"], softTags: ["_N_T_/sites/acme"], revalidate: 60, fetchUrl: "https://api.example", fetchIdx: 0 };
    expect((await cache.get("fetch-key", context))?.value, next.says("Next no longer returns a stored fetch from the handler")).toMatchObject({ kind: "FETCH", data });
    expect(entryTags(undefined, seen.get[0]), next.says("get's context of a fetch no longer carries tags and softTags")).toEqual(["org-3", "_N_T_/sites/acme"]);

    await tick();
    await tags.update(["_N_T_/sites/acme"], { expire: 0 });
    await tick();
    expect(await cache.get("fetch-key", context), next.says("a fetch whose soft tag was revalidated is still served")).toBeNull();
  });

  it("serves a page while its tags are fresh, renders it before answering once one is stale, and misses once one expired", async () => {
    const { cache, tags } = nextCacheOverOurs();
    const lookup = { kind: APP_PAGE, route: ROUTE, isRoutePPREnabled: true, isFallback: false };
    const page = { kind: APP_PAGE, html: HTML, rscData: Buffer.from("rsc"), headers: { [CACHE_TAGS_HEADER]: "org-4,org-4:page:/" }, status: 200 };
    await cache.get("/sites/acme/default", lookup);
    await cache.set("/sites/acme/default", page, { cacheControl: { revalidate: 900, expire: 86400 }, route: ROUTE, isRoutePPREnabled: true, isFallback: false });

    const fresh = await cache.get("/sites/acme/default", lookup);
    expect(fresh?.value?.html, next.says("Next no longer returns the stored page's HTML from the handler")).toContain("<h1>Welcome</h1>");
    expect(fresh?.isStale, next.says("a fresh page entry is reported stale")).toBeFalsy();

    await tick();
    await tags.update(["org-4:page:/"], { expire: 300 });
    await tick();
    expect((await cache.get("/sites/acme/default", lookup))?.isStale, next.says(`a lastModified of ${RENDER_BEFORE_ANSWERING} no longer makes Next render the page before answering (isStale -1)`)).toBe(-1);

    await tags.update(["org-4"], { expire: 0 });
    await tick();
    expect(await cache.get("/sites/acme/default", lookup), next.says("a page whose tag expired is still served")).toBeNull();
  });
});
