import type { ChildProcess } from "node:child_process";
import { waitForPort } from "../../scripts/wait-for-port";
import { NEXT_BIN, nextServerEnv } from "../../scripts/next-server";
import { createThrowawayStack, runNode, type ThrowawayStack } from "../../scripts/throwaway-stack";
import { freePort } from "../helpers/free-port";
import { startRedis, waitForRedisClients } from "../helpers/redis";

/**
 * `npm run test:e2e`: `next build`, a fresh embedded stack on free ports, `next start` against it,
 * then Playwright with Debian's Chromium. Everything started here is stopped at the end.
 */
async function main() {
  const throwaway = await createThrowawayStack({ prefix: "site-e2e-", distDir: process.env.E2E_DIST_DIR || ".next-e2e", stdio: "inherit" });
  try {
    const appPort = await freePort();
    const env = { ...throwaway.env, E2E_APP_PORT: String(appPort), E2E_DATA_ROOT: throwaway.dataRoot };

    // The build runs before the database is up: a page that queries it at build time fails here.
    if (!process.env.E2E_SKIP_BUILD) {
      const built = await runNode([NEXT_BIN, "build"], { env, stdio: "inherit" });
      if (built !== 0) throw new Error(`next build failed (${built})`);
    }
    let stack = await throwaway.startStack();
    const app = throwaway.spawnChild([NEXT_BIN, "start", "-p", String(appPort)], { env: nextServerEnv(env), stdio: "inherit" });
    if (!(await waitForPort(appPort, 60_000, () => app.exitCode !== null))) throw new Error("next start did not listen");

    const playwright = (...args: string[]) =>
      runNode(["node_modules/@playwright/test/cli.js", "test", "-c", "tests/e2e/playwright.config.ts", ...args, ...process.argv.slice(2)], {
        env,
        stdio: "inherit",
      });
    // A caller's own -g/--grep would replace the tags below and rerun its tests in the other setups.
    const callerGrep = process.argv.slice(2).some((arg) => arg === "-g" || arg.startsWith("--grep"));
    const callerFiles = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
    // First, while no other test has touched the pages (about half a minute): skipped for a caller's
    // grep, and when the caller named other spec files only.
    const acrossInstances =
      !callerGrep && (callerFiles.length === 0 || callerFiles.some((file) => file.includes("multi-instance")))
        ? await runAcrossInstances(throwaway, env, () => playwright("--grep", "@instances", "--pass-with-no-tests"))
        : 0;

    const withoutConfirmation = await playwright("--grep-invert", "@confirmation|@instances");
    if (callerGrep) {
      process.exitCode = withoutConfirmation;
      return;
    }

    // The deployment flag "email confirmation required" lives in the auth server: restart the
    // stack on the same ports and data with it on, for the tests tagged @confirmation.
    stack.kill("SIGTERM");
    await new Promise((resolve) => stack.once("exit", resolve));
    stack = await throwaway.startStack({ AUTH_EMAIL_CONFIRMATION: "true" });
    const withConfirmation = await playwright("--grep", "@confirmation", "--pass-with-no-tests");
    process.exitCode = withoutConfirmation || acrossInstances || withConfirmation;
  } catch (error) {
    console.error(`[e2e] ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    throwaway.stop();
  }
}

/**
 * The tests tagged @instances: two more `next start` of the same build on the same stack, sharing their
 * caches through a throwaway redis-server (issue 18), stopped again before the main run.
 */
async function runAcrossInstances(throwaway: ThrowawayStack, env: NodeJS.ProcessEnv, run: () => Promise<number>): Promise<number> {
  const redis = await startRedis();
  const instances: ChildProcess[] = [];
  try {
    const ports = [await freePort(), await freePort()];
    for (const port of ports) {
      const instance = throwaway.spawnChild([NEXT_BIN, "start", "-p", String(port)], { env: nextServerEnv({ ...env, REDIS_URL: redis.url }), stdio: "inherit" });
      instances.push(instance);
      if (!(await waitForPort(port, 60_000, () => instance.exitCode !== null))) throw new Error("a Redis-backed next start did not listen");
    }
    // Each connects in the background at startup; the tests are about sharing, so both must be on Redis first.
    await waitForRedisClients(redis.url, ports.length);
    Object.assign(env, { E2E_INSTANCE_A_URL: `http://localhost:${ports[0]}`, E2E_INSTANCE_B_URL: `http://localhost:${ports[1]}`, E2E_REDIS_URL: redis.url });
    return await run();
  } finally {
    for (const instance of instances) instance.kill("SIGTERM");
    await redis.stop();
  }
}

main();
