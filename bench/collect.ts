import "../scripts/load-env";
import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { ANALYTICS_FLUSH_MS } from "../lib/analytics/constants";
import { buildApp, serverEntry } from "../scripts/build";
import { createThrowawayStack } from "../scripts/throwaway-stack";
import { waitForPort } from "../scripts/wait-for-port";
import { freePort } from "../tests/helpers/free-port";
import { ACME } from "../tests/helpers/seed-ids";

/**
 * `npm run bench:collect`: the analytics beacon's endpoint under load (issue 43: 204 within 5 ms at the 99th
 * percentile at 500 page views a second). Builds the app (COLLECT_SKIP_BUILD=1 reuses the last .next-bench build),
 * serves it through the self-hosted server on a throwaway embedded stack, sends COLLECT_RATE (500) beacons a second
 * for COLLECT_SECONDS (20) at a steady pace from 2,000 different visitors, and prints the latency percentiles, each
 * request timed from when it was due, and how many page views were stored; then the same pace on GET /api/health,
 * the server's lightest route, for what the machine gives any route at the time (a busy machine shows there too),
 * and on a bare node:http server that answers 204 and does nothing else: this machine's floor for any server.
 */
const RATE = Number(process.env.COLLECT_RATE || 500);
const SECONDS = Number(process.env.COLLECT_SECONDS || 20);
const VISITORS = 2_000;
const WARM_UP = 500;
const HOST = "acme.localhost";
const PAGES = ["/", "/blog", "/about", "/contact", "/en", "/en/blog", "/de", "/de/blog"];
const SCREENS = ["mobile", "tablet", "desktop"];

/** The value below which `fraction` of the sorted values lie. */
const percentile = (sorted: number[], fraction: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!);

/** The i-th beacon: visitors take turns (each gets RATE × SECONDS / VISITORS views, well under the minute's limit). */
function beacon(i: number): { userAgent: string; body: string } {
  const visitor = i % VISITORS;
  const path = PAGES[i % PAGES.length]!;
  const lang = path.startsWith("/en") ? "en" : path.startsWith("/de") ? "de" : "es";
  const body: Record<string, string> = { path, lang, screen: SCREENS[visitor % SCREENS.length]!, referrer: visitor % 4 === 0 ? "https://www.google.com/" : "" };
  if (visitor % 10 === 0) body.utm_campaign = "bench";
  return { userAgent: `Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0 visitor-${visitor}`, body: JSON.stringify(body) };
}

/** One request; resolves with its status (0: no answer). */
function request(port: number, agent: http.Agent, options: { method: string; path: string; headers?: http.OutgoingHttpHeaders; body?: string }): Promise<number> {
  return new Promise((resolve) => {
    const sent = http.request({ host: "127.0.0.1", port, agent, method: options.method, path: options.path, headers: { host: `${HOST}:${port}`, ...options.headers } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", () => resolve(0));
    });
    sent.on("error", () => resolve(0));
    sent.end(options.body);
  });
}

/** The i-th beacon's request, as a browser's sendBeacon sends it. */
function postBeacon(port: number, agent: http.Agent, i: number): Promise<number> {
  const { userAgent, body } = beacon(i);
  return request(port, agent, {
    method: "POST",
    path: "/api/collect",
    body,
    headers: {
      origin: `http://${HOST}:${port}`,
      "content-type": "text/plain;charset=UTF-8",
      "content-length": Buffer.byteLength(body),
      "user-agent": userAgent,
      "accept-language": "es-ES,es;q=0.9",
    },
  });
}

/** RATE requests a second for SECONDS on kept-alive connections, each timed from the moment it was due (as bench/paced.ts). */
async function paced(send: (agent: http.Agent, i: number) => Promise<number>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const interval = 1000 / RATE;
  const total = Math.round(RATE * SECONDS);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const pending: Promise<void>[] = [];
  // This process's own delays: a request due while the bench itself was busy is late through no fault of the server.
  const lag = monitorEventLoopDelay({ resolution: 1 });
  lag.enable();
  const start = performance.now();
  try {
    for (let sent = 0; sent < total; ) {
      const now = performance.now();
      for (; sent < total && start + sent * interval <= now; sent++) {
        const due = start + sent * interval;
        pending.push(
          send(agent, sent).then((status) => {
            latencies.push(performance.now() - due);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }),
        );
      }
      await sleep(Math.max(0, start + sent * interval - performance.now()));
    }
    await Promise.all(pending);
  } finally {
    agent.destroy();
    lag.disable();
  }
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    requests: latencies.length,
    p50: round(percentile(latencies, 0.5)),
    p95: round(percentile(latencies, 0.95)),
    p99: round(percentile(latencies, 0.99)),
    max: round(latencies.at(-1) ?? 0),
    statuses: JSON.stringify(Object.fromEntries(statuses)),
    clientLagP99: round(lag.percentile(99) / 1e6),
  };
}

/** The same beacons to a node:http server that only answers 204: what no server can beat on this machine now. */
async function onBareServer() {
  const port = await freePort();
  const answer = `require("node:http").createServer((q, s) => { q.resume(); q.on("end", () => s.writeHead(204).end()); }).listen(${port}, "127.0.0.1")`;
  const bare = spawn(process.execPath, ["-e", answer], { stdio: "ignore" });
  try {
    if (!(await waitForPort(port, 10_000, () => bare.exitCode !== null))) throw new Error("the bare server did not listen");
    return await paced((agent, i) => postBeacon(port, agent, i));
  } finally {
    bare.kill();
  }
}

async function main() {
  const stack = await createThrowawayStack({ prefix: "site-bench-collect-", distDir: process.env.BENCH_DIST_DIR || ".next-bench", stdio: "ignore" });
  const db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
  try {
    await stack.startStack();
    if (!process.env.COLLECT_SKIP_BUILD) {
      console.log("[collect] building the app…");
      await buildApp({ ...stack.env, BUILD_QUIET: "1" });
    }
    const port = await freePort();
    // COLLECT_CPU_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops.
    const profile = process.env.COLLECT_CPU_PROFILE ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(process.env.COLLECT_CPU_PROFILE)] : [];
    const app = stack.spawnChild([...profile, serverEntry(stack.env.NEXT_DIST_DIR!)], { stdio: "ignore", env: { ...stack.env, PORT: String(port) } });
    if (!(await waitForPort(port, 60_000, () => app.exitCode !== null))) throw new Error("the app's server did not listen");
    await db.connect();

    // A first round warms the route (its module, the site's host, the salt) and is not counted.
    console.log(`[collect] warming up, then ${RATE} beacons a second for ${SECONDS} s to ${HOST} (${path.basename(stack.env.NEXT_DIST_DIR!)})…`);
    const warm = new http.Agent({ keepAlive: true });
    for (let i = 0; i < WARM_UP; i++) await postBeacon(port, warm, i);
    for (let i = 0; i < WARM_UP; i++) await request(port, warm, { method: "GET", path: "/api/health" });
    warm.destroy();
    await sleep(ANALYTICS_FLUSH_MS * 2);
    const count = async () => (await db.query<{ n: number }>("select count(*)::int as n from public.analytics_events where organization_id = $1", [ACME.id])).rows[0]!.n;
    const before = await count();

    const beacons = await paced((agent, i) => postBeacon(port, agent, WARM_UP + i));
    // The last views wait at most a flush in the buffer.
    await sleep(ANALYTICS_FLUSH_MS * 3);
    const stored = (await count()) - before;
    // The same pace on the server's lightest route: what this machine gives any route right now.
    const health = await paced((agent) => request(port, agent, { method: "GET", path: "/api/health" }));
    const floor = await onBareServer();

    const line = (name: string, r: typeof beacons) =>
      console.log(`  ${name.padEnd(18)} p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, max ${r.max} ms (${r.requests} requests, statuses ${r.statuses}; the bench's own event loop lag p99 ${r.clientLagP99} ms)`);
    console.log(`\n${RATE} requests a second for ${SECONDS} s, each timed from when it was due:`);
    line("POST /api/collect", beacons);
    line("GET /api/health", health);
    line("bare node:http 204", floor);
    console.log(`  page views stored: ${stored} of ${beacons.requests}`);
    console.log(`  target: the beacon's p99 ≤ 5 ms: ${beacons.p99 <= 5 ? "met" : "MISSED"}`);
    if (beacons.p99 > 5 || stored !== beacons.requests) process.exitCode = 1;
  } finally {
    await db.end().catch(() => undefined);
    stack.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
