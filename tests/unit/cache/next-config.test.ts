import { existsSync } from "node:fs";
import path from "node:path";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import { describe, expect, it } from "vitest";
import { cacheConfig } from "@/lib/cache/next-config";

describe("the cache handlers in next.config", () => {
  it("are ours for next build and next start, so the build's config carries them into the standalone output", () => {
    for (const phase of [PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER]) {
      const config = cacheConfig(phase);
      expect(config.cacheHandler).toMatch(/lib\/cache\/page-cache-handler\.mjs$/);
      expect(config.cacheHandlers).toEqual({ default: expect.stringMatching(/lib\/cache\/use-cache-handler\.mjs$/), remote: config.cacheHandlers?.default });
    }
  });

  it("name existing files by absolute paths, which Next relativises to the dist dir in the build's config", () => {
    const { cacheHandler, cacheHandlers } = cacheConfig(PHASE_PRODUCTION_BUILD);
    for (const file of [cacheHandler!, cacheHandlers!.default!]) {
      expect(path.isAbsolute(file)).toBe(true);
      expect(existsSync(file)).toBe(true);
    }
  });

  it("leave next dev to Next's own caches", () => {
    expect(cacheConfig(PHASE_DEVELOPMENT_SERVER)).toEqual({});
  });
});
