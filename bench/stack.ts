import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../tests/helpers/free-port";
import { waitForPort } from "../scripts/wait-for-port";

/**
 * What the benchmarks share: a fresh embedded stack on free ports, production builds of the app
 * (.next-bench) and of the bare baseline page (bench/baseline/.next-baseline), and `next start`
 * for both. `stop()` ends everything started here.
 */
const NEXT = "node_modules/next/dist/bin/next";
const BASELINE_DIR = path.resolve("bench/baseline");
const BASELINE_DIST = ".next-baseline";

export interface BenchStack {
  /** Builds the app, and the baseline unless `baseline: "if-missing"` finds an earlier build. */
  build(options?: { baseline?: "always" | "if-missing" }): Promise<void>;
  /** `next start` for the app and the baseline; their origins. */
  start(): Promise<{ appPort: number; basePort: number }>;
  stop(): void;
}

function run(args: string[], env: NodeJS.ProcessEnv, cwd = process.cwd()): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "inherit"], env, cwd });
    child.once("exit", (code) => resolve(code ?? 1));
  });
}

export async function startBenchStack(): Promise<BenchStack> {
  const children: ChildProcess[] = [];
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), "site-bench-"));
  const stop = () => {
    // The apps first, so they do not log the database going away under them.
    for (const child of [...children].reverse()) if (child.exitCode === null) child.kill("SIGTERM");
    rmSync(dataRoot, { recursive: true, force: true });
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });

  const [dbPort, authPort, mailboxPort] = [await freePort(), await freePort(), await freePort()];
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
  const baseEnv = { ...env, NEXT_DIST_DIR: BASELINE_DIST };
  const stack = spawn(process.execPath, ["--import", "tsx", "supabase/embedded/main.ts"], { stdio: "ignore", env });
  children.push(stack);
  for (const port of [dbPort, authPort, mailboxPort]) {
    if (!(await waitForPort(port, 120_000, () => stack.exitCode !== null))) {
      stop();
      throw new Error("embedded stack did not start");
    }
  }

  return {
    stop,
    async build({ baseline = "always" } = {}) {
      if ((await run([NEXT, "build"], env)) !== 0) throw new Error("next build failed");
      if (baseline === "if-missing" && existsSync(path.join(BASELINE_DIR, BASELINE_DIST, "BUILD_ID"))) return;
      if ((await run([path.resolve(NEXT), "build"], baseEnv, BASELINE_DIR)) !== 0) throw new Error("baseline build failed");
    },
    async start() {
      const [appPort, basePort] = [await freePort(), await freePort()];
      const app = spawn(process.execPath, [NEXT, "start", "-p", String(appPort)], { stdio: "ignore", env: { ...env, NODE_ENV: "production" } });
      const base = spawn(process.execPath, [path.resolve(NEXT), "start", "-p", String(basePort)], { stdio: "ignore", env: baseEnv, cwd: BASELINE_DIR });
      children.push(app, base);
      for (const [port, child] of [[appPort, app], [basePort, base]] as const) {
        if (!(await waitForPort(port, 60_000, () => child.exitCode !== null))) throw new Error("next start did not listen");
      }
      return { appPort, basePort };
    },
  };
}
