// Relies on: what `next build` writes to `<distDir>/required-server-files.json`, the config Next's own standalone
// server starts with (next/dist/build/index.js, "generate-required-server-files"; next/dist/build/utils.js,
// copyTracedFiles, writes it into the standalone server.js): `{ version: 1, config }`, the config complete (defaults
// applied), with `cacheHandler` and `cacheHandlers` relative to the dist dir, which Next resolves them against at run
// time (formatDynamicImportPath in next/dist/server/next-server.js).
// When tests/contract/built-config.test.ts fails: read the standalone server.js the new Next writes and take the
// config the way it does.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { NextConfig } from "next";

interface RequiredServerFiles {
  version: number;
  config: NextConfig;
}

/** Next's name of the file, in the dist dir. */
export const REQUIRED_SERVER_FILES = "required-server-files.json";

/**
 * The config a build was made with, for `next({ conf })` when serving it (the self-hosted server in the standalone
 * folder), as Next's own standalone server reads it. The cache handlers' paths are made absolute: `next({ conf })`
 * checks that they exist from the working directory, and Next's route modules resolve them from it too.
 */
export function readBuiltConfig(distDirPath: string): NextConfig {
  const file = path.join(distDirPath, REQUIRED_SERVER_FILES);
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Partial<RequiredServerFiles>;
  if (manifest.version !== 1 || typeof manifest.config !== "object" || manifest.config === null) {
    throw new Error(`${file}: not a required-server-files manifest of version 1; lib/next-internals/built-config.ts must be revisited`);
  }
  const { config } = manifest;
  const fromDistDir = (handler: string | undefined) => (handler ? path.resolve(distDirPath, handler) : handler);
  const cacheHandlers = config.cacheHandlers && Object.fromEntries(Object.entries(config.cacheHandlers).map(([kind, handler]) => [kind, fromDistDir(handler)]));
  return { ...config, cacheHandler: fromDistDir(config.cacheHandler), ...(cacheHandlers ? { cacheHandlers } : {}) };
}

/**
 * Hands a build's config to every part of Next that loads one, as Next's own standalone server.js does: its router
 * loads the config from the server's folder again (next/dist/server/lib/router-server.js `initialize`), where no
 * next.config exists, unless `__NEXT_PRIVATE_STANDALONE_CONFIG` carries it (next/dist/server/config.js). Call it
 * before `next()`.
 */
export function serveBuiltConfig(config: NextConfig): void {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
}
