import { waitForPort } from "../../scripts/wait-for-port";
import { NEXT_BIN, nextServerEnv } from "../../scripts/next-server";
import { createThrowawayStack, runNode } from "../../scripts/throwaway-stack";
import { freePort } from "../helpers/free-port";

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
    const withoutConfirmation = await playwright("--grep-invert", "@confirmation");
    // A caller's own -g/--grep would replace @confirmation below and rerun its tests with confirmation on.
    if (process.argv.slice(2).some((arg) => arg === "-g" || arg.startsWith("--grep"))) {
      process.exitCode = withoutConfirmation;
      return;
    }

    // The deployment flag "email confirmation required" lives in the auth server: restart the
    // stack on the same ports and data with it on, for the tests tagged @confirmation.
    stack.kill("SIGTERM");
    await new Promise((resolve) => stack.once("exit", resolve));
    stack = await throwaway.startStack({ AUTH_EMAIL_CONFIRMATION: "true" });
    const withConfirmation = await playwright("--grep", "@confirmation", "--pass-with-no-tests");
    process.exitCode = withoutConfirmation || withConfirmation;
  } catch (error) {
    console.error(`[e2e] ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    throwaway.stop();
  }
}

main();
