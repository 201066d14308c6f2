import { fetchPageBytes, getPage, printBytes } from "./bytes";
import { measureLoad, measureScripts, type LoadResult, type Target } from "./measure";
import { BYTE_BUDGETS, benchPages } from "./pages";
import { startBenchStack, type BenchStack } from "./stack";

/**
 * `npm run bench`: the production build of the app on the embedded stack beside a bare static Next.js
 * page of the same version, measured with autocannon and Chromium. Prints each page's bytes (HTML,
 * inline payload and what the payload is spent on) beside the budget, then its throughput against
 * the bare page padded to the same size and against the bare 4.6 KB page, latency at 200 req/s, and
 * the visitor's JavaScript. It never fails on a miss (a benchmark, not a test). BENCH_SKIP_BUILD=1
 * reuses the last builds; BENCH_LOAD=all load-tests every page, not only the homes and one post.
 */
const TARGETS = { sameBytesRatio: 0.9, bareRatio: 0.6, p99Ms: 50, extraScriptBytes: 60 * 1024 };

const pct = (value: number, base: number) => (base > 0 ? `${Math.round((value / base) * 100)}%` : "–");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (text: string, width: number) => text.padEnd(width);

interface LoadRow {
  target: Target;
  bytes: number;
  result: LoadResult;
  /** The bare page padded to the same bytes: its size as served and its throughput. */
  padded?: { bytes: number; result: LoadResult };
}

function printLoad(rows: LoadRow[], bare: LoadRow) {
  const header = ["page", "bytes", "req/s", "same-bytes page", "vs same bytes", "vs bare 4.6 KB", "p50 @200/s", "p99 @200/s", "errors"];
  const widths = [34, 9, 7, 20, 14, 15, 11, 11, 7];
  console.log(`\n${header.map((cell, i) => pad(cell, widths[i]!)).join(" ")}`);
  for (const { target, bytes, result, padded } of [bare, ...rows]) {
    const cells = [
      target.name,
      kb(bytes),
      result.rps.toFixed(0),
      padded ? `${padded.result.rps.toFixed(0)} req/s (${kb(padded.bytes)})` : "–",
      padded ? pct(result.rps, padded.result.rps) : "–",
      pct(result.rps, bare.result.rps),
      `${result.p50} ms`,
      `${result.p99} ms`,
      String(result.errors + result.rateErrors + result.non2xx),
    ];
    console.log(cells.map((cell, i) => pad(cell, widths[i]!)).join(" "));
  }
}

/** The padded bare page closest to `bytes`: the padding shows twice (HTML and payload), so half of the difference. */
async function paddedTarget(basePort: number, bareBytes: number, bytes: number) {
  const target: Target = { name: "padded", url: `http://127.0.0.1:${basePort}/pad/${Math.max(0, Math.round((bytes - bareBytes) / 2))}` };
  const served = Buffer.byteLength(await getPage(target));
  return { target, served };
}

async function main() {
  let stack: BenchStack | undefined;
  try {
    stack = await startBenchStack();
    if (!process.env.BENCH_SKIP_BUILD) {
      console.log("[bench] building the app and the baseline…");
      await stack.build();
    }
    const { appPort, basePort } = await stack.start();

    const pages = benchPages(appPort);
    const measured = [];
    for (const page of pages) measured.push(await fetchPageBytes(page));
    printBytes(measured);

    const bareTarget: Target = { name: "bare page", url: `http://127.0.0.1:${basePort}/` };
    const bareBytes = Buffer.byteLength(await getPage(bareTarget));
    console.log(`\n[bench] bare page (${kb(bareBytes)})…`);
    const bare: LoadRow = { target: bareTarget, bytes: bareBytes, result: await measureLoad(bareTarget) };
    const loaded = process.env.BENCH_LOAD === "all" ? measured : measured.filter(({ page }, i) => page.kind === "home" || i === pages.findIndex((p) => p.kind === "post" && p.host?.startsWith("acme")));
    const rows: LoadRow[] = [];
    for (const { page, bytes } of loaded) {
      const total = bytes.html + bytes.payload;
      console.log(`[bench] ${page.name} and the bare page padded to ${kb(total)}…`);
      const result = await measureLoad(page);
      const { target, served } = await paddedTarget(basePort, bareBytes, total);
      rows.push({ target: page, bytes: total, result, padded: { bytes: served, result: await measureLoad(target, { latency: false }) } });
    }
    printLoad(rows, bare);

    const [baseScripts, homeScripts] = [await measureScripts(bareTarget.url), await measureScripts(`http://localhost:${appPort}/`)];
    const extra = homeScripts.bytes - baseScripts.bytes;
    console.log(`\nVisitor JavaScript (compressed transfer): home ${kb(homeScripts.bytes)} in ${homeScripts.count} scripts, ` +
      `baseline ${kb(baseScripts.bytes)} in ${baseScripts.count}; difference ${kb(extra)}`);
    console.log(`Editor code in the visitor's scripts: ${homeScripts.editorCode.length === 0 ? "none" : homeScripts.editorCode.join(", ")}`);

    const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
    const within = measured.every(({ page, bytes }) => bytes.html + bytes.payload <= BYTE_BUDGETS[page.kind]);
    console.log("\nTargets:");
    console.log(`  homes ≤ ${kb(BYTE_BUDGETS.home)}, posts ≤ ${kb(BYTE_BUDGETS.post)} (HTML + inline payload): ${verdict(within)}`);
    console.log(`  throughput ≥ ${TARGETS.sameBytesRatio * 100}% of the same-bytes bare page: ${verdict(rows.every((row) => row.result.rps >= row.padded!.result.rps * TARGETS.sameBytesRatio))}`);
    console.log(`  throughput ≥ ${TARGETS.bareRatio * 100}% of the bare 4.6 KB page: ${verdict(rows.every((row) => row.result.rps >= bare.result.rps * TARGETS.bareRatio))}`);
    console.log(`  p99 < ${TARGETS.p99Ms} ms at 200 req/s: ${verdict(rows.every((row) => row.result.p99 < TARGETS.p99Ms))}`);
    console.log(`  zero errors: ${verdict(rows.every((row) => row.result.errors + row.result.rateErrors + row.result.non2xx === 0))}`);
    console.log(`  visitor JS ≤ baseline + 60 KB: ${verdict(extra <= TARGETS.extraScriptBytes)}`);
    console.log(`  no editor code: ${verdict(homeScripts.editorCode.length === 0)}`);
  } catch (error) {
    console.error(`[bench] ${(error as Error).message}`);
  } finally {
    stack?.stop();
  }
}

main();
