import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "../lib/env/local-stack";
import { freePort } from "../tests/helpers/free-port";
import { EMBEDDED_STACK_ARGS } from "./next-server";
import { waitForPort } from "./wait-for-port";

/**
 * What the e2e runner and the benchmarks share: a throwaway embedded stack in a temporary folder on
 * free ports, the environment that points an app build at it, and the child processes to stop at the end.
 */
export interface ThrowawayStack {
  /** For `next build` / `next start` and the embedded stack: database, auth and mailbox on this stack. */
  env: NodeJS.ProcessEnv;
  dataRoot: string;
  /** Starts the embedded stack (again, after a stop) and waits for its three ports. */
  startStack(extra?: Record<string, string>): Promise<ChildProcess>;
  /** Starts a child that `stop()` ends. */
  spawnChild(args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string; stdio: StdioOptions }): ChildProcess;
  /** Ends every child, newest first (the apps before the database they use), and removes the folder. */
  stop(): void;
}

export async function createThrowawayStack({ prefix, distDir, stdio }: { prefix: string; distDir: string; stdio: StdioOptions }): Promise<ThrowawayStack> {
  const children: ChildProcess[] = [];
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), prefix));
  const stop = () => {
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
    // Inlined into the browser bundle by `next build`, so the build must see them; production has no fallback.
    NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${authPort}`,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
    MAILBOX_URL: `http://127.0.0.1:${mailboxPort}`,
    // Separate build folders let e2e runs, benchmarks and a dev server build side by side.
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: "1",
  };

  const spawnChild: ThrowawayStack["spawnChild"] = (args, options) => {
    const child = spawn(process.execPath, args, { env, ...options });
    children.push(child);
    return child;
  };

  return {
    env,
    dataRoot,
    spawnChild,
    stop,
    async startStack(extra = {}) {
      const stack = spawnChild(EMBEDDED_STACK_ARGS, { stdio, env: { ...env, ...extra } });
      for (const port of [dbPort, authPort, mailboxPort]) {
        if (!(await waitForPort(port, 120_000, () => stack.exitCode !== null))) throw new Error("embedded stack did not start");
      }
      return stack;
    },
  };
}

/** Runs a Node script to its end; its exit code. */
export function runNode(args: string[], options: { env: NodeJS.ProcessEnv; cwd?: string; stdio: StdioOptions }): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, options);
    child.once("exit", (code) => resolve(code ?? 1));
  });
}
