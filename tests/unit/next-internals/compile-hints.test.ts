import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COMPILE_HINT, markStartupChunks, startupChunks } from "@/lib/next-internals/compile-hints";

const ROUTES = "server/app/sites/[site]/[locale]";

/** A build folder as `next build` leaves it: the build manifest, client reference manifests and chunks. */
async function buildFolder(): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), "compile-hints-"));
  await mkdir(path.join(dist, "static/chunks"), { recursive: true });
  for (const name of ["react-dom", "runtime", "layout", "home", "post", "editor", "lazy"]) {
    await writeFile(path.join(dist, `static/chunks/${name}.js`), `(globalThis.TURBOPACK||[]).push(["${name}"]);`);
  }
  await writeFile(path.join(dist, "static/chunks/site.css"), "body{}");
  await writeFile(path.join(dist, "build-manifest.json"), JSON.stringify({ rootMainFiles: ["static/chunks/react-dom.js", "static/chunks/runtime.js"] }));
  const manifest = async (route: string, entries: Record<string, string[]>) => {
    const dir = path.join(dist, ROUTES, route);
    await mkdir(dir, { recursive: true });
    const key = `/sites/[site]/[locale]${route ? `/${route}` : ""}/page`;
    await writeFile(
      path.join(dir, "page_client-reference-manifest.js"),
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(key)}] = ${JSON.stringify({ entryJSFiles: entries })};`,
    );
  };
  await manifest("", { layout: ["static/chunks/layout.js", "static/chunks/site.css"], page: ["static/chunks/home.js"] });
  await manifest("[slug]", { layout: ["static/chunks/layout.js"], page: ["static/chunks/post.js"] });
  await manifest("admin", { layout: ["static/chunks/layout.js"], page: ["static/chunks/editor.js"] });
  return dist;
}

describe("compile hints", () => {
  it("name the scripts public pages load before hydrating: Next's root files and the site routes' entries, not the admin's", async () => {
    const files = await startupChunks(await buildFolder());
    expect(files.sort()).toEqual(
      ["react-dom", "runtime", "layout", "home", "post"].map((name) => `static/chunks/${name}.js`).sort(),
    );
  });

  it("go at the top of each of them once, and leave the other chunks as they were", async () => {
    const dist = await buildFolder();
    expect(await markStartupChunks(dist)).toBe(5);
    expect(await markStartupChunks(dist)).toBe(0);
    const read = (name: string) => readFile(path.join(dist, `static/chunks/${name}.js`), "utf8");
    expect(await read("home")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["home"]);`);
    expect(await read("react-dom")).toMatch(/^\/\/# allFunctionsCalledOnLoad\n\(globalThis/);
    expect(await read("editor")).not.toContain(COMPILE_HINT);
    expect(await read("lazy")).not.toContain(COMPILE_HINT);
  });
});
