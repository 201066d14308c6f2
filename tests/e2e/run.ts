import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { waitForPort } from "../../scripts/wait-for-port";
import { freePort } from "../helpers/free-port";

/**
 * `npm run test:e2e`: a fresh embedded stack on a free port, `next build && next start` against
 * it, then Playwright with Debian's Chromium. Everything started here is stopped at the end.
 */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.once("exit", (code) => resolve(code ?? 1));
  });
}

async function main() {
  const children: ChildProcess[] = [];
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), "site-e2e-"));
  const cleanup = () => {
    // The app first, so it does not log the database going away under it.
    for (const child of [...children].reverse()) if (child.exitCode === null) child.kill("SIGTERM");
    rmSync(dataRoot, { recursive: true, force: true });
  };
  process.on("SIGINT", () => {
    cleanup();
    process.exit(130);
  });

  try {
    const [dbPort, authPort, mailboxPort, appPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      EMBEDDED_DATA_DIR: path.join(dataRoot, "db"),
      EMBEDDED_DB_PORT: String(dbPort),
      EMBEDDED_AUTH_PORT: String(authPort),
      EMBEDDED_MAILBOX_PORT: String(mailboxPort),
      DATABASE_URL: `postgresql://postgres:postgres@127.0.0.1:${dbPort}/postgres`,
      // Inlined into the browser bundle by the build below, so the build must see it.
      NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${authPort}`,
      MAILBOX_URL: `http://127.0.0.1:${mailboxPort}`,
      // Separate folders let two e2e runs (or an e2e run and a dev server) build side by side.
      NEXT_DIST_DIR: process.env.E2E_DIST_DIR || ".next-e2e",
      NEXT_TELEMETRY_DISABLED: "1",
      E2E_APP_PORT: String(appPort),
      E2E_DATA_ROOT: dataRoot,
    };

    const startStack = async (extra: Record<string, string> = {}) => {
      const stack = spawn(process.execPath, ["--import", "tsx", "supabase/embedded/main.ts"], {
        stdio: "inherit",
        env: { ...env, ...extra },
      });
      for (const port of [dbPort, authPort, mailboxPort]) {
        if (!(await waitForPort(port, 120_000, () => stack.exitCode !== null))) throw new Error("embedded stack did not start");
      }
      return stack;
    };
    // The build runs before the database is up: a page that queries it at build time fails here.
    if (!process.env.E2E_SKIP_BUILD) {
      const built = await run(process.execPath, ["node_modules/next/dist/bin/next", "build"], env);
      if (built !== 0) throw new Error(`next build failed (${built})`);
    }
    let stack = await startStack();
    children.push(stack);
    const app = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(appPort)], {
      stdio: "inherit",
      env,
    });
    children.push(app);
    if (!(await waitForPort(appPort, 60_000, () => app.exitCode !== null))) throw new Error("next start did not listen");

    const playwright = (...args: string[]) =>
      run(
        process.execPath,
        ["node_modules/@playwright/test/cli.js", "test", "-c", "tests/e2e/playwright.config.ts", ...args, ...process.argv.slice(2)],
        env,
      );
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
    stack = await startStack({ AUTH_EMAIL_CONFIRMATION: "true" });
    children.push(stack);
    const withConfirmation = await playwright("--grep", "@confirmation", "--pass-with-no-tests");
    process.exitCode = withoutConfirmation || withConfirmation;
  } catch (error) {
    console.error(`[e2e] ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    cleanup();
  }
}

main();
