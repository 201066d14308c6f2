// lib/next-internals/hydrate-after-paint.mjs: the markup of the scripts Next puts in a page, rendered by the React
// Next carries, with the calls Next makes (next/dist/server/app-render/required-scripts.js).
import { describe, expect, it } from "vitest";
import { hydrateAfterPaint } from "@/lib/next-internals/hydrate-after-paint.mjs";
import { installed } from "./installed";

const next = installed("lib/next-internals/hydrate-after-paint.mjs");

interface ReactLike {
  createElement(type: unknown, props: unknown, ...children: unknown[]): unknown;
}
interface ServerLike {
  renderToReadableStream(element: unknown, options: Record<string, unknown>): Promise<ReadableStream<Uint8Array>>;
}
type BootstrapScript = { src: string; crossOrigin?: string };

const ROOT_MAIN_FILES = ["static/chunks/0f1e2d3c.js", "static/chunks/turbopack-9a8b7c.js", "static/chunks/main-app-5d4e.js"];
const CHUNKS = ROOT_MAIN_FILES.map((file) => `/_next/${file}`);

/** A page as Next renders its document: the first root file bootstraps, the others are preinitialised in <head>. */
async function renderPage(React: ReactLike, server: ServerLike, preinitScripts: () => void, bootstrapScript: BootstrapScript): Promise<string> {
  const h = React.createElement;
  function Page() {
    preinitScripts();
    return h("html", { lang: "en" }, h("head", null, h("title", null, "Acme")), h("body", null, h("main", null, h("h1", null, "Welcome"))));
  }
  const stream = await server.renderToReadableStream(h(Page, null), { bootstrapScriptContent: "self.__next_f=[]", bootstrapScripts: [bootstrapScript] });
  return new Response(stream).text();
}

/** What the loader of a stored page will add, in order: [file] or [file, id]. */
function loaderChunks(html: string): string[][] {
  const list = /\}\)\((\[\[.*?\]\])\)<\/script>/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[][]) : [];
}

function expectAllLoadedAfterPaint(rendered: string, renderer: string) {
  const stored = hydrateAfterPaint(rendered);
  expect(stored, next.says(`${renderer} no longer renders Next's chunks as <script src="/_next/static/chunks/…" async=""></script>`)).not.toMatch(/<script src="\/_next\/static\/chunks\//);
  expect(stored, next.says(`${renderer} no longer renders the bootstrap chunk's preload as <link rel="preload" as="script" fetchPriority="low" href=…/>`)).not.toMatch(/<link rel="preload" as="script"/);
  expect(loaderChunks(stored).map(([file]) => `/_next/static/chunks/${file}`), next.says(`the loader does not add ${renderer}'s chunks in their order`)).toEqual([CHUNKS[1], CHUNKS[2], CHUNKS[0]]);
  expect(stored.replace(/<script>\(function\(c\).*?<\/script>/, ""), next.says("the page lost something besides its chunk tags")).toContain("<h1>Welcome</h1>");
}

describe("the chunk scripts of a page Next renders", () => {
  it("are a bootstrap script and preinitialised scripts, from the build's root main files", () => {
    const { getRequiredScripts } = next.load<{ getRequiredScripts(...args: unknown[]): [() => void, BootstrapScript] }>("next/dist/server/app-render/required-scripts");
    const [, bootstrapScript] = getRequiredScripts({ rootMainFiles: ROOT_MAIN_FILES }, "", undefined, undefined, "", undefined, "/page");
    expect(bootstrapScript.src, next.says("Next no longer bootstraps a page with its first root main file")).toBe(CHUNKS[0]);
    const source = next.source("next/dist/server/app-render/required-scripts.js");
    expect(source, next.says("Next no longer preinitialises the other root main files as scripts")).toMatch(/\.preinit\([^)]*\{\s*as: 'script',/);
    const render = next.source("next/dist/server/app-render/app-render.js");
    expect(render, next.says("Next no longer hands React its bootstrap script as bootstrapScripts")).toMatch(/bootstrapScripts: \[\s*bootstrapScript\s*\]/);
    expect(render, next.says("Next no longer preinitialises its scripts while rendering the page")).toMatch(/preinitScripts\(\);/);
  });

  it("are all loaded after the first paint in the markup of the React Next carries", async () => {
    const React = next.load<ReactLike>("next/dist/compiled/react");
    const ReactDOM = next.load<{ preinit(src: string, options: Record<string, unknown>): void }>("next/dist/compiled/react-dom");
    const server = next.load<ServerLike>("next/dist/compiled/react-dom/server.node");
    // The calls required-scripts.js makes, on the React Next renders pages with.
    const preinitScripts = () => {
      for (const src of CHUNKS.slice(1)) ReactDOM.preinit(src, { as: "script", nonce: undefined, crossOrigin: undefined });
    };
    expectAllLoadedAfterPaint(await renderPage(React, server, preinitScripts, { src: CHUNKS[0]!, crossOrigin: undefined }), "Next's React");
  });

  it("are all loaded after the first paint when Next's own required-scripts makes the calls", async () => {
    // required-scripts.js loads react-dom by its package name: outside Next's server that is the app's React.
    const React = next.load<ReactLike>("react");
    const server = next.load<ServerLike>("react-dom/server.node");
    const { getRequiredScripts } = next.load<{ getRequiredScripts(...args: unknown[]): [() => void, BootstrapScript] }>("next/dist/server/app-render/required-scripts");
    const [preinitScripts, bootstrapScript] = getRequiredScripts({ rootMainFiles: ROOT_MAIN_FILES }, "", undefined, undefined, "", undefined, "/page");
    expectAllLoadedAfterPaint(await renderPage(React, server, preinitScripts, bootstrapScript), "React with Next's calls");
  });
});
