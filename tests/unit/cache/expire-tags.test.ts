import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { expireTags } from "@/lib/cache/expire-tags";
import { createLocalTags } from "@/lib/cache/local-page-cache.mjs";
import { PROCESS_PAGE_TAGS_KEY } from "@/lib/cache/process-cache-key.mjs";
import { createSharedCache, type SharedCache } from "@/lib/cache/shared-cache.mjs";
import { startRedis, type ThrowawayRedis } from "@/tests/helpers/redis";

// Next.js's own revalidateTag reaches the cache handlers only after the answer is sent; this test is
// about what expireTags writes itself before it resolves.
const revalidated: string[] = [];
vi.mock("next/cache", () => ({ revalidateTag: (tag: string) => revalidated.push(tag) }));

let redis: ThrowawayRedis;
const opened: SharedCache[] = [];
const open = (buildId: string) => {
  const shared = createSharedCache({ url: redis.url, buildId, log: { warn: () => {}, info: () => {} } });
  opened.push(shared);
  return shared;
};

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  delete (globalThis as Record<symbol, unknown>)[PROCESS_PAGE_TAGS_KEY];
  await Promise.all(opened.map((shared) => shared.connection.close()));
  await redis?.stop();
});

it("has told the other instances through Redis when it resolves, as well as Next.js", async () => {
  (globalThis as Record<symbol, unknown>)[PROCESS_PAGE_TAGS_KEY] = open("build-1").tags;
  const other = open("build-1");
  const renderedBefore = Date.now() - 1;

  await expireTags(["org-1", "org-1:page:/home"]);

  expect(revalidated).toEqual(["org-1", "org-1:page:/home"]);
  await other.tags.refresh();
  expect(other.tags.isExpired(["org-1:page:/home"], renderedBefore)).toBe(true);
  expect(other.tags.isExpired(["org-2"], renderedBefore)).toBe(false);
});

it("has expired this process's own pages when it resolves, with one instance (no REDIS_URL)", async () => {
  const tags = createLocalTags();
  (globalThis as Record<symbol, unknown>)[PROCESS_PAGE_TAGS_KEY] = tags;
  const renderedBefore = Date.now() - 1;

  await expireTags(["org-3"]);

  expect(tags.isExpired(["org-3"], renderedBefore)).toBe(true);
  expect(tags.isExpired(["org-4"], renderedBefore)).toBe(false);
});

it("only asks Next.js when no page cache of ours runs (next dev)", async () => {
  delete (globalThis as Record<symbol, unknown>)[PROCESS_PAGE_TAGS_KEY];
  revalidated.length = 0;
  await expireTags(["org-5"]);
  expect(revalidated).toEqual(["org-5"]);
});
