// lib/next-internals/built-config.ts: the config `next build` leaves in required-server-files.json, which Next's
// own standalone server starts with, and which the self-hosted server hands to `next({ conf })`.
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_SERVER } from "next/constants";
import { describe, expect, it } from "vitest";
import { readBuiltConfig, REQUIRED_SERVER_FILES } from "@/lib/next-internals/built-config";
import { installed } from "./installed";

const next = installed("lib/next-internals/built-config.ts");

/** A standalone folder: the handlers beside the dist dir, and the manifest as the build writes it. */
async function standaloneFolder(): Promise<{ dir: string; dist: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), "built-config-"));
  const dist = path.join(dir, ".next");
  await mkdir(path.join(dir, "lib/cache"), { recursive: true });
  await mkdir(dist);
  await writeFile(path.join(dir, "lib/cache/page-cache-handler.mjs"), "export default class PageCacheHandler {}");
  await writeFile(path.join(dir, "lib/cache/use-cache-handler.mjs"), "export default {}");
  const config = {
    distDir: ".next",
    poweredByHeader: false,
    cacheComponents: true,
    // As the build writes them: relative to the dist dir.
    cacheHandler: "../lib/cache/page-cache-handler.mjs",
    cacheHandlers: { default: "../lib/cache/use-cache-handler.mjs", remote: "../lib/cache/use-cache-handler.mjs" },
  };
  await writeFile(path.join(dist, REQUIRED_SERVER_FILES), JSON.stringify({ version: 1, config, appDir: dir, relativeAppDir: "", files: [], ignore: [] }));
  return { dir, dist };
}

describe("the config of a build", () => {
  it("is written by next build to required-server-files.json as { version: 1, config }, its handlers relative to the dist dir", () => {
    const { SERVER_FILES_MANIFEST } = next.load<{ SERVER_FILES_MANIFEST: string }>("next/dist/shared/lib/constants");
    expect(`${SERVER_FILES_MANIFEST}.json`, next.says(`the build's config is no longer in ${REQUIRED_SERVER_FILES}`)).toBe(REQUIRED_SERVER_FILES);
    const build = next.source("next/dist/build/index.js");
    expect(build, next.says("required-server-files.json is no longer { version: 1, config: … }")).toMatch(/const serverFilesManifest = \{\s*version: 1,\s*config: \{/);
    expect(build, next.says("the build no longer writes cacheHandler relative to the dist dir")).toMatch(/cacheHandler: runtimeConfig\.cacheHandler \? _path\.default\.relative\(distDir,/);
    expect(build, next.says("the build no longer writes cacheHandlers relative to the dist dir")).toMatch(/normalizedCacheHandlers\[key\] = _path\.default\.relative\(distDir,/);
  });

  it("is what Next's own standalone server starts with", () => {
    const build = next.source("next/dist/build/index.js");
    expect(build, next.says("the standalone output is no longer made from requiredServerFiles.config")).toMatch(/copyTracedFiles\)\([^;]*requiredServerFiles\.config/);
    const utils = next.source("next/dist/build/utils.js");
    expect(utils, next.says("the standalone server.js no longer takes that config as it is")).toMatch(/const nextConfig = \{\s*\.\.\.serverConfig,/);
    expect(utils, next.says("the standalone server.js no longer starts Next with that config")).toMatch(/startServer\(\{[^}]*config: nextConfig,/);
  });

  it("is read with its handlers from the dist dir, and taken as it is by next({ conf }) from any folder", async () => {
    const { dir, dist } = await standaloneFolder();
    const config = readBuiltConfig(dist);
    const pageHandler = path.join(dir, "lib/cache/page-cache-handler.mjs");
    const useCacheHandler = path.join(dir, "lib/cache/use-cache-handler.mjs");
    expect(config).toMatchObject({ distDir: ".next", cacheComponents: true, cacheHandler: pageHandler, cacheHandlers: { default: useCacheHandler, remote: useCacheHandler } });

    // next({ conf }) runs the config through Next's loader, which checks the handlers exist.
    const loadConfig = next.load<{ default(phase: string, dir: string, options: { customConfig: NextConfig; silent: boolean }): Promise<NextConfig> }>("next/dist/server/config").default;
    const loaded = await loadConfig(PHASE_PRODUCTION_SERVER, dir, { customConfig: config, silent: true });
    expect(loaded.cacheHandler, next.says("Next's config loader no longer keeps the page cache handler")).toBe(pageHandler);
    expect(loaded.cacheHandlers?.default, next.says("Next's config loader no longer keeps the \"use cache\" handler")).toBe(useCacheHandler);

    // Where Next's server and route modules import them from, given a dist dir (absolute or not).
    const { formatDynamicImportPath } = next.load<{ formatDynamicImportPath(dir: string, file: string): string }>("next/dist/lib/format-dynamic-import-path");
    for (const from of [dist, ".next"]) {
      expect(formatDynamicImportPath(from, pageHandler), next.says("Next no longer imports an absolute handler path as it is")).toBe(pathToFileURL(pageHandler).href);
    }
    for (const server of ["next/dist/server/next-server.js", "next/dist/server/route-modules/route-module.js"]) {
      expect(next.source(server), next.says(`${server} no longer imports the configured cacheHandler through formatDynamicImportPath`)).toMatch(/formatDynamicImportPath\)?\(this\.distDir, cacheHandler\)/);
    }
  });

  it("is refused, naming this file, when the manifest is not the one it knows", async () => {
    const { dist } = await standaloneFolder();
    await writeFile(path.join(dist, REQUIRED_SERVER_FILES), JSON.stringify({ version: 2, settings: {} }));
    expect(() => readBuiltConfig(dist)).toThrow(/lib\/next-internals\/built-config\.ts/);
  });
});
