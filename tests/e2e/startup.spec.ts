import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";

/** `next start` as someone might run it by hand; its exit code and everything it printed (null: still running after 20 s). */
async function startNext(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", "0"], { env });
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

const withoutPreloads = () => ({ ...process.env, NODE_OPTIONS: "" });

test("a malformed DATABASE_URL stops the server at start with a message naming the variable", async () => {
  const { code, output } = await startNext({ ...withoutPreloads(), DATABASE_URL: "postgres//missing-colon" });
  expect(code).toBe(1);
  expect(output).toContain("DATABASE_URL");
});

test("a server started without the host routing stops with a message saying how to start it", async () => {
  const { code, output } = await startNext(withoutPreloads());
  expect(code).toBe(1);
  expect(output).toContain("start the server with `npm start`");
});
