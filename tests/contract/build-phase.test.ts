// lib/next-internals/build-phase.mjs: how the cache handlers know they run in `next build`, where they must
// never write into Redis.
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { describe, expect, it } from "vitest";
import { BUILD_PHASE, isNextBuild } from "@/lib/next-internals/build-phase.mjs";
import { installed } from "./installed";

const next = installed("lib/next-internals/build-phase.mjs");

describe("the build phase", () => {
  it("has the name next/constants gives it", () => {
    expect(PHASE_PRODUCTION_BUILD, next.says(`the build phase is no longer called "${BUILD_PHASE}"`)).toBe(BUILD_PHASE);
    expect(isNextBuild({ NEXT_PHASE: PHASE_PRODUCTION_BUILD })).toBe(true);
    expect(isNextBuild({})).toBe(false);
  });

  it("is in NEXT_PHASE before next build starts the workers that prerender, which inherit it", () => {
    const build = next.source("next/dist/build/index.js");
    const set = build.search(/process\.env\.NEXT_PHASE = \w+\.PHASE_PRODUCTION_BUILD;/);
    const workers = build.indexOf("staticWorker = createStaticWorker(");
    expect(set, next.says("next build no longer sets process.env.NEXT_PHASE")).toBeGreaterThan(-1);
    expect(workers, next.says("next build no longer prerenders in its static workers")).toBeGreaterThan(-1);
    expect(set, next.says("next build sets NEXT_PHASE only after it started its workers")).toBeLessThan(workers);
    expect(next.source("next/dist/lib/worker.js"), next.says("next build's workers no longer inherit the build's environment")).toMatch(/const workerEnv = \{\s*\.\.\.process\.env,/);
  });
});
