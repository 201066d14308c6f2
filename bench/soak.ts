import "../scripts/load-env";
import type { ChildProcess } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { createClient } from "redis";
import { buildApp, serverEntry } from "../scripts/build";
import { createThrowawayStack, type ThrowawayStack } from "../scripts/throwaway-stack";
import { waitForPort } from "../scripts/wait-for-port";
import { freePort } from "../tests/helpers/free-port";
import { northwindAdminToken, saveSectionTitle } from "../tests/helpers/instances";
import { startRedis, waitForRedisClients, type ThrowawayRedis } from "../tests/helpers/redis";
import { startBalancer, type Balancer } from "./balancer";
import { benchPages, DEMO_HOMES } from "./pages";

/**
 * `npm run bench:soak` (not part of `npm test`): two self-hosted servers of the standalone build, sharing their
 * caches through a throwaway Redis, behind one port (bench/balancer.ts, round robin; the servers trust its one hop),
 * under a steady SOAK_RATE requests a second (200) for SOAK_MINUTES (10). Of every twenty requests, 16 ask for cached
 * pages (the demo homes and posts, each fetched once per instance before the clock starts), 2 for uncached pages (a
 * page nobody has asked for, a new one each time, rendered and answered 404 as asked; each site's sitemap, made per
 * request) and 2 for the public API's reads; beside them an admin saves a section title every SOAK_SAVE_SECONDS (5),
 * which sends Northwind's pages back to a render. Each request is timed from when it was due (as bench/paced.ts does).
 * Prints per kind the requests, the errors (a status other than the one asked for, or no answer) and p50 / p99 /
 * max, then each instance's memory (RSS) at the start, after the warm-up minute and at the end. Targets: no errors,
 * and memory growth under 10% after the warm-up. It exits 0 whatever it measures (a benchmark, not a test).
 *
 * It builds the app into .next-bench (BENCH_DIST_DIR) unless BENCH_SKIP_BUILD=1. A build holds the address of the
 * auth server it was made with (the issuer of admin tokens and where the servers fetch its keys): on a reused build
 * this run's auth server takes that issuer and is relayed from that address. SOAK_LOG_DIR keeps the servers' logs.
 * Smoke run: SOAK_MINUTES=0.5 SOAK_RATE=50.
 */
const RATE = Math.max(1, Number(process.env.SOAK_RATE) || 200);
const SECONDS = Math.max(1, Math.round((Number(process.env.SOAK_MINUTES) || 10) * 60));
const SAVE_EVERY_MS = Math.max(1, Number(process.env.SOAK_SAVE_SECONDS) || 5) * 1000;
/** Memory is compared from the end of the first minute, or of the first fifth of a shorter run. */
const WARM_UP_SECONDS = Math.min(60, SECONDS / 5);
const TARGETS = { errors: 0, memoryGrowth: 0.1 };
/** A request still unanswered after this long counts as an error. */
const REQUEST_TIMEOUT_MS = 10_000;
const DIST_DIR = process.env.BENCH_DIST_DIR || ".next-bench";

const KINDS = ["cached page", "uncached page", "API read", "admin save"] as const;
type Kind = (typeof KINDS)[number];

interface Planned {
  kind: Kind;
  host: string;
  path: string;
  /** The status asked for: a page that does not exist is a 404, and answering it is no error. */
  status?: number;
}

/** One in turn from `list`, round and round. */
function roundRobin<T>(list: T[]): () => T {
  let turn = 0;
  return () => list[turn++ % list.length]!;
}

/**
 * The request mix, twenty requests in turn, repeated: 16 cached pages, 2 uncached pages and 2 API reads, each kind
 * going round its own list over the three demo hosts. The request's number in the run makes each unknown page new.
 */
function planMix(port: number): (n: number) => Planned {
  const hosts = Object.values(DEMO_HOMES).map((name) => `${name}:${port}`);
  const cached = roundRobin(benchPages(port).map(({ host, url }): Planned => ({ kind: "cached page", host: host!, path: new URL(url).pathname })));
  // What misses the cache: a page nobody asked for before (rendered, then a 404), and the sitemap (made per request).
  const uncached = roundRobin(hosts.flatMap((host) => [(n: number): Planned => ({ kind: "uncached page", host, path: `/soak-${n.toString(36)}`, status: 404 }), (): Planned => ({ kind: "uncached page", host, path: "/sitemap.xml" })]));
  const apiPaths = ["/api/template-sections?url_page=/home", "/api/template-heading-sections?url_page=/home", "/api/cookies/categories", "/api/assistant", "/api/help-center"];
  const api = roundRobin(hosts.flatMap((host) => apiPaths.map((path): Planned => ({ kind: "API read", host, path }))));
  const uncachedPage = (n: number) => uncached()(n);
  const slots = [...Array.from({ length: 16 }, () => cached), uncachedPage, uncachedPage, api, api];
  return (n) => slots[n % slots.length]!(n);
}

/** One request through the balancer, the body read; its status, or 0 when it got no answer in time. */
function send(port: number, agent: http.Agent, { host, path: requestPath }: Planned): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get({ host: "127.0.0.1", port, path: requestPath, agent, headers: { host }, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      response.on("data", () => {});
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", () => resolve(0));
    });
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve(0));
  });
}

/** Undefined for the answer asked for (2xx or 3xx unless a status is named), else what came instead. */
function unexpectedAnswer(status: number, asked?: number): string | undefined {
  const expected = asked === undefined ? status >= 200 && status < 400 : status === asked;
  return expected ? undefined : status === 0 ? "no answer" : String(status);
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The value below which `fraction` of the sorted values lie. */
function percentile(sorted: number[], fraction: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** A process's resident memory (MB), from /proc; undefined once it has ended. */
function rssMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

async function redisUsedMb(url: string): Promise<number | undefined> {
  const client = createClient({ url });
  try {
    await client.connect();
    const used = /used_memory:(\d+)/.exec(await client.info("memory"))?.[1];
    return used === undefined ? undefined : Number(used) / 1024 / 1024;
  } catch {
    return undefined;
  } finally {
    await client.close().catch(() => {});
  }
}

/**
 * The Supabase address a build was made with, from its Storage rewrite (next.config.ts), which carries the same
 * NEXT_PUBLIC_SUPABASE_URL the bundles have inlined.
 */
function builtSupabaseUrl(distDir: string): string | undefined {
  try {
    const manifest = readFileSync(path.join(distDir, "routes-manifest.json"), "utf8");
    return /"destination":\s*"(https?:\/\/[^"/]+)\/storage\/v1\//.exec(manifest)?.[1];
  } catch {
    return undefined;
  }
}

interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
}

async function startInstance(throwaway: ThrowawayStack, name: string, env: NodeJS.ProcessEnv): Promise<Instance> {
  const port = await freePort();
  const logs = process.env.SOAK_LOG_DIR;
  const stdout = logs ? openSync(path.join(logs, `soak-${name}.log`), "w") : "ignore";
  const child = throwaway.spawnChild([serverEntry(DIST_DIR)], { stdio: ["ignore", stdout, stdout], env: { ...env, PORT: String(port) } });
  if (!(await waitForPort(port, 60_000, () => child.exitCode !== null))) throw new Error(`instance ${name} did not listen`);
  return { name, port, child };
}

interface KindStats {
  latencies: number[];
  errors: number;
  /** Each unexpected answer ("500", "no answer", a failed save's reason) and how often it came. */
  unexpected: Map<string, number>;
}

/** One request's time, and what it answered when that was not what was asked for. */
function record(stats: Map<Kind, KindStats>, kind: Kind, ms: number, unexpected?: string) {
  const entry = stats.get(kind)!;
  entry.latencies.push(ms);
  if (unexpected === undefined) return;
  entry.errors++;
  entry.unexpected.set(unexpected, (entry.unexpected.get(unexpected) ?? 0) + 1);
}

/** Memory samples of each instance: before the load, at the end of the warm-up, the highest, and at the end. */
interface Memory {
  start?: number;
  warm?: number;
  peak: number;
  end?: number;
}

/** The stack behind the balancer: embedded stack, Redis, the build (unless reused) and the two instances. */
async function startSoakStack(throwaway: ThrowawayStack, redisUrl: string, relays: Balancer[]): Promise<Instance[]> {
  const { env } = throwaway;
  const reused = process.env.BENCH_SKIP_BUILD ? builtSupabaseUrl(DIST_DIR) : undefined;
  const issuer = reused && reused !== env.NEXT_PUBLIC_SUPABASE_URL ? reused : undefined;
  await throwaway.startStack(issuer ? { API_EXTERNAL_URL: issuer } : {});
  if (issuer) {
    // The reused build fetches the auth server's keys from its own stack's address: relay that one to this stack.
    const relay = await startBalancer([Number(env.EMBEDDED_AUTH_PORT)], { port: Number(new URL(issuer).port), host: "127.0.0.1" }).catch((error: unknown) => {
      console.warn(`[bench:soak] cannot relay the build's auth address ${issuer} (${reason(error)}): the admin saves will fail; build anew`);
    });
    if (relay) relays.push(relay);
  }
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log(`[bench:soak] building the app into ${DIST_DIR}…`);
    await buildApp({ ...env, BUILD_QUIET: "1" });
  }
  const shared = { ...env, REDIS_URL: redisUrl, TRUSTED_PROXY_HOPS: "1" };
  const instances = [await startInstance(throwaway, "A", shared), await startInstance(throwaway, "B", shared)];
  await waitForRedisClients(redisUrl, instances.length);
  return instances;
}

interface LoadResult {
  stats: Map<Kind, KindStats>;
  /** How late the generator sent each request (ms). */
  lags: number[];
  memory: Map<string, Memory>;
}

/**
 * The soak itself: one request every 1/RATE s through the balancer for SECONDS, each timed from when it was due,
 * an admin save every SAVE_EVERY_MS beside them, and each instance's memory read once a second.
 */
async function runLoad(balancerPort: number, instances: Instance[], token: string, agent: http.Agent): Promise<LoadResult> {
  const origin = `http://localhost:${balancerPort}`;
  const stats = new Map<Kind, KindStats>(KINDS.map((kind) => [kind, { latencies: [], errors: 0, unexpected: new Map() }]));
  const memory = new Map<string, Memory>(instances.map(({ name, child }) => [name, { start: rssMb(child.pid), peak: rssMb(child.pid) ?? 0 }]));
  const plan = planMix(balancerPort);
  const total = RATE * SECONDS;
  const interval = 1000 / RATE;
  const lags: number[] = [];
  const pending = new Set<Promise<void>>();
  const start = performance.now();
  let running = true;

  const saves = (async () => {
    for (let i = 1; running; i++) {
      await sleep(SAVE_EVERY_MS);
      if (!running) break;
      const started = performance.now();
      // saveSectionTitle reads the section (GET) and saves it (PATCH); a failed read throws with its status.
      const unexpected = await saveSectionTitle(origin, token, `Soak ${Date.now().toString(36)}-${i}`).then(
        (saved) => unexpectedAnswer(saved.status),
        (error: unknown) => reason(error).replace(/^GET \S+ /, "GET "),
      );
      record(stats, "admin save", performance.now() - started, unexpected);
    }
  })();
  // Once a second: each instance's memory (the warm-up sample once, the peak always), and a line a minute.
  const samples = (async () => {
    let warm = false;
    for (let minute = 1; running; ) {
      await sleep(1000);
      const elapsed = (performance.now() - start) / 1000;
      for (const { name, child } of instances) {
        const sample = memory.get(name)!;
        const rss = rssMb(child.pid);
        if (rss === undefined) continue;
        sample.peak = Math.max(sample.peak, rss);
        if (!warm && elapsed >= WARM_UP_SECONDS) sample.warm = rss;
      }
      if (elapsed >= WARM_UP_SECONDS) warm = true;
      if (elapsed >= minute * 60) {
        const errors = [...stats.values()].reduce((sum, { errors: count }) => sum + count, 0);
        const rss = instances.map(({ name, child }) => `${name} ${rssMb(child.pid)?.toFixed(0) ?? "–"} MB`).join(", ");
        console.log(`[bench:soak] ${minute} min: ${errors} errors so far; RSS ${rss}`);
        minute++;
      }
    }
  })();

  for (let sent = 0; sent < total; ) {
    const now = performance.now();
    // Every request whose time has come goes now; the timer below wakes about once a millisecond.
    for (; sent < total && start + sent * interval <= now; sent++) {
      const due = start + sent * interval;
      lags.push(now - due);
      const planned = plan(sent);
      const done = send(balancerPort, agent, planned).then((status) => record(stats, planned.kind, performance.now() - due, unexpectedAnswer(status, planned.status)));
      pending.add(done);
      void done.finally(() => pending.delete(done));
    }
    await sleep(Math.max(0, start + sent * interval - performance.now()));
  }
  await Promise.all(pending);
  for (const { name, child } of instances) memory.get(name)!.end = rssMb(child.pid);
  running = false;
  await Promise.all([saves, samples]);
  return { stats, lags, memory };
}

async function main() {
  let throwaway: ThrowawayStack | undefined;
  let redis: ThrowawayRedis | undefined;
  let balancer: Balancer | undefined;
  const relays: Balancer[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  try {
    throwaway = await createThrowawayStack({ prefix: "site-bench-soak-", distDir: DIST_DIR, stdio: "ignore" });
    redis = await startRedis();
    const instances = await startSoakStack(throwaway, redis.url, relays);
    balancer = await startBalancer(instances.map(({ port }) => port));
    const token = await northwindAdminToken(throwaway.env.NEXT_PUBLIC_SUPABASE_URL!);
    // The cached pages once on each instance first: the run measures them served from the cache, not their first renders.
    for (const { port } of instances) for (const page of benchPages(balancer.port)) await send(port, agent, { kind: "cached page", host: page.host!, path: new URL(page.url).pathname });

    const redisStart = await redisUsedMb(redis.url);
    const ports = instances.map(({ name, port }) => `${name} :${port}`).join(", ");
    console.log(`[bench:soak] ${RATE} req/s for ${SECONDS} s through port ${balancer.port} to instances ${ports}, an admin save every ${SAVE_EVERY_MS / 1000} s…`);
    const result = await runLoad(balancer.port, instances, token, agent);
    report(result, instances, { start: redisStart, end: await redisUsedMb(redis.url) });
  } catch (error) {
    console.error(`[bench:soak] ${reason(error)}`);
  } finally {
    agent.destroy();
    await balancer?.close();
    for (const relay of relays) await relay.close();
    throwaway?.stop();
    await redis?.stop();
  }
}

function report({ stats, lags, memory }: LoadResult, instances: Instance[], redisMb: { start?: number; end?: number }) {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const mb = (value: number | undefined) => (value === undefined ? "–" : `${value.toFixed(0)} MB`);
  const line = (cells: string[], widths: number[]) => console.log(cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" "));

  const kindWidths = [15, 10, 8, 10, 10, 10, 30];
  console.log("");
  line(["kind", "requests", "errors", "p50", "p99", "max", "unexpected answers"], kindWidths);
  for (const kind of KINDS) {
    const { latencies, errors, unexpected: answers } = stats.get(kind)!;
    const sorted = [...latencies].sort((a, b) => a - b);
    const unexpected = [...answers].map(([answer, count]) => `${answer} ×${count}`).join(", ");
    line([kind, String(sorted.length), String(errors), ms(percentile(sorted, 0.5)), ms(percentile(sorted, 0.99)), ms(sorted.at(-1) ?? 0), unexpected], kindWidths);
  }
  const sortedLags = [...lags].sort((a, b) => a - b);
  console.log(`(${RATE} req/s for ${SECONDS} s, each request timed from when it was due, the admin saves (GET and PATCH) from when they`);
  console.log(` started; the load generator was at most ${ms(percentile(sortedLags, 0.99))} late, p99; an unknown page asked for is expected to answer 404)`);

  const memoryWidths = [10, 9, 10, 16, 10, 10, 22];
  console.log("");
  line(["instance", "pid", "RSS start", `after ${Math.round(WARM_UP_SECONDS)} s warm-up`, "end", "peak", "growth after warm-up"], memoryWidths);
  const growths: number[] = [];
  for (const { name, child } of instances) {
    const { start, warm, peak, end } = memory.get(name)!;
    const growth = warm !== undefined && end !== undefined ? (end - warm) / warm : undefined;
    if (growth !== undefined) growths.push(growth);
    line([child.exitCode === null ? name : `${name} (ended)`, String(child.pid ?? "–"), mb(start), mb(warm), mb(end), mb(peak), growth === undefined ? "–" : `${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)}%`], memoryWidths);
  }
  console.log(`Redis used memory: ${mb(redisMb.start)} before the load, ${mb(redisMb.end)} after`);

  const errors = [...stats.values()].reduce((sum, { errors: count }) => sum + count, 0);
  const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
  console.log("\nTargets:");
  console.log(`  errors: ${errors} (target ${TARGETS.errors}): ${verdict(errors <= TARGETS.errors)}`);
  const memoryOk = growths.length === instances.length && growths.every((growth) => growth < TARGETS.memoryGrowth);
  console.log(`  memory growth after the warm-up < ${TARGETS.memoryGrowth * 100}% on each instance: ${verdict(memoryOk)}`);
}

main();
