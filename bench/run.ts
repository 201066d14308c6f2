import { measureLoad, measureScripts, type LoadResult, type Target } from "./measure";
import { startBenchStack, type BenchStack } from "./stack";

/**
 * `npm run bench`: the production build of the app on the embedded stack beside a bare static Next.js
 * page of the same version, measured with autocannon and Chromium. Prints the numbers and the targets;
 * it never fails on a miss (a benchmark, not a test). BENCH_SKIP_BUILD=1 reuses the last builds.
 */
const TARGETS = { throughputRatio: 0.6, p99Ms: 50, extraScriptBytes: 60 * 1024 };

const ratio = (value: number, base: number) => (base > 0 ? `${Math.round((value / base) * 100)}%` : "–");
const pad = (text: string, width: number) => text.padEnd(width);

function printTable(rows: { target: Target; result: LoadResult }[], baseline: LoadResult) {
  const header = ["page", "req/s (10 s, saturated)", "vs baseline", "p50 @200/s", "p99 @200/s", "errors", "non-2xx"];
  const widths = [34, 24, 12, 11, 11, 7, 8];
  console.log(`\n${header.map((cell, i) => pad(cell, widths[i]!)).join(" ")}`);
  for (const { target, result } of rows) {
    const cells = [
      target.name,
      result.rps.toFixed(0),
      target.name === "baseline" ? "100%" : ratio(result.rps, baseline.rps),
      `${result.p50} ms`,
      `${result.p99} ms`,
      String(result.errors + result.rateErrors),
      String(result.non2xx),
    ];
    console.log(cells.map((cell, i) => pad(cell, widths[i]!)).join(" "));
  }
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

    const origin = `http://127.0.0.1:${appPort}`;
    const baselineTarget: Target = { name: "baseline", url: `http://127.0.0.1:${basePort}/` };
    const targets: Target[] = [
      baselineTarget,
      { name: "home localhost (Northwind)", url: `${origin}/`, host: `localhost:${appPort}` },
      { name: "home acme.localhost", url: `${origin}/`, host: `acme.localhost:${appPort}` },
      { name: "home alpen.localhost", url: `${origin}/`, host: `alpen.localhost:${appPort}` },
      { name: "post acme /que-ver-en-ronda…", url: `${origin}/que-ver-en-ronda-en-dos-dias`, host: `acme.localhost:${appPort}` },
    ];
    const rows: { target: Target; result: LoadResult }[] = [];
    for (const target of targets) {
      console.log(`[bench] ${target.name}…`);
      rows.push({ target, result: await measureLoad(target) });
    }
    const baseline = rows[0]!.result;
    printTable(rows, baseline);

    const [baseScripts, homeScripts] = [await measureScripts(baselineTarget.url), await measureScripts(`http://localhost:${appPort}/`)];
    const extra = homeScripts.bytes - baseScripts.bytes;
    console.log(`\nVisitor JavaScript (compressed transfer): home ${(homeScripts.bytes / 1024).toFixed(1)} KB in ${homeScripts.count} scripts, ` +
      `baseline ${(baseScripts.bytes / 1024).toFixed(1)} KB in ${baseScripts.count}; difference ${(extra / 1024).toFixed(1)} KB`);
    console.log(`Editor code in the visitor's scripts: ${homeScripts.editorCode.length === 0 ? "none" : homeScripts.editorCode.join(", ")}`);

    const pages = rows.slice(1);
    const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
    console.log("\nTargets:");
    console.log(`  throughput ≥ ${TARGETS.throughputRatio * 100}% of baseline: ${verdict(pages.every((row) => row.result.rps >= baseline.rps * TARGETS.throughputRatio))}`);
    console.log(`  p99 < ${TARGETS.p99Ms} ms at 200 req/s: ${verdict(pages.every((row) => row.result.p99 < TARGETS.p99Ms))}`);
    console.log(`  zero errors: ${verdict(pages.every((row) => row.result.errors + row.result.rateErrors + row.result.non2xx === 0))}`);
    console.log(`  visitor JS ≤ baseline + 60 KB: ${verdict(extra <= TARGETS.extraScriptBytes)}`);
    console.log(`  no editor code: ${verdict(homeScripts.editorCode.length === 0)}`);
  } catch (error) {
    console.error(`[bench] ${(error as Error).message}`);
  } finally {
    stack?.stop();
  }
}

main();
