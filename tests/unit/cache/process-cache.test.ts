import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sharesThroughRedis } from "@/lib/cache/process-cache.mjs";
import { currentBuildId } from "@/lib/cache/shared-cache.mjs";

describe("where a process keeps its caches", () => {
  it("is Redis with REDIS_URL, for next start and a standalone server alike", () => {
    expect(sharesThroughRedis({ REDIS_URL: "redis://cache:6379" })).toBe(true);
    expect(sharesThroughRedis({ REDIS_URL: "redis://cache:6379", NEXT_PHASE: "phase-production-server" })).toBe(true);
  });

  it("is memory without REDIS_URL", () => {
    expect(sharesThroughRedis({})).toBe(false);
    expect(sharesThroughRedis({ REDIS_URL: "" })).toBe(false);
  });

  it("is never Redis while next build prerenders, so a build writes nothing production instances read", () => {
    expect(sharesThroughRedis({ REDIS_URL: "redis://cache:6379", NEXT_PHASE: "phase-production-build" })).toBe(false);
  });
});

describe("the build whose entries the shared cache keeps", () => {
  it("is read from the dist dir NEXT_DIST_DIR names, in the folder the server runs in", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "build-id-"));
    await mkdir(path.join(root, ".next-e2e"));
    await writeFile(path.join(root, ".next-e2e", "BUILD_ID"), "b-42\n");
    expect(currentBuildId({ NEXT_DIST_DIR: ".next-e2e" }, root)).toBe("b-42");
  });

  it("is .next's when NEXT_DIST_DIR is not set, and unknown when the dist dir holds no build", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "build-id-"));
    expect(currentBuildId({}, root)).toBeUndefined();
    await mkdir(path.join(root, ".next"));
    await writeFile(path.join(root, ".next", "BUILD_ID"), "b-8");
    expect(currentBuildId({}, root)).toBe("b-8");
    expect(currentBuildId({ NEXT_DIST_DIR: ".next-c" }, root)).toBeUndefined();
  });
});
