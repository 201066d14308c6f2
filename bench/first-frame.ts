import "../scripts/load-env";
import { chromium, type Browser } from "@playwright/test";
import { getPage } from "./bytes";
import { DEMO_HOMES } from "./pages";
import { startBenchStack, type BenchStack } from "./stack";

/**
 * `npm run bench:frame`: what the browser's main thread does before each demo home first paints, on the
 * production build (BENCH_SKIP_BUILD=1 reuses it) in Debian's Chromium, as Lighthouse runs it (headless, no
 * GPU, a phone-sized viewport, no throttling). Per page, the median of FRAME_RUNS loads (8) of:
 * - first paint after navigation start;
 * - style recalculation and layout before that paint (summed: the first frame does nearly all of it);
 * - SVG images instantiated before it: each `<img>` or CSS image of an SVG is a whole document of its own
 *   (Chromium's IsolatedSVGDocumentHost), built on the main thread, and a video's native controls bring
 *   several.
 * Lighthouse's mobile run holds the first paint back when that frame takes long (bench/lighthouse.ts), so
 * this is the number to bring down. The bare static Next.js page of the other benches is measured as well.
 */
const RUNS = Math.max(1, Number(process.env.FRAME_RUNS) || 8);
const CATEGORIES = ["devtools.timeline", "blink", "loading"];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
}

interface Load {
  paintMs: number;
  styleMs: number;
  layoutMs: number;
  svgDocuments: number;
  svgMs: number;
}

/** One load of `url` in a fresh page, traced; what happened before its first contentful paint. */
async function measure(browser: Browser, url: string): Promise<Load> {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  try {
    await page.goto("about:blank");
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(500);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const start = Math.min(...traceEvents.filter((event) => event.name === "ResourceSendRequest").map((event) => event.ts));
    const paint = traceEvents.find((event) => event.name === "firstContentfulPaint")?.ts ?? Infinity;
    const before = (name: string) => traceEvents.filter((event) => event.name === name && event.ph === "X" && event.ts >= start && event.ts < paint);
    const total = (name: string) => before(name).reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
    const svg = before("IsolatedSVGDocumentHost::IsolatedSVGDocumentHost");
    return {
      paintMs: (paint - start) / 1000,
      styleMs: total("UpdateLayoutTree"),
      layoutMs: total("Layout"),
      svgDocuments: svg.length,
      svgMs: svg.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000,
    };
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  let stack: BenchStack | undefined;
  let browser: Browser | undefined;
  try {
    stack = await startBenchStack();
    if (!process.env.BENCH_SKIP_BUILD) {
      console.log("[bench:frame] building the app…");
      await stack.build({ baseline: "if-missing" });
    }
    const { appPort, basePort } = await stack.start();
    const pages: [string, string][] = [
      ...Object.entries(DEMO_HOMES).map(([site, host]): [string, string] => [site, `http://${host}:${appPort}/`]),
      ["bare Next", `http://127.0.0.1:${basePort}/`],
    ];
    browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
    console.log(`\npage        first paint ms  style ms  layout ms  SVG documents (ms)   median of ${RUNS} loads`);
    for (const [name, url] of pages) {
      // One visit first: the page is then served from the cache, as visitors get it.
      const { host, port, pathname } = new URL(url);
      await getPage({ name, url: `http://127.0.0.1:${port}${pathname}`, host });
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run++) loads.push(await measure(browser, url));
      const of = (key: keyof Load) => median(loads.map((load) => load[key]));
      console.log(
        `${name.padEnd(11)} ${of("paintMs").toFixed(0).padStart(14)}  ${of("styleMs").toFixed(0).padStart(8)}  ${of("layoutMs").toFixed(0).padStart(9)}  ${`${of("svgDocuments")} (${of("svgMs").toFixed(0)})`.padStart(18)}`,
      );
    }
  } finally {
    await browser?.close();
    stack?.stop();
  }
}

main().catch((error) => {
  console.error("[bench:frame]", error);
  process.exitCode = 1;
});
