import type { ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { waitForPort } from "../../scripts/wait-for-port";
import { buildApp, serverEntry } from "../../scripts/build";
import { NEXT_BIN } from "../../scripts/next-server";
import { createThrowawayStack, runNode, type ThrowawayStack } from "../../scripts/throwaway-stack";
import { freePort } from "../helpers/free-port";
import { startRedis, waitForRedisClients } from "../helpers/redis";
import { startTranslationStandIn, type TranslationStandIn } from "../helpers/translation-stand-in";

/**
 * `npm run test:e2e`: `npm run build`, a fresh embedded stack on free ports, the self-hosted server of the
 * standalone output (server/, as `npm start` runs it) against it, then Playwright with Debian's Chromium. The
 * tests tagged @platform run again on plain `next start` (routing by proxy.ts, as on a platform host), those
 * tagged @dev on `next dev`, those tagged @instances on two standalone servers sharing one Redis, and those
 * tagged @mailbox alone (they stop the mailbox), and those tagged @outage with the database stopped. Everything
 * started here is stopped at the end.
 */
async function main() {
  const throwaway = await createThrowawayStack({ prefix: "site-e2e-", distDir: process.env.E2E_DIST_DIR || ".next-e2e", stdio: "inherit" });
  let translationModel: TranslationStandIn | null = null;
  try {
    const appPort = await freePort();
    // The servers' warnings and errors, not a line per request, in the run's output.
    // STAND-IN for DNS (lib/domains/dns-stand-in.ts): the domains spec writes the records an owner would create.
    const dns = { DNS_STAND_IN_FILE: join(throwaway.dataRoot, "dns-stand-in.json") };
    // STAND-IN for the translation model (tests/helpers/translation-stand-in.ts): "Translate page" calls it.
    translationModel = await startTranslationStandIn();
    const model = { TRANSLATION_MODEL_URL: translationModel.url, TRANSLATION_MODEL_NAME: "translation-stand-in" };
    const env = { LOG_LEVEL: "warn", ...throwaway.env, ...dns, ...model, E2E_APP_PORT: String(appPort), E2E_DATA_ROOT: throwaway.dataRoot };

    // The build runs before the database is up: a page that queries it at build time fails here.
    if (!process.env.E2E_SKIP_BUILD) await buildApp(env);
    let stack = await throwaway.startStack();
    const app = startServer(throwaway, env, appPort);
    if (!(await waitForPort(appPort, 60_000, () => app.exitCode !== null))) throw new Error("the server did not listen");

    const playwrightOn = (appEnv: NodeJS.ProcessEnv, ...args: string[]) =>
      runNode(["node_modules/@playwright/test/cli.js", "test", "-c", "tests/e2e/playwright.config.ts", ...args, ...process.argv.slice(2)], {
        env: appEnv,
        stdio: "inherit",
      });
    const playwright = (...args: string[]) => playwrightOn(env, ...args);
    // A caller's own -g/--grep would replace the tags below and rerun its tests in the other setups.
    const callerGrep = process.argv.slice(2).some((arg) => arg === "-g" || arg.startsWith("--grep"));
    const callerFiles = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
    // First, while no other test has touched the pages (about half a minute): skipped for a caller's
    // grep, and when the caller named other spec files only.
    const acrossInstances =
      !callerGrep && (callerFiles.length === 0 || callerFiles.some((file) => file.includes("multi-instance")))
        ? await runAcrossInstances(throwaway, env, () => playwright("--grep", "@instances", "--pass-with-no-tests"))
        : 0;

    const withoutConfirmation = await playwright("--grep-invert", "@confirmation|@instances|@outage|@mailbox");
    if (callerGrep) {
      process.exitCode = withoutConfirmation;
      return;
    }
    // Each of these phases is skipped when the caller named spec files none of which has its tag.
    const onPlatformPath = callerHasTag(callerFiles, "@platform")
      ? await runOnPlainNextStart(throwaway, env, (platformEnv) => playwrightOn(platformEnv, "--grep", "@platform", "--pass-with-no-tests"))
      : 0;
    const onDevServer = callerHasTag(callerFiles, "@dev")
      ? await runOnDevServer(throwaway, env, (devEnv) => playwrightOn(devEnv, "--grep", "@dev", "--pass-with-no-tests"))
      : 0;

    // Alone, as it stops the mailbox for seconds, which other tests' emails would wait out.
    const mailboxRestart = callerHasTag(callerFiles, "@mailbox") ? await playwright("--grep", "@mailbox", "--pass-with-no-tests") : 0;

    // With the stack stopped, the database is down: the tests tagged @outage see what the server answers then,
    // for a page it had cached (the home, asked for here first: the tests before may have changed it) and others.
    await fetch(`http://localhost:${appPort}/`);
    stack.kill("SIGTERM");
    await new Promise((resolve) => stack.once("exit", resolve));
    const duringOutage = callerHasTag(callerFiles, "@outage") ? await playwright("--grep", "@outage", "--pass-with-no-tests") : 0;
    // The deployment flag "email confirmation required" lives in the auth server: restart the
    // stack on the same ports and data with it on, for the tests tagged @confirmation.
    stack = await throwaway.startStack({ AUTH_EMAIL_CONFIRMATION: "true" });
    const withConfirmation = await playwright("--grep", "@confirmation", "--pass-with-no-tests");
    process.exitCode = withoutConfirmation || acrossInstances || onPlatformPath || onDevServer || mailboxRestart || duringOutage || withConfirmation;
  } catch (error) {
    console.error(`[e2e] ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    throwaway.stop();
    await translationModel?.close();
  }
}

/** The self-hosted server of the standalone output, as `npm start` and the Docker image run it. */
function startServer(throwaway: ThrowawayStack, env: NodeJS.ProcessEnv, port: number): ChildProcess {
  return throwaway.spawnChild([serverEntry(env.NEXT_DIST_DIR!)], { env: { ...env, PORT: String(port) }, stdio: "inherit" });
}

/**
 * Whether a phase's tests may be among those the caller asked for: any when the caller named no spec file, else
 * when one of the named files has the tag (a filter that is not a file might match one).
 */
function callerHasTag(callerFiles: string[], tag: string): boolean {
  return callerFiles.length === 0 || callerFiles.some((file) => !existsSync(file) || readFileSync(file, "utf8").includes(tag));
}

/**
 * The tests tagged @platform, on plain `next start` of the same build: no self-hosted server, so proxy.ts routes
 * every page by host and language, as on a platform host (Vercel). Stopped again before the next setup.
 */
async function runOnPlainNextStart(throwaway: ThrowawayStack, env: NodeJS.ProcessEnv, run: (platformEnv: NodeJS.ProcessEnv) => Promise<number>): Promise<number> {
  const port = await freePort();
  const plain = throwaway.spawnChild([NEXT_BIN, "start", "-p", String(port)], { env, stdio: "inherit" });
  try {
    if (!(await waitForPort(port, 60_000, () => plain.exitCode !== null))) throw new Error("plain next start did not listen");
    return await run({ ...env, E2E_APP_PORT: String(port), E2E_PLATFORM_PATH: "1" });
  } finally {
    const exited = new Promise((resolve) => (plain.exitCode !== null ? resolve(null) : plain.once("exit", resolve)));
    plain.kill("SIGTERM");
    await exited;
  }
}

/**
 * The tests tagged @instances: two more self-hosted servers of the same standalone output on the same stack,
 * sharing their caches through a throwaway redis-server (issue 18), stopped again before the main run.
 */
async function runAcrossInstances(throwaway: ThrowawayStack, env: NodeJS.ProcessEnv, run: () => Promise<number>): Promise<number> {
  const redis = await startRedis();
  const instances: ChildProcess[] = [];
  try {
    const ports = [await freePort(), await freePort()];
    for (const port of ports) {
      const instance = startServer(throwaway, { ...env, REDIS_URL: redis.url }, port);
      instances.push(instance);
      if (!(await waitForPort(port, 60_000, () => instance.exitCode !== null))) throw new Error("a Redis-backed server did not listen");
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

/** Pages the tests tagged @dev open, compiled before they run: a dev server builds a page on its first request. */
const DEV_WARM_PATHS = ["/", "/about"];

/**
 * The tests tagged @dev, on `next dev` against the same stack: React's development build runs every effect
 * twice (StrictMode) and loads chunks one by one, which the production build never shows, and `npm run dev`
 * is how every developer first meets the app. It builds into the same folder (`next dev` uses its dev/
 * subfolder) and is stopped again before the next setup. The tests see E2E_DEV_SERVER and allow for compiling.
 */
async function runOnDevServer(throwaway: ThrowawayStack, env: NodeJS.ProcessEnv, run: (devEnv: NodeJS.ProcessEnv) => Promise<number>): Promise<number> {
  const port = await freePort();
  const dev = throwaway.spawnChild([NEXT_BIN, "dev", "-p", String(port)], { env, stdio: "inherit" });
  try {
    if (!(await waitForPort(port, 60_000, () => dev.exitCode !== null))) throw new Error("next dev did not listen");
    for (const path of DEV_WARM_PATHS) await fetch(`http://localhost:${port}${path}`, { signal: AbortSignal.timeout(600_000) });
    return await run({ ...env, E2E_APP_PORT: String(port), E2E_DEV_SERVER: "1" });
  } finally {
    const exited = new Promise((resolve) => (dev.exitCode !== null ? resolve(null) : dev.once("exit", resolve)));
    dev.kill("SIGTERM");
    await exited;
  }
}

main();
