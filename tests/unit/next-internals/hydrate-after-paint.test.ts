import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { hydrateAfterPaint } from "@/lib/next-internals/hydrate-after-paint.mjs";
import { createLocalPages, createLocalTags } from "@/lib/cache/local-page-cache.mjs";
import { createPageCacheHandler } from "@/lib/cache/page-cache-handler.mjs";

// The head and body of a page as Next.js 16 renders it (chunk names shortened).
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/react-dom.js" async=""></script><script src="/_next/static/chunks/turbopack-1x.js" async=""></script>' +
  '<title>Northwind</title><script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  '<body><main><h1>Welcome</h1></main><script src="/_next/static/chunks/main.js" id="_R_" async=""></script>' +
  "<script>self.__next_f.push([1])</script></body></html>";

interface FakePage {
  added: { src: string; id?: string }[];
  paint(name: string): void;
  /** Runs the timers due, and those they set, until none is left (setTimeout's delays are not kept). */
  runTimers(): void;
}

/** Runs the page's loader script as a browser would, with a document of the given visibility. */
function runLoader(html: string, { hidden = false, paintTiming = true } = {}): FakePage {
  const loader = /<script>(\(function\(c\)[^<]*)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error("no loader in the page");
  const added: FakePage["added"] = [];
  const observers: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    visibilityState: hidden ? "hidden" : "visible",
    createElement: () => ({}) as { src: string; id?: string },
    head: { appendChild: (script: { src: string; id?: string }) => added.push({ ...script }) },
  };
  class PerformanceObserver {
    #connected = true;
    constructor(private callback: (typeof observers)[number]) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      observers.push((list, observer) => this.#connected && this.callback(list, observer));
    }
    disconnect() {
      this.#connected = false;
    }
  }
  runInNewContext(loader, { document, setTimeout: (run: () => void) => timers.push(run), ...(paintTiming ? { PerformanceObserver } : {}) });
  return {
    added,
    paint(name) {
      for (const notify of observers) notify({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) }, { disconnect: () => observers.splice(0) });
    },
    runTimers() {
      while (timers.length > 0) timers.shift()!();
    },
  };
}

const CHUNKS_IN_ORDER = [
  { src: "/_next/static/chunks/react-dom.js" },
  { src: "/_next/static/chunks/turbopack-1x.js" },
  { src: "/_next/static/chunks/main.js", id: "_R_" },
];

describe("a stored page's scripts", () => {
  it("leave the HTML for one loader in <head>, with Next.js's preload of one; the stylesheet, inline payload and polyfills stay", () => {
    const html = hydrateAfterPaint(PAGE);
    expect(html).not.toMatch(/<script src="[^"]*" (?:id="_R_" )?async="">/);
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain("<script>self.__next_f.push([1])</script></body>");
    expect(html.indexOf("<script>(function(c)")).toBeLessThan(html.indexOf("</head>"));
    expect(html.length).toBeLessThan(PAGE.length + 600);
  });

  it("are added, in their order and with their id, only once the first contentful paint is reported, one per task", () => {
    const page = runLoader(hydrateAfterPaint(PAGE));
    page.paint("first-paint");
    expect(page.added).toEqual([]);
    page.paint("first-contentful-paint");
    // The first at once; each of the others in a task of its own, so that no task appends them all.
    expect(page.added).toEqual(CHUNKS_IN_ORDER.slice(0, 1));
    page.runTimers();
    expect(page.added).toEqual(CHUNKS_IN_ORDER);
  });

  it("are added at once in a hidden tab or a browser without paint timing, and after 3 s whatever happens", () => {
    for (const options of [{ hidden: true }, { paintTiming: false }]) {
      const page = runLoader(hydrateAfterPaint(PAGE), options);
      expect(page.added).toEqual(CHUNKS_IN_ORDER.slice(0, 1));
      page.runTimers();
      expect(page.added).toEqual(CHUNKS_IN_ORDER);
    }
    const neverPainted = runLoader(hydrateAfterPaint(PAGE));
    neverPainted.runTimers();
    expect(neverPainted.added).toEqual(CHUNKS_IN_ORDER);
  });

  it("leave a page without chunk scripts, or one already done, as it is", () => {
    const plain = "<!DOCTYPE html><html><head><title>x</title></head><body>x</body></html>";
    expect(hydrateAfterPaint(plain)).toBe(plain);
    const done = hydrateAfterPaint(PAGE);
    expect(hydrateAfterPaint(done)).toBe(done);
    const fragment = '<script src="/_next/static/chunks/a.js" async=""></script>';
    expect(hydrateAfterPaint(fragment)).toBe(fragment);
  });

  it("never take a script from elsewhere or an attribute they do not know", () => {
    const foreign = PAGE.replace("/_next/static/chunks/react-dom.js", "https://cdn.example/react-dom.js").replace(
      '<script src="/_next/static/chunks/turbopack-1x.js" async="">',
      '<script src="/_next/static/chunks/turbopack-1x.js" async="" integrity="sha384-x">',
    );
    const html = hydrateAfterPaint(foreign);
    expect(html).toContain('<script src="https://cdn.example/react-dom.js" async=""></script>');
    expect(html).toContain('integrity="sha384-x"');
    const page = runLoader(html, { hidden: true });
    page.runTimers();
    expect(page.added).toEqual([{ src: "/_next/static/chunks/main.js", id: "_R_" }]);
  });

  it("are loaded after the paint in every page the page cache stores, and nothing else it stores changes", async () => {
    const Handler = createPageCacheHandler({ pages: createLocalPages(), tags: createLocalTags() });
    const context = { cacheControl: { revalidate: 900, expire: 86400 }, isRoutePPREnabled: true, isFallback: false };
    const lookup = { kind: "APP_PAGE", isFallback: false, isRoutePPREnabled: true } as const;
    const rscData = Buffer.from("rsc");
    await new Handler().get("/home", lookup);
    await new Handler().set("/home", { kind: "APP_PAGE", html: PAGE, rscData, headers: {}, status: 200 }, context);
    const found = (await new Handler().get("/home", lookup))?.value as { html: string; rscData: Buffer };
    expect(found.html).toBe(hydrateAfterPaint(PAGE));
    expect(found.rscData).toEqual(rscData);
  });
});
