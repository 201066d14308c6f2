import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/**
 * `npx tsx bench/beacon-size.ts`: the analytics beacon's weight (issue 43: at most 1 KB gzipped). Bundles
 * components/analytics/beacon.tsx as the browser gets it, minified, without React and Next (every page loads
 * them anyway), and prints its bytes and gzipped bytes beside the budget; exits 1 over it.
 */
const BUDGET_BYTES = 1024;

async function main() {
  const result = await build({
    entryPoints: ["components/analytics/beacon.tsx"],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    jsx: "automatic",
    external: ["react", "react/*", "next", "next/*"],
    tsconfig: "tsconfig.json",
  });
  const code = result.outputFiles[0]!.contents;
  const gzipped = gzipSync(code, { level: 9 }).byteLength;
  console.log(`analytics beacon: ${code.byteLength} B minified, ${gzipped} B gzipped (budget ${BUDGET_BYTES} B): ${gzipped <= BUDGET_BYTES ? "met" : "MISSED"}`);
  if (gzipped > BUDGET_BYTES) process.exitCode = 1;
}

void main();
