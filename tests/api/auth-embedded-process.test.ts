// `npm run stack` as a developer runs it: one process with Postgres, the Auth API and the mailbox, the last
// two reaching the database through the Postgres wire (the path in-process tests do not take).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY } from "@/supabase/embedded/auth/keys";
import { NoRealtimeTransport } from "@/lib/supabase/no-realtime";
import { freePort } from "@/tests/helpers/free-port";
import { SEED, SEED_PASSWORDS } from "@/tests/helpers/seed-ids";

let child: ChildProcess;
let output = "";
let dataRoot: string;
const ports = { db: 0, auth: 0, mailbox: 0 };

function waitForOutput(pattern: RegExp, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}; output:\n${output}`)), timeoutMs);
    const check = () => {
      if (!pattern.test(output)) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on("data", check);
    child.once("exit", () => reject(new Error(`stack exited early:\n${output}`)));
    check();
  });
}

beforeAll(async () => {
  dataRoot = mkdtempSync(path.join(os.tmpdir(), "auth-stack-"));
  Object.assign(ports, { db: await freePort(), auth: await freePort(), mailbox: await freePort() });
  child = spawn(process.execPath, ["--import", "tsx", "supabase/embedded/main.ts"], {
    env: {
      ...process.env,
      EMBEDDED_DATA_DIR: path.join(dataRoot, "db"),
      EMBEDDED_DB_PORT: String(ports.db),
      EMBEDDED_AUTH_PORT: String(ports.auth),
      EMBEDDED_MAILBOX_PORT: String(ports.mailbox),
      AUTH_EMAIL_CONFIRMATION: "true",
      SMTP_URL: "",
    },
  });
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  await waitForOutput(/\[embedded\] mailbox on /, 90_000);
}, 120_000);

afterAll(() => {
  if (child?.exitCode === null) child.kill("SIGKILL");
  rmSync(dataRoot, { recursive: true, force: true });
});

describe("the embedded stack process", () => {
  it("logs where auth and the mailbox listen", () => {
    expect(output).toContain(`[embedded] auth ready on http://127.0.0.1:${ports.auth}/auth/v1 (email confirmation on)`);
    expect(output).toContain(`[embedded] mailbox on http://127.0.0.1:${ports.mailbox}`);
  });

  it("signs in a seeded user and mails a confirmation through the database it serves", async () => {
    const supabase = createClient(`http://127.0.0.1:${ports.auth}`, LOCAL_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      // Node 20 has no WebSocket; nothing here opens a realtime channel.
      realtime: { transport: NoRealtimeTransport },
    });
    const signIn = await supabase.auth.signInWithPassword({ email: SEED.acme.admin.email, password: SEED_PASSWORDS.admin });
    expect(signIn.error).toBeNull();
    const email = `process-${Date.now()}@example.test`;
    expect((await supabase.auth.signUp({ email, password: "Secret123" })).error).toBeNull();
    const mail = await (await fetch(`http://127.0.0.1:${ports.mailbox}/api/messages?to=${email}`)).json();
    expect(mail[0].subject).toBe("Confirm your signup");
  });

  it("refuses a second owner of the same data folder with a clear message, and loses nothing", async () => {
    const run = (script: string) =>
      new Promise<{ code: number | null; stderr: string }>((resolve) => {
        let stderr = "";
        const second = spawn(process.execPath, ["--import", "tsx", script], {
          env: { ...process.env, EMBEDDED_DATA_DIR: path.join(dataRoot, "db"), EMBEDDED_DB_PORT: "0", EMBEDDED_AUTH_PORT: "0" },
        });
        second.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
        second.once("exit", (code) => resolve({ code, stderr }));
      });
    for (const script of ["supabase/embedded/main.ts", "supabase/embedded/reset.ts"]) {
      const second = await run(script);
      expect(second.code).toBe(2);
      expect(second.stderr).toContain(`already in use by process ${child.pid}`);
    }
    // The first owner still serves the same rows.
    const supabase = createClient(`http://127.0.0.1:${ports.auth}`, LOCAL_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: NoRealtimeTransport },
    });
    const signIn = await supabase.auth.signInWithPassword({ email: SEED.northwind.customer.email, password: SEED_PASSWORDS.customer });
    expect(signIn.error).toBeNull();
  }, 60_000);

  it("stops on SIGTERM, releasing its ports", async () => {
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${ports.auth}/auth/v1/health`)).rejects.toThrow();
  });
});
