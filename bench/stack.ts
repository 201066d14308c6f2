import { existsSync } from "node:fs";
import path from "node:path";
import { freePort } from "../tests/helpers/free-port";
import { nextServerEnv } from "../scripts/next-server";
import { createThrowawayStack, runNode } from "../scripts/throwaway-stack";
import { waitForPort } from "../scripts/wait-for-port";

/**
 * What the benchmarks share: a fresh embedded stack on free ports, production builds of the app
 * (.next-bench, or BENCH_DIST_DIR) and of the bare baseline page (bench/baseline/.next-baseline-cached), and
 * `next start` for both. `stop()` ends everything started here.
 */
const NEXT = "node_modules/next/dist/bin/next";
const BASELINE_DIR = path.resolve("bench/baseline");
/** BENCH_BASELINE=plain: the baseline without Cache Components (bench/baseline/next.config.mjs), in a folder of its own. */
const BASELINE_DIST = process.env.BENCH_BASELINE === "plain" ? ".next-baseline-plain" : ".next-baseline-cached";

export interface BenchStack {
  /** The environment the app runs with (the embedded stack's URLs). */
  env: NodeJS.ProcessEnv;
  /** Builds the app, and the baseline unless `baseline: "if-missing"` finds an earlier build. */
  build(options?: { baseline?: "always" | "if-missing" }): Promise<void>;
  /** `next start` for the app and the baseline; their ports and processes. With `cpuProfileDir`, both write V8 CPU profiles there on exit. */
  start(options?: { cpuProfileDir?: string }): Promise<{ appPort: number; basePort: number; appPid?: number; basePid?: number }>;
  stop(): void;
}

export async function startBenchStack(): Promise<BenchStack> {
  const throwaway = await createThrowawayStack({ prefix: "site-bench-", distDir: process.env.BENCH_DIST_DIR || ".next-bench", stdio: "ignore" });
  const { env, stop } = throwaway;
  const baseEnv = { ...env, NEXT_DIST_DIR: BASELINE_DIST };
  try {
    await throwaway.startStack();
  } catch (error) {
    stop();
    throw error;
  }
  const build = (args: string[], buildEnv: NodeJS.ProcessEnv, cwd?: string) => runNode(args, { env: buildEnv, cwd, stdio: ["ignore", "ignore", "inherit"] });

  return {
    env,
    stop,
    async build({ baseline = "always" } = {}) {
      if ((await build([NEXT, "build"], env)) !== 0) throw new Error("next build failed");
      if (baseline === "if-missing" && existsSync(path.join(BASELINE_DIR, BASELINE_DIST, "BUILD_ID"))) return;
      if ((await build([path.resolve(NEXT), "build"], baseEnv, BASELINE_DIR)) !== 0) throw new Error("baseline build failed");
    },
    async start({ cpuProfileDir } = {}) {
      const [appPort, basePort] = [await freePort(), await freePort()];
      const profile = (name: string) => (cpuProfileDir ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(cpuProfileDir), "--cpu-prof-name", `${name}.cpuprofile`] : []);
      const app = throwaway.spawnChild([...profile("app"), NEXT, "start", "-p", String(appPort)], { stdio: "ignore", env: nextServerEnv({ ...env, NODE_ENV: "production" }) });
      const base = throwaway.spawnChild([...profile("baseline"), path.resolve(NEXT), "start", "-p", String(basePort)], { stdio: "ignore", env: baseEnv, cwd: BASELINE_DIR });
      for (const [port, child] of [[appPort, app], [basePort, base]] as const) {
        if (!(await waitForPort(port, 60_000, () => child.exitCode !== null))) throw new Error("next start did not listen");
      }
      return { appPort, basePort, appPid: app.pid, basePid: base.pid };
    },
  };
}
