import "../scripts/load-env";
import { chromium } from "playwright-core";
import { DEMO_HOMES } from "./pages";
import { startBenchStack, type BenchStack } from "./stack";

/**
 * `npm run bench:profile`: where a phone's main thread goes while each demo home loads. The production build on
 * the embedded stack, Debian's Chromium at Lighthouse's mobile size with its 4× CPU slowdown, one warm-up visit,
 * then a CPU profile of the second: the time per script and per function (self time), the long tasks and the
 * first and largest paints. It explains a Lighthouse row that misses; it measures nothing Lighthouse does not.
 * BENCH_SKIP_BUILD=1 reuses the build, but only on the stack that built it (the build holds its Storage address).
 */
const TOP_FUNCTIONS = 15;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}
interface PageTimings {
  fcp: number;
  lcp: [number, string][];
  longTasks: [number, number][];
}

/** Milliseconds of self time per key, from the sampled profile. */
function selfTime(profile: CpuProfile, key: (node: ProfileNode) => string): [string, number][] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples?.forEach((id, i) => {
    const node = nodes.get(id);
    if (node) totals.set(key(node), (totals.get(key(node)) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const fileOf = (url: string) => url.split("/").pop() || "(browser)";
const list = (rows: [string, number][], count: number) => rows.slice(0, count).map(([name, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${name}`).join("\n");

/** The page's paints and long tasks, recorded from the first byte on. */
const OBSERVERS = `
  window.__timings = { lcp: [], longTasks: [] };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__timings.longTasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__timings.lcp.push([Math.round(e.startTime), e.element ? e.element.tagName : "?"]); }).observe({ type: "largest-contentful-paint", buffered: true });
`;

async function main() {
  let stack: BenchStack | undefined;
  try {
    stack = await startBenchStack();
    if (!process.env.BENCH_SKIP_BUILD) await stack.build({ baseline: "if-missing" });
    const { appPort } = await stack.start();
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: ["--no-sandbox"] });
    for (const [site, host] of Object.entries(DEMO_HOMES)) {
      for (const visit of ["warm-up", "measured"] as const) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await cdp.send("Profiler.enable");
        await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
        await page.addInitScript({ content: OBSERVERS });
        await cdp.send("Profiler.start");
        await page.goto(`http://${host}:${appPort}/`, { waitUntil: "load" });
        await page.waitForTimeout(4000);
        const { profile } = await cdp.send("Profiler.stop");
        const timings = await page.evaluate(() => ({
          ...(window as unknown as { __timings: Omit<PageTimings, "fcp"> }).__timings,
          fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
        }));
        await context.close();
        if (visit === "warm-up") continue;
        console.log(`\n== ${site}: first paint ${Math.round(timings.fcp)} ms, largest ${JSON.stringify(timings.lcp)}`);
        console.log(`long tasks [start, ms]: ${JSON.stringify(timings.longTasks)}`);
        console.log(`by script:\n${list(selfTime(profile, (node) => fileOf(node.callFrame.url)), 10)}`);
        const byFunction = selfTime(profile, ({ callFrame }) => `${callFrame.functionName || "(anonymous)"} ${fileOf(callFrame.url)}:${callFrame.lineNumber}:${callFrame.columnNumber}`);
        console.log(`by function (self time):\n${list(byFunction, TOP_FUNCTIONS)}`);
      }
    }
    await browser.close();
  } finally {
    stack?.stop();
  }
}

main().catch((error) => {
  console.error("[bench:profile]", error);
  process.exitCode = 1;
});
