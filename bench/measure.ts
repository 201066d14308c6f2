import autocannon from "autocannon";
import { chromium, type Page } from "playwright-core";

export interface Target {
  name: string;
  url: string;
  /** The Host header the proxy resolves the organisation from. */
  host?: string;
}

export interface LoadResult {
  rps: number;
  errors: number;
  non2xx: number;
  p50: number;
  p99: number;
  rateErrors: number;
}

async function cannon(target: Target, options: { duration: number; connections: number; overallRate?: number }) {
  return autocannon({
    url: target.url,
    headers: target.host ? { host: target.host } : undefined,
    duration: options.duration,
    connections: options.connections,
    overallRate: options.overallRate,
  });
}

/**
 * Requests per second at saturation (10 s), then p50/p99 latency at a fixed 200 req/s (20 s);
 * `latency: false` skips the second run (p50/p99 are then 0).
 */
export async function measureLoad(target: Target, { latency = true } = {}): Promise<LoadResult> {
  await cannon(target, { duration: 2, connections: 4 }); // warm the cache and the JIT
  const saturation = await cannon(target, { duration: 10, connections: 16 });
  const none = { non2xx: 0, errors: 0, timeouts: 0, latency: { p50: 0, p99: 0 } };
  const fixed = latency ? await cannon(target, { duration: 20, connections: 20, overallRate: 200 }) : none;
  return {
    rps: saturation.requests.average,
    errors: saturation.errors + saturation.timeouts,
    non2xx: saturation.non2xx + fixed.non2xx,
    p50: fixed.latency.p50,
    p99: fixed.latency.p99,
    rateErrors: fixed.errors + fixed.timeouts,
  };
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
