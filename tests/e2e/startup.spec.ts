import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import { serverEntry } from "../../scripts/build";

/** The built server as `npm start` runs it; its exit code and everything it printed (null: still running after 20 s). */
async function startServer(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [serverEntry(process.env.NEXT_DIST_DIR || ".next")], { env: { ...env, PORT: "0" } });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve(null);
    }, 20_000);
    child.once("exit", (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  return { code, output };
}

test("a malformed DATABASE_URL stops the server at start with a message naming the variable", async () => {
  const { code, output } = await startServer({ ...process.env, DATABASE_URL: "postgres//missing-colon" });
  expect(code).toBe(1);
  expect(output).toContain("DATABASE_URL");
});

test("in production a missing DATABASE_URL stops the server at start with a message naming it, never a local default", async () => {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const { code, output } = await startServer(env);
  expect(code).toBe(1);
  expect(output).toContain("DATABASE_URL");
});
