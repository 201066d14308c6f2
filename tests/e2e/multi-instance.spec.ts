import { expect, test } from "@playwright/test";
import { createClient } from "redis";
import { homeHtml, northwindAdminToken, readSectionTitle, saveSectionTitle, writeSectionTitle } from "@/tests/helpers/instances";

// Started by tests/e2e/run.ts after the main run: two more `next start` of the same build on the same
// stack, with REDIS_URL (issue 18: several instances share one cache).
const instanceA = process.env.E2E_INSTANCE_A_URL ?? "";
const instanceB = process.env.E2E_INSTANCE_B_URL ?? "";
const redisUrl = process.env.E2E_REDIS_URL ?? "";

test.describe("two instances sharing their cache on Redis @instances", () => {
  // Never skipped quietly: without the instances this run covers nothing, so it fails and says why.
  test.beforeAll(() => {
    if (!instanceA || !instanceB || !redisUrl) throw new Error("needs the two Redis-backed instances that tests/e2e/run.ts starts: run `npm run test:e2e`");
  });

  test("a page rendered by instance A is served from the shared cache by instance B", async () => {
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    try {
      expect((await homeHtml(instanceA)).status).toBe(200);
      // Next.js stores the rendered page after answering: wait until it is in Redis.
      await expect.poll(async () => (await redis.keys("sitebuilder:cache:*:page:*/sites/localhost/default")).length).toBeGreaterThan(0);
      const fromB = await homeHtml(instanceB);
      expect(fromB.status).toBe(200);
      expect(fromB.cache).toBe("HIT");
    } finally {
      await redis.close();
    }
  });

  test("an admin's save through instance A shows on instance B's next request", async () => {
    const token = await northwindAdminToken(process.env.NEXT_PUBLIC_SUPABASE_URL!);
    // B serves the page from the cache (a retry finds it expired by the first try's restore: B renders it once).
    await expect.poll(async () => (await homeHtml(instanceB)).cache).toBe("HIT");
    const before = await homeHtml(instanceB);
    const title = `Shared across instances ${Date.now().toString(36)}`;
    expect(before.html).not.toContain(title);
    const original = await readSectionTitle(instanceA, token);
    try {
      expect((await saveSectionTitle(instanceA, token, title)).status).toBe(200);
      const after = await homeHtml(instanceB);
      expect(after.status).toBe(200);
      expect(after.html).toContain(title);
      // …and B's fresh render is shared back: A serves it from the cache.
      await expect.poll(async () => (await homeHtml(instanceA)).html.includes(title)).toBe(true);
    } finally {
      await writeSectionTitle(instanceA, token, original);
    }
  });
});
