// lib/next-internals/compile-hints.ts: the build files it reads, read the way Next reads them itself (its route
// bundle report, next/dist/build/route-bundle-stats.js, and its page renderer's required scripts).
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startupChunks } from "@/lib/next-internals/compile-hints";
import { installed } from "./installed";

const next = installed("lib/next-internals/compile-hints.ts");

const SITE = "/sites/[site]/[locale]";
const ROUTES: Record<string, { layout: string[]; page: string[] }> = {
  [SITE]: { layout: ["static/chunks/layout-1a.js", "static/chunks/site-2b.css"], page: ["static/chunks/home-3c.js"] },
  [`${SITE}/[slug]`]: { layout: ["static/chunks/layout-1a.js"], page: ["static/chunks/post-4d.js"] },
  [`${SITE}/admin`]: { layout: ["static/chunks/layout-1a.js"], page: ["static/chunks/editor-5e.js"] },
};
const ROOT_MAIN_FILES = ["static/chunks/react-dom-6f.js", "static/chunks/turbopack-7a.js"];

/** A dist dir as `next build` (Turbopack) leaves it, for the files both readers look at. */
async function distDir(): Promise<{ dir: string; dist: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), "compile-hints-contract-"));
  const dist = path.join(dir, ".next");
  await mkdir(path.join(dist, "static/chunks"), { recursive: true });
  const chunks = new Set([...ROOT_MAIN_FILES, ...Object.values(ROUTES).flatMap((route) => [...route.layout, ...route.page])]);
  for (const chunk of chunks) await writeFile(path.join(dist, chunk), `(globalThis.TURBOPACK||[]).push([${JSON.stringify(chunk)}]);`);
  await writeFile(path.join(dist, "build-manifest.json"), JSON.stringify({ rootMainFiles: ROOT_MAIN_FILES, pages: {} }));
  const appPaths: Record<string, string> = {};
  for (const [route, entryJSFiles] of Object.entries(ROUTES)) {
    const page = `${route}/page`;
    appPaths[page] = `app${page}.js`;
    const manifest = path.join(dist, "server/app", `${page}_client-reference-manifest.js`);
    await mkdir(path.dirname(manifest), { recursive: true });
    await writeFile(manifest, `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(page)}] = ${JSON.stringify({ entryJSFiles })};`);
  }
  await writeFile(path.join(dist, "server/app-paths-manifest.json"), JSON.stringify(appPaths));
  return { dir, dist };
}

describe("the build files compile hints are read from", () => {
  it("keep Next's names", () => {
    const constants = next.load<Record<string, string>>("next/dist/shared/lib/constants");
    expect(constants.BUILD_MANIFEST, next.says("the build manifest is no longer build-manifest.json")).toBe("build-manifest.json");
    expect(constants.SERVER_DIRECTORY, next.says("the server's files are no longer under server/")).toBe("server");
    expect(constants.CLIENT_REFERENCE_MANIFEST, next.says("a page's client reference manifest is no longer <page>_client-reference-manifest.js")).toBe("client-reference-manifest");
  });

  it("start every page with the root main files, as Next's renderer reads them", () => {
    const { getRequiredScripts } = next.load<{ getRequiredScripts(...args: unknown[]): [() => void, { src: string }] }>("next/dist/server/app-render/required-scripts");
    const [, bootstrap] = getRequiredScripts({ rootMainFiles: ROOT_MAIN_FILES }, "", undefined, undefined, "", undefined, "/page");
    expect(bootstrap.src, next.says("Next's renderer no longer starts a page with build-manifest.json's rootMainFiles")).toBe(`/_next/${ROOT_MAIN_FILES[0]}`);
    expect(next.source("next/dist/server/app-render/get-css-inlined-link-tags.js"), next.says("Next's renderer no longer reads a page's chunks from entryJSFiles")).toMatch(/entryJSFiles/);
  });

  it("name, for the site's routes, the chunks Next's own report counts as their first load", async () => {
    const { dir, dist } = await distDir();
    const { writeRouteBundleStats } = next.load<{ writeRouteBundleStats(lists: unknown, buildManifest: unknown, distDir: string, dir: string): Promise<void> }>("next/dist/build/route-bundle-stats");
    await writeRouteBundleStats({ pages: [], app: Object.keys(ROUTES) }, JSON.parse(await readFile(path.join(dist, "build-manifest.json"), "utf8")), dist, dir);
    const rows = JSON.parse(await readFile(path.join(dist, "diagnostics/route-bundle-stats.json"), "utf8")) as { route: string; firstLoadChunkPaths: string[] }[];
    const firstLoad = new Set(rows.filter(({ route }) => !route.endsWith("/admin")).flatMap((row) => row.firstLoadChunkPaths.map((file) => path.relative(dist, path.join(dir, file)))));
    expect(firstLoad.size, next.says("Next's own report no longer finds the routes' chunks in the client reference manifests")).toBeGreaterThan(ROOT_MAIN_FILES.length);
    expect(new Set(await startupChunks(dist)), next.says("compile hints and Next's report no longer agree on a public page's first-load chunks")).toEqual(firstLoad);
  });
});
