import { cp } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";
import { NEXT_BIN } from "./next-server";
import { runNode } from "./throwaway-stack";

/** What CommonJS code expects of its module scope, for the ES module the server is bundled into. */
const COMMONJS_GLOBALS = [
  'import { createRequire } from "node:module";',
  'import { dirname as __bundleDirname } from "node:path";',
  'import { fileURLToPath as __bundleFileURLToPath } from "node:url";',
  "const require = createRequire(import.meta.url);",
  "const __filename = __bundleFileURLToPath(import.meta.url);",
  "const __dirname = __bundleDirname(__filename);",
].join(" ");

/**
 * `npm run build`: `next build` (standalone output, next.config.ts), then the self-hosted server (server/) bundled
 * into the standalone folder with the files Next leaves for the server to serve: public/ and the build's static
 * assets. The folder is then complete: `node <distDir>/standalone/server.mjs`, with nothing else of the checkout.
 */
export async function buildApp(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  // BUILD_QUIET: the benchmarks keep Next's report of the build off their own.
  const built = await runNode([NEXT_BIN, "build"], { env, stdio: env.BUILD_QUIET ? ["ignore", "ignore", "inherit"] : "inherit" });
  if (built !== 0) throw new Error(`next build failed (${built})`);
  await completeStandalone(env.NEXT_DIST_DIR || ".next");
}

/**
 * `server-only` marks modules a client bundle must never take (it throws there); this bundle is the server, so it
 * is empty here, as Next makes it for its own server code (the package's `react-server` export).
 */
const serverOnlyIsEmpty: Plugin = {
  name: "server-only-is-empty",
  setup(build) {
    build.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "empty" }));
    build.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "" }));
  },
};

/** The server bundled into a built standalone folder, with public/ and the static assets beside it. */
export async function completeStandalone(distDir: string): Promise<void> {
  const standalone = path.join(distDir, "standalone");
  await build({
    entryPoints: { server: "server/main.ts" },
    outdir: standalone,
    outExtension: { ".js": ".mjs" },
    // The beacon's module (server/beacon.ts) is its own file, loaded after telemetry starts: its pg is then the
    // instrumented one.
    splitting: true,
    chunkNames: "server-[name]-[hash]",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // Next and React are the standalone folder's own, traced by the build; so are pg and pg-boss (next.config.ts's
    // serverExternalPackages), which this server and Next's must share: one pool, one queue per process.
    external: ["next", "next/*", "react", "react-dom", "pg", "pg-boss"],
    define: { __DIST_DIR__: JSON.stringify(distDir) },
    // The bundled CommonJS packages (pino, @next/env) call require and read __dirname.
    banner: { js: COMMONJS_GLOBALS },
    plugins: [serverOnlyIsEmpty],
    logLevel: "warning",
  });
  await cp("public", path.join(standalone, "public"), { recursive: true });
  await cp(path.join(distDir, "static"), path.join(standalone, distDir, "static"), { recursive: true });
}

/** The server of a build, as `npm start` runs it. */
export const serverEntry = (distDir: string) => path.join(distDir, "standalone", "server.mjs");

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  buildApp().catch((error: unknown) => {
    console.error(`[build] ${(error as Error).message}`);
    process.exit(1);
  });
}
