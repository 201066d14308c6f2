import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../tests/helpers/free-port";
import { waitForPort } from "../scripts/wait-for-port";
import { measureLoad, measureScripts, type LoadResult, type Target } from "./measure";

/**
 * `npm run bench`: the production build of the app on the embedded stack beside a bare static Next.js
 * page of the same version, measured with autocannon and Chromium. Prints the numbers and the targets;
 * it never fails on a miss (a benchmark, not a test). BENCH_SKIP_BUILD=1 reuses the last builds.
 */
const TARGETS = { throughputRatio: 0.6, p99Ms: 50, extraScriptBytes: 60 * 1024 };
const NEXT = "node_modules/next/dist/bin/next";

function run(args: string[], env: NodeJS.ProcessEnv, cwd = process.cwd()): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "inherit"], env, cwd });
    child.once("exit", (code) => resolve(code ?? 1));
  });
}

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
  const children: ChildProcess[] = [];
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), "site-bench-"));
  const stop = () => {
    for (const child of [...children].reverse()) if (child.exitCode === null) child.kill("SIGTERM");
    rmSync(dataRoot, { recursive: true, force: true });
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });
  try {
    const [dbPort, authPort, mailboxPort, appPort, basePort] = [await freePort(), await freePort(), await freePort(), await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      EMBEDDED_DATA_DIR: path.join(dataRoot, "db"),
      EMBEDDED_DB_PORT: String(dbPort),
      EMBEDDED_AUTH_PORT: String(authPort),
      EMBEDDED_MAILBOX_PORT: String(mailboxPort),
      DATABASE_URL: `postgresql://postgres:postgres@127.0.0.1:${dbPort}/postgres`,
      NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${authPort}`,
      MAILBOX_URL: `http://127.0.0.1:${mailboxPort}`,
      NEXT_DIST_DIR: ".next-bench",
      NEXT_TELEMETRY_DISABLED: "1",
    };
    const stack = spawn(process.execPath, ["--import", "tsx", "supabase/embedded/main.ts"], { stdio: "ignore", env });
    children.push(stack);
    for (const port of [dbPort, authPort, mailboxPort]) {
      if (!(await waitForPort(port, 120_000, () => stack.exitCode !== null))) throw new Error("embedded stack did not start");
    }

    const baselineDir = path.resolve("bench/baseline");
    const baseEnv = { ...env, NEXT_DIST_DIR: ".next-baseline" };
    if (!process.env.BENCH_SKIP_BUILD) {
      console.log("[bench] building the app and the baseline…");
      if ((await run([NEXT, "build"], env)) !== 0) throw new Error("next build failed");
      if ((await run([path.resolve(NEXT), "build"], baseEnv, baselineDir)) !== 0) throw new Error("baseline build failed");
    }
    const app = spawn(process.execPath, [NEXT, "start", "-p", String(appPort)], { stdio: "ignore", env: { ...env, NODE_ENV: "production" } });
    const base = spawn(process.execPath, [path.resolve(NEXT), "start", "-p", String(basePort)], { stdio: "ignore", env: baseEnv, cwd: baselineDir });
    children.push(app, base);
    for (const [port, child] of [[appPort, app], [basePort, base]] as const) {
      if (!(await waitForPort(port, 60_000, () => child.exitCode !== null))) throw new Error("next start did not listen");
    }

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
    stop();
  }
}

main();
