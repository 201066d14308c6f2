import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { createClient } from "redis";
import { waitForPort } from "../../scripts/wait-for-port";
import { freePort } from "./free-port";

export interface ThrowawayRedis {
  url: string;
  port: number;
  /** Stops the server (its data goes with it: nothing is saved). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty, as a restarted production Redis without persistence. */
  start(): Promise<void>;
}

/**
 * Debian's redis-server on a free port, in memory only, for the shared-cache tests and the two-instance
 * end-to-end run (scripts/install-system-deps.sh installs it).
 */
export async function startRedis(): Promise<ThrowawayRedis> {
  if (spawnSync("redis-server", ["--version"]).status !== 0) {
    throw new Error("redis-server is not installed: run `bash scripts/install-system-deps.sh`");
  }
  const port = await freePort();
  let server: ChildProcess | null = null;

  const start = async () => {
    const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    server = child;
    process.once("exit", () => child.kill("SIGKILL"));
    if (!(await waitForPort(port, 10_000, () => child.exitCode !== null))) throw new Error("redis-server did not start");
  };
  const stop = async () => {
    const child = server;
    server = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  };

  await start();
  return { url: `redis://127.0.0.1:${port}`, port, stop, start };
}

/**
 * Waits until `count` other clients hold a connection to the Redis at `url` (the instances started beside it
 * connect in the background and, on a busy machine, may need a retry), or throws after `timeoutMs`.
 */
export async function waitForRedisClients(url: string, count: number, timeoutMs = 30_000): Promise<void> {
  const probe = createClient({ url });
  await probe.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      // CLIENT LIST prints one line per connection, the probe's own included.
      const others = (await probe.clientList()).length - 1;
      if (others >= count) return;
      if (Date.now() > deadline) throw new Error(`${others} of ${count} instances connected to Redis within ${timeoutMs} ms`);
      await sleep(100);
    }
  } finally {
    await probe.close();
  }
}
