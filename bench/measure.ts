import autocannon from "autocannon";
import { chromium, type Page } from "playwright-core";
import { processTreeCpuUs } from "./process-cpu";

export interface Target {
  name: string;
  url: string;
  /** The Host header the proxy resolves the organisation from. */
  host?: string;
  /** The server's process: with it, the rounds also measure its CPU time per request. */
  pid?: number;
}

/** Saturation: `connections` connections, each sending its next request as soon as the last one is answered. */
async function cannon(target: Target, options: { duration: number; connections: number }) {
  return autocannon({
    url: target.url,
    headers: target.host ? { host: target.host } : undefined,
    duration: options.duration,
    connections: options.connections,
  });
}

export interface RoundsResult {
  /** Requests per second at saturation: the median of the rounds. */
  rps: number;
  /** Each round's requests per second. */
  rounds: number[];
  /** The server's CPU time per request (µs): the median of the rounds, when the target names its process. */
  cpuUs?: number;
  errors: number;
}

/** The middle value (the upper one of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Requests per second at saturation of several targets, taken in turns: `rounds` rounds of `seconds` each per
 * target, one target after the other, and the median of each target's rounds. This machine's speed drifts by a
 * third from one minute to the next (other work on its two cores); measured back to back, a page and the page it
 * is compared with would each catch a different moment. In turns, they share the drift.
 */
export async function measureInTurns(targets: Target[], { rounds = 3, seconds = 4 } = {}): Promise<RoundsResult[]> {
  for (const target of targets) await cannon(target, { duration: 2, connections: 4 }); // warm the cache and the JIT
  const results = targets.map(() => ({ rounds: [] as number[], cpu: [] as number[], errors: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries()) {
      const { pid } = target;
      const cpuBefore = pid === undefined ? 0 : processTreeCpuUs(pid);
      const run = await cannon(target, { duration: seconds, connections: 16 });
      if (pid !== undefined && run.requests.total > 0) results[i]!.cpu.push((processTreeCpuUs(pid) - cpuBefore) / run.requests.total);
      results[i]!.rounds.push(run.requests.average);
      results[i]!.errors += run.errors + run.timeouts + run.non2xx;
    }
  }
  return results.map(({ rounds, cpu, errors }) => ({ rounds, errors, rps: median(rounds), cpuUs: cpu.length > 0 ? median(cpu) : undefined }));
}

/** Markers of editor code that must never reach a visitor's browser. */
const EDITOR_MARKERS = ["Edit Template Section", "Create Hero Section", "Edit Heading Section", "AdminLayer", "Manage Page Layout", "data-edit-controls"];

export interface ScriptResult {
  bytes: number;
  count: number;
  editorCode: string[];
  /** Each script in the order it finished, with its compressed transfer size and its text. */
  scripts: { url: string; bytes: number; text: string }[];
}

/**
 * The JavaScript a visitor downloads (compressed transfer sizes) and whether any editor code is in it.
 * `settleMs` keeps counting that long after the network went idle, for islands that appear on a timer.
 */
export async function measureScripts(
  url: string,
  { settleMs = 0, cookies = [], act }: { settleMs?: number; cookies?: { name: string; value: string; url: string }[]; act?: (page: Page) => Promise<void> } = {},
): Promise<ScriptResult> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
  try {
    const context = await browser.newContext();
    await context.addCookies(cookies);
    const page = await context.newPage();
    const scripts: Promise<{ url: string; bytes: number; text: string }>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      scripts.push(
        (async () => {
          const sizes = await request.sizes();
          const response = await request.response();
          return { url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize, text: (await response?.text().catch(() => "")) ?? "" };
        })(),
      );
    });
    await page.goto(url, { waitUntil: "networkidle" });
    if (settleMs > 0) {
      await page.waitForTimeout(settleMs);
      await page.waitForLoadState("networkidle");
    }
    if (act) {
      await act(page);
      await page.waitForLoadState("networkidle");
    }
    const done = await Promise.all(scripts);
    return {
      bytes: done.reduce((sum, script) => sum + script.bytes, 0),
      count: done.length,
      editorCode: EDITOR_MARKERS.filter((marker) => done.some((script) => script.text.includes(marker))),
      scripts: done,
    };
  } finally {
    await browser.close();
  }
}
