import "../scripts/load-env";
import type { ChildProcess } from "node:child_process";
import autocannon from "autocannon";
import { buildApp, serverEntry } from "../scripts/build";
import { createThrowawayStack, type ThrowawayStack } from "../scripts/throwaway-stack";
import { waitForPort } from "../scripts/wait-for-port";
import { freePort } from "../tests/helpers/free-port";
import { homeHtml, northwindAdminToken, saveSectionTitle, untilHomeShows } from "../tests/helpers/instances";
import { startRedis } from "../tests/helpers/redis";

/**
 * `npm run bench:instances`: publish → visible across instances. Two self-hosted servers of the standalone build
 * share their caches through Redis; an admin saves a section title through instance A and a visitor polls
 * instance B until it shows it. Target: a median of at most 1 s over 20 saves. Also what Redis costs a
 * cached page: the home's throughput on a Redis-backed instance beside one with Next's own cache.
 * Always builds (.next-bench): the build carries the auth server's address, which each run picks anew.
 */
const SAVES = 20;
const TARGET_MS = 1000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;

async function startApp(throwaway: ThrowawayStack, env: NodeJS.ProcessEnv): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const child = throwaway.spawnChild([serverEntry(env.NEXT_DIST_DIR!)], { stdio: "ignore", env: { ...env, PORT: String(port) } });
  if (!(await waitForPort(port, 60_000, () => child.exitCode !== null))) throw new Error("the server did not listen");
  return { origin: `http://localhost:${port}`, child };
}

async function requestsPerSecond(origin: string): Promise<number> {
  await autocannon({ url: `${origin}/`, duration: 2, connections: 4 });
  return (await autocannon({ url: `${origin}/`, duration: 10, connections: 16 })).requests.average;
}

async function main() {
  const throwaway = await createThrowawayStack({ prefix: "site-bench-instances-", distDir: ".next-bench", stdio: "ignore" });
  const redis = await startRedis();
  try {
    console.log("[bench:instances] building the app…");
    await buildApp({ ...throwaway.env, BUILD_QUIET: "1" });
    await throwaway.startStack();
    const shared = { ...throwaway.env, REDIS_URL: redis.url };
    const a = await startApp(throwaway, shared);
    const b = await startApp(throwaway, shared);
    const token = await northwindAdminToken(throwaway.env.NEXT_PUBLIC_SUPABASE_URL!);
    await homeHtml(a.origin);
    await homeHtml(b.origin);

    const times: number[] = [];
    for (let i = 1; i <= SAVES; i++) {
      const title = `Published ${Date.now().toString(36)}-${i}`;
      const started = performance.now();
      const saved = await saveSectionTitle(a.origin, token, title);
      if (!saved.ok) throw new Error(`save ${i} answered ${saved.status}`);
      const visible = await untilHomeShows(b.origin, title);
      times.push(visible === Number.POSITIVE_INFINITY ? visible : performance.now() - started);
    }
    const sorted = [...times].sort((x, y) => x - y);
    const median = percentile(sorted, 0.5);
    console.log(`\npublish → visible across instances (save through A, page from B) over ${SAVES} saves, save request included:`);
    console.log(`median ${median.toFixed(0)} ms, p90 ${percentile(sorted, 0.9).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`);
    console.log(`target: median ≤ ${TARGET_MS} ms: ${median <= TARGET_MS ? "met" : "MISSED"}`);

    // What the shared cache costs a cached page: the same build with Next's own in-process cache.
    b.child.kill("SIGTERM");
    const local = await startApp(throwaway, throwaway.env);
    const onRedis = await requestsPerSecond(a.origin);
    a.child.kill("SIGTERM");
    const inProcess = await requestsPerSecond(local.origin);
    console.log(`\ncached home (Northwind), 16 connections, 10 s: ${onRedis.toFixed(0)} req/s with the cache on Redis, ${inProcess.toFixed(0)} req/s with Next's own`);
  } catch (error) {
    console.error(`[bench:instances] ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    throwaway.stop();
    await redis.stop();
  }
}

main();
