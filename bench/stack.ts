import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { freePort } from "../tests/helpers/free-port";
import { buildApp, serverEntry } from "../scripts/build";
import { createThrowawayStack, runNode } from "../scripts/throwaway-stack";
import { waitForPort } from "../scripts/wait-for-port";

/**
 * What the benchmarks share: a fresh embedded stack on free ports, production builds of the app
 * (.next-bench, or BENCH_DIST_DIR) and of the bare baseline page (bench/baseline/.next-baseline-cached), and
 * the self-hosted server (server/) for the app and `next start` for the baseline. `stop()` ends everything started here.
 * `start({ platform: true })` also serves the same app build with plain `next start` (no server/: host and language
 * routing by proxy.ts's rewrite), as a platform that runs `next start` would: `npm run bench` measures both paths.
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
  /**
   * The app's server and the baseline's `next start`, and with `platform` the app's build under plain `next start`
   * too; their ports and processes. With `cpuProfileDir`, each writes a V8 CPU profile there on exit.
   */
  start(options?: { cpuProfileDir?: string; platform?: boolean }): Promise<StartedServers>;
  stop(): void;
}

export interface StartedServers {
  /** The app through the self-hosted server (server/main.ts, routing before Next reads the URL). */
  appPort: number;
  appPid?: number;
  /** The bare baseline page's `next start`. */
  basePort: number;
  basePid?: number;
  /** The same app build under plain `next start`, routed by proxy.ts (the "platform path"), when asked for. */
  platformPort?: number;
  platformPid?: number;
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
      await buildApp({ ...env, BUILD_QUIET: "1" });
      if (baseline === "if-missing" && existsSync(path.join(BASELINE_DIR, BASELINE_DIST, "BUILD_ID"))) return;
      if ((await build([path.resolve(NEXT), "build"], baseEnv, BASELINE_DIR)) !== 0) throw new Error("baseline build failed");
    },
    async start({ cpuProfileDir, platform = false } = {}) {
      const [appPort, basePort] = [await freePort(), await freePort()];
      const profile = (name: string) => (cpuProfileDir ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(cpuProfileDir), "--cpu-prof-name", `${name}.cpuprofile`] : []);
      const app = throwaway.spawnChild([...profile("app"), serverEntry(env.NEXT_DIST_DIR!)], { stdio: "ignore", env: { ...env, PORT: String(appPort) } });
      const base = throwaway.spawnChild([...profile("baseline"), path.resolve(NEXT), "start", "-p", String(basePort)], { stdio: "ignore", env: baseEnv, cwd: BASELINE_DIR });
      const servers: { name: string; port: number; child: ChildProcess }[] = [
        { name: "the app's server", port: appPort, child: app },
        { name: "the baseline's next start", port: basePort, child: base },
      ];
      // The same build from the checkout, as a platform runs it: `next start` finds it through next.config.ts (NEXT_DIST_DIR).
      const platformPort = platform ? await freePort() : undefined;
      const platformApp = platformPort === undefined ? undefined : throwaway.spawnChild([...profile("platform"), path.resolve(NEXT), "start", "-p", String(platformPort)], { stdio: "ignore", env: { ...env, NODE_ENV: "production" } });
      if (platformPort !== undefined && platformApp) servers.push({ name: "the app's next start", port: platformPort, child: platformApp });
      for (const { name, port, child } of servers) {
        if (!(await waitForPort(port, 60_000, () => child.exitCode !== null))) throw new Error(`${name} did not listen`);
      }
      return { appPort, basePort, appPid: app.pid, basePid: base.pid, platformPort, platformPid: platformApp?.pid };
    },
  };
}
