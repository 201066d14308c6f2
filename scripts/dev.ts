import "./load-env";
import { spawn, type ChildProcess } from "node:child_process";
import { embeddedConfig } from "../supabase/embedded/config";
import { EMBEDDED_STACK_ARGS, NEXT_BIN } from "./next-server";
import { isPortOpen, waitForPort } from "./wait-for-port";

/**
 * `npm run dev`: the embedded stack (unless one already listens, or DATABASE_URL points
 * elsewhere), then `next dev`. Ctrl+C stops both.
 */
async function main() {
  const { dbPort, authPort, mailboxPort } = embeddedConfig();
  const children: ChildProcess[] = [];
  const stopAll = (code: number) => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
    setTimeout(() => process.exit(code), 500).unref();
  };
  process.on("SIGINT", () => stopAll(0));
  process.on("SIGTERM", () => stopAll(0));

  const useEmbedded = !process.env.DATABASE_URL;
  if (useEmbedded && !(await isPortOpen(dbPort))) {
    const stack = spawn(process.execPath, EMBEDDED_STACK_ARGS, { stdio: "inherit" });
    children.push(stack);
    let exited = false;
    stack.once("exit", (code) => {
      exited = true;
      if (code) stopAll(code);
    });
    for (const port of [dbPort, authPort, mailboxPort]) {
      if (!(await waitForPort(port, 120_000, () => exited))) {
        console.error("[dev] the embedded stack did not start");
        stopAll(1);
        return;
      }
    }
  }

  // Plain `next dev`: proxy.ts routes each page by host and language, as on a platform host.
  const next = spawn(process.execPath, [NEXT_BIN, "dev", ...process.argv.slice(2)], { stdio: "inherit" });
  children.push(next);
  next.once("exit", (code) => stopAll(code ?? 0));
}

main();
