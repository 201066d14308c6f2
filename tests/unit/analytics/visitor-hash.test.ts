// The visitor hash (issue 43): daily salted, so a visitor is one visitor for a day and nobody the day after; the salt
// stays in memory and the shared cache and never reaches a stored row.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "redis";
import { toPageView } from "@/lib/analytics/collect/page-view";
import { createSaltKeeper, redisSaltStore, type SaltStore } from "@/lib/analytics/collect/salt";
import { visitorHash } from "@/lib/analytics/collect/visitor-hash";
import { ANALYTICS_SALT_TTL_SECONDS, VISITOR_HASH_LENGTH } from "@/lib/analytics/constants";
import { startRedis, type ThrowawayRedis } from "../../helpers/redis";

const ORG = "10000000-0000-4000-8000-000000000000";
const visitor = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0", orgId: ORG };
const MONDAY = new Date("2026-11-30T23:59:59Z");
const TUESDAY = new Date("2026-12-01T00:00:01Z");

/** A shared cache in memory: the first salt stored for a key wins, as Redis's SET NX does. */
function memoryStore() {
  const kept = new Map<string, { value: string; ttl: number }>();
  const store: SaltStore = {
    async claim(key, candidate, ttl) {
      if (!kept.has(key)) kept.set(key, { value: candidate, ttl });
      return kept.get(key)?.value ?? null;
    },
  };
  return { store, kept };
}

describe("the visitor hash", () => {
  it("is 32 hex characters, the same for one visitor all day", async () => {
    const keeper = createSaltKeeper();
    const morning = visitorHash({ salt: await keeper.saltFor(new Date("2026-11-30T08:00:00Z")), ...visitor });
    const evening = visitorHash({ salt: await keeper.saltFor(MONDAY), ...visitor });
    expect(morning).toMatch(new RegExp(`^[0-9a-f]{${VISITOR_HASH_LENGTH}}$`));
    expect(evening).toBe(morning);
  });

  it("rotates with the UTC day, and the day before's salt is forgotten", async () => {
    const keeper = createSaltKeeper();
    const monday = await keeper.saltFor(MONDAY);
    const tuesday = await keeper.saltFor(TUESDAY);
    expect(tuesday).not.toBe(monday);
    expect(visitorHash({ salt: tuesday, ...visitor })).not.toBe(visitorHash({ salt: monday, ...visitor }));
    expect(keeper.heldDay).toBe("2026-12-01");
    // Asked for Monday again, it cannot give Monday's salt back: it draws a new one.
    expect(await keeper.saltFor(MONDAY)).not.toBe(monday);
  });

  it("differs between two visitors and between two sites for the same visitor", async () => {
    const salt = await createSaltKeeper().saltFor(MONDAY);
    const base = visitorHash({ salt, ...visitor });
    expect(visitorHash({ salt, ...visitor, ip: "203.0.113.8" })).not.toBe(base);
    expect(visitorHash({ salt, ...visitor, userAgent: "Mozilla/5.0 Chrome/130.0" })).not.toBe(base);
    expect(visitorHash({ salt, ...visitor, orgId: "20000000-0000-4000-8000-000000000000" })).not.toBe(base);
  });
});

describe("the daily salt", () => {
  it("is agreed through the shared cache for 48 hours, so every instance hashes a visitor alike", async () => {
    const { store, kept } = memoryStore();
    const one = await createSaltKeeper({ store }).saltFor(MONDAY);
    const two = await createSaltKeeper({ store }).saltFor(MONDAY);
    expect(two).toBe(one);
    expect([...kept]).toEqual([["analytics:salt:2026-11-30", { value: one, ttl: ANALYTICS_SALT_TTL_SECONDS }]]);
  });

  it("falls back to the instance's own salt when the shared cache does not answer", async () => {
    const store: SaltStore = { claim: async () => null };
    expect(await createSaltKeeper({ store }).saltFor(MONDAY)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("never reaches the row that is stored", async () => {
    const salt = await createSaltKeeper().saltFor(MONDAY);
    const row = toPageView({
      beacon: { path: "/about", lang: "en", screen: "mobile" },
      site: { id: ORG, defaultLocale: "en", locales: ["en"] },
      visitorHash: visitorHash({ salt, ...visitor }),
      ownHost: "localhost:3000",
      acceptLanguage: "en-GB",
      now: MONDAY,
    });
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(salt);
    expect(stored).not.toContain(visitor.ip);
    expect(stored).not.toContain("Firefox");
  });
});

describe("the salt in Redis", () => {
  let redis: ThrowawayRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it("is one per day for every instance, kept 48 hours", async () => {
    const one = await createSaltKeeper({ store: redisSaltStore(redis.url) }).saltFor(MONDAY);
    const two = await createSaltKeeper({ store: redisSaltStore(redis.url) }).saltFor(MONDAY);
    expect(two).toBe(one);
    const client = await createClient({ url: redis.url }).connect();
    try {
      expect(await client.get("analytics:salt:2026-11-30")).toBe(one);
      const ttl = await client.ttl("analytics:salt:2026-11-30");
      expect(ttl).toBeGreaterThan(ANALYTICS_SALT_TTL_SECONDS - 10);
      expect(ttl).toBeLessThanOrEqual(ANALYTICS_SALT_TTL_SECONDS);
    } finally {
      client.destroy();
    }
  });
});
