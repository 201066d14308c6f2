import { fetchPageBytes, getPage, printBytes } from "./bytes";
import { measureInTurns, measureScripts, median, type Target } from "./measure";
import { PACE, pacedLatency, type PacedResult } from "./paced";
import { BYTE_BUDGETS, benchPages } from "./pages";
import { startBenchStack, type BenchStack } from "./stack";

/**
 * `npm run bench`: the production build of the app on the embedded stack beside a bare static Next.js
 * page of the same version, measured with autocannon and Chromium. Prints each page's bytes (HTML,
 * inline payload and what the payload is spent on) beside the budget, then its throughput against
 * the bare page padded to the same size and against the bare 4.6 KB page, latency at a steady 200 req/s
 * (bench/paced.ts), and the visitor's JavaScript. It never fails on a miss (a benchmark, not a test).
 * BENCH_SKIP_BUILD=1 reuses the last builds; BENCH_LOAD=all load-tests every page, not only the homes and one
 * post; BENCH_ROUNDS sets the rounds of the throughput turns (3).
 *
 * Throughput is taken in turns (bench/measure.ts): the page, the padded bare page and the bare page, round after
 * round, so that the machine's drift hits all three alike. Each round also reads the servers' CPU time per
 * request (bench/process-cpu.ts), which that drift moves far less than requests per second. The baseline app has
 * Cache Components, as the app has, and with them the async hooks Node 20 keeps on once a page was rendered on
 * demand (bench/baseline/next.config.mjs).
 */
const TARGETS = { sameBytesRatio: 0.9, bareRatio: 0.6, p99Ms: 50, extraScriptBytes: 60 * 1024 };
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS) || 3);

const pct = (value: number, base: number) => (base > 0 ? `${Math.round((value / base) * 100)}%` : "–");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (text: string, width: number) => text.padEnd(width);

interface LoadRow {
  name: string;
  bytes: number;
  /** Requests per second: the page's, the padded bare page's (and its size), the bare page's. */
  rps: number;
  padded: { bytes: number; rps: number };
  bareRps: number;
  /** The servers' CPU time per request (µs): the page's and the padded bare page's. */
  cpu: { page?: number; padded?: number };
  latency: PacedResult;
  errors: number;
}

/** "2.1 / 8.3 / 25.6 ms": p50, p99 and the slowest answer at a steady 200 req/s. */
const latencyCell = ({ p50, p99, max }: PacedResult) => `${p50} / ${p99} / ${max} ms`;

function printLoad(rows: LoadRow[], bare: { bytes: number; rps: number; latency: PacedResult }) {
  const header = ["page", "bytes", "req/s", "same-bytes page", "vs same bytes", "vs bare 4.6 KB", "CPU/req vs same bytes", "p50 / p99 / max @200/s", "errors"];
  const widths = [34, 9, 7, 20, 14, 15, 22, 23, 7];
  console.log(`\n${header.map((cell, i) => pad(cell, widths[i]!)).join(" ")}`);
  const bareCells = ["bare page", kb(bare.bytes), bare.rps.toFixed(0), "", "", "", "", latencyCell(bare.latency)];
  console.log(bareCells.map((cell, i) => pad(cell, widths[i]!)).join(" "));
  for (const row of rows) {
    const cells = [
      row.name,
      kb(row.bytes),
      row.rps.toFixed(0),
      `${row.padded.rps.toFixed(0)} req/s (${kb(row.padded.bytes)})`,
      pct(row.rps, row.padded.rps),
      pct(row.rps, row.bareRps),
      cpuCell(row.cpu),
      latencyCell(row.latency),
      String(row.errors),
    ];
    console.log(cells.map((cell, i) => pad(cell, widths[i]!)).join(" "));
  }
  console.log(`(req/s and CPU/req: the median of ${ROUNDS} rounds taken in turns; CPU/req is the server's CPU time per request,`);
  console.log(" the page's beside the same-bytes page's, and the share of the page's CPU that the same-bytes page needs;");
  const lag = Math.max(bare.latency.sendLagP99, ...rows.map((row) => row.latency.sendLagP99));
  const every = `one request every ${1000 / PACE.rate} ms for ${PACE.seconds} s`;
  console.log(` latency: ${every}, each timed from when it was due; the load generator was at most ${lag} ms late, p99)`);
}

/** "1097 / 782 µs (71%)": the server CPU per request of the page and of its same-bytes page. */
function cpuCell({ page, padded }: LoadRow["cpu"]) {
  if (page === undefined || padded === undefined) return "–";
  return `${page.toFixed(0)} / ${padded.toFixed(0)} µs (${pct(padded, page)})`;
}

/** The padded bare page closest to `bytes`: the padding shows twice (HTML and payload), so half of the difference. */
function paddedPath(bareBytes: number, bytes: number) {
  return `/pad/${Math.max(0, Math.round((bytes - bareBytes) / 2))}`;
}

async function main() {
  let stack: BenchStack | undefined;
  try {
    stack = await startBenchStack();
    if (!process.env.BENCH_SKIP_BUILD) {
      console.log("[bench] building the app and the baseline…");
      await stack.build();
    }
    const { appPort, basePort, appPid, basePid } = await stack.start();

    const pages = benchPages(appPort);
    const measured = [];
    for (const page of pages) measured.push(await fetchPageBytes(page));
    printBytes(measured);

    const bareTarget: Target = { name: "bare page", url: `http://127.0.0.1:${basePort}/` };
    const bareBytes = Buffer.byteLength(await getPage(bareTarget));
    const loaded = process.env.BENCH_LOAD === "all" ? measured : measured.filter(({ page }, i) => page.kind === "home" || i === pages.findIndex((p) => p.kind === "post" && p.host?.startsWith("acme")));
    const rows: LoadRow[] = [];
    const bareRates: number[] = [];
    for (const { page, bytes } of loaded) {
      const total = bytes.html + bytes.payload;
      console.log(`[bench] ${page.name}, the bare page padded to ${kb(total)} and the bare page, in turns…`);
      const padPath = paddedPath(bareBytes, total);
      const padded: Target = { name: "padded", url: `http://127.0.0.1:${basePort}${padPath}`, pid: basePid };
      const [own, same, bare] = await measureInTurns([{ ...page, pid: appPid }, padded, bareTarget], { rounds: ROUNDS });
      const latency = await pacedLatency(page);
      bareRates.push(...bare!.rounds);
      rows.push({
        name: page.name,
        bytes: total,
        rps: own!.rps,
        padded: { bytes: Buffer.byteLength(await getPage(padded)), rps: same!.rps },
        bareRps: bare!.rps,
        cpu: { page: own!.cpuUs, padded: same!.cpuUs },
        latency,
        errors: own!.errors + latency.errors,
      });
    }
    const bare = { bytes: bareBytes, rps: bareRates.length > 0 ? median(bareRates) : 0, latency: await pacedLatency(bareTarget) };
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
    console.log(`  throughput ≥ ${TARGETS.sameBytesRatio * 100}% of the same-bytes bare page: ${verdict(rows.every((row) => row.rps >= row.padded.rps * TARGETS.sameBytesRatio))}`);
    console.log(`  throughput ≥ ${TARGETS.bareRatio * 100}% of the bare 4.6 KB page: ${verdict(rows.every((row) => row.rps >= row.bareRps * TARGETS.bareRatio))}`);
    console.log(`  p99 < ${TARGETS.p99Ms} ms at 200 req/s: ${verdict(rows.every((row) => row.latency.p99 < TARGETS.p99Ms))}`);
    console.log(`  zero errors: ${verdict(rows.every((row) => row.errors === 0))}`);
    console.log(`  visitor JS ≤ baseline + 60 KB: ${verdict(extra <= TARGETS.extraScriptBytes)}`);
    console.log(`  no editor code: ${verdict(homeScripts.editorCode.length === 0)}`);
  } catch (error) {
    console.error(`[bench] ${(error as Error).message}`);
  } finally {
    stack?.stop();
  }
}

main();
