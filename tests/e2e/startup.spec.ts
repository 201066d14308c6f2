import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";

test("a malformed DATABASE_URL stops the server at start with a message naming the variable", async () => {
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", "0"], {
    env: { ...process.env, DATABASE_URL: "postgres//missing-colon" },
  });
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
  expect(code).toBe(1);
  expect(output).toContain("DATABASE_URL");
});
