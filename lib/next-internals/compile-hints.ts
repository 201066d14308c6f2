// Relies on: the files `next build` leaves in its dist dir, as Next's own build report reads them
// (next/dist/build/route-bundle-stats.js): build-manifest.json's `rootMainFiles` (the scripts every page loads
// first, next/dist/server/app-render/required-scripts.js), and for each page a
// `server/app/<route>/page_client-reference-manifest.js` that assigns `globalThis.__RSC_MANIFEST[<route>]`, whose
// `entryJSFiles` list the chunks of each layout and page (CLIENT_REFERENCE_MANIFEST in
// next/dist/shared/lib/constants.js). The paths are relative to the dist dir (static/chunks/…). Should they move,
// markStartupChunks finds nothing and marks nothing: pages stay correct, only their scripts compile later.
// When tests/contract/compile-hints.test.ts fails: read those files in the new Next and change the paths and
// fields below; if Next no longer writes what this needs, remove this file and its hook in next.config.ts
// (compiler.runAfterProductionCompile) and measure the first-load task without it (npm run bench:lighthouse).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { runInNewContext } from "node:vm";

/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with this comment has all its functions
 * compiled eagerly, while it streams in on a background thread, instead of each one on the main thread the
 * first time it runs. Turbopack's chunks are arrays of module factories, each compiled lazily when hydration
 * instantiates it: on the demo homes that was 25–45 ms of the 50–77 ms task that evaluates the page's entry,
 * the longest task after the first paint (Lighthouse's TBT counts it four times over). Other browsers read a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The public site's routes; the admin pages' chunks are left lazy (editors are large and mostly idle). */
const SITE_ROUTES = "server/app/sites/[site]/[locale]";
const MANIFEST = "page_client-reference-manifest.js";

interface ClientReferenceManifest {
  entryJSFiles?: Record<string, string[]>;
}

/** Every client reference manifest under `dir`, except those of admin pages. */
async function publicManifests(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "admin") found.push(...(await publicManifests(full)));
    else if (entry.isFile() && entry.name === MANIFEST) found.push(full);
  }
  return found;
}

/** The chunks a manifest's route loads at startup (its layouts', page's, error and not-found files'). */
async function entryFiles(manifestFile: string): Promise<string[]> {
  // The manifest is a script that assigns globalThis.__RSC_MANIFEST[route]; run it alone to read it.
  const sandbox: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
  runInNewContext(await readFile(manifestFile, "utf8"), { globalThis: sandbox, self: sandbox });
  return Object.values(sandbox.__RSC_MANIFEST ?? {}).flatMap((manifest) => Object.values(manifest.entryJSFiles ?? {}).flat());
}

/**
 * The scripts every public page loads before it hydrates: Next's root main files (React, the router, Turbopack's
 * runtime) and the client components of the site's routes, as paths under the build folder (static/chunks/…).
 */
export async function startupChunks(distDir: string): Promise<string[]> {
  const buildManifest = JSON.parse(await readFile(path.join(distDir, "build-manifest.json"), "utf8")) as { rootMainFiles?: string[] };
  const files = new Set(buildManifest.rootMainFiles ?? []);
  for (const manifest of await publicManifests(path.join(distDir, SITE_ROUTES))) {
    for (const file of await entryFiles(manifest)) files.add(file);
  }
  return [...files].filter((file) => file.endsWith(".js"));
}

/**
 * Puts the compile hint at the top of each startup chunk (once: a second run changes nothing) and returns
 * how many it marked. Run by `next build` after compiling (next.config.ts, compiler.runAfterProductionCompile),
 * before anything serves or hashes the files.
 */
export async function markStartupChunks(distDir: string): Promise<number> {
  let marked = 0;
  for (const file of await startupChunks(distDir)) {
    const full = path.join(distDir, file);
    const source = await readFile(full, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    await writeFile(full, COMPILE_HINT + source);
    marked++;
  }
  return marked;
}
