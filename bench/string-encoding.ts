import "../scripts/load-env";
import { fork } from "node:child_process";
import http from "node:http";
import autocannon from "autocannon";
import { asciiHtml } from "@/lib/cache/ascii-html.mjs";
import { hydrateAfterPaint } from "@/lib/next-internals/hydrate-after-paint.mjs";
import { getPage } from "./bytes";
import { benchPages } from "./pages";
import { startBenchStack } from "./stack";

/**
 * `npm run bench:encoding`: what a page's characters cost Node at each response. Renders each bench page
 * on the last bench build (.next-bench; run `npm run bench` first), then serves it from a plain Node
 * server as Next serves a cached page (Content-Length from Buffer.byteLength, then `end` with the string):
 * as rendered, and escaped as the page cache stores it (lib/cache/ascii-html.mjs). Prints the server's CPU per
 * request for each, in ENCODING_ROUNDS (2) alternating turns of ENCODING_SECONDS (4).
 */
const ROUNDS = Number(process.env.ENCODING_ROUNDS ?? 2);
const SECONDS = Number(process.env.ENCODING_SECONDS ?? 4);

/** The child: serves `body` and answers each message with its CPU time so far. */
function serve(body: string) {
  const server = http.createServer((_request, response) => {
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.setHeader("Content-Length", Buffer.byteLength(body));
    response.end(body);
  });
  server.listen(0, "127.0.0.1", () => process.send!((server.address() as { port: number }).port));
  process.on("message", () => process.send!(process.cpuUsage()));
}

/** Loads a server serving `body` in a child process; its CPU µs per request. */
async function cpuPerRequest(body: string): Promise<number> {
  const child = fork(import.meta.filename, ["--serve"], { execArgv: process.execArgv, stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const reply = <T>() => new Promise<T>((resolve) => child.once("message", (message) => resolve(message as T)));
  try {
    const port = reply<number>();
    child.send(body);
    const url = `http://127.0.0.1:${await port}/`;
    await autocannon({ url, connections: 10, duration: 1 });
    const before = reply<NodeJS.CpuUsage>();
    child.send("cpu");
    const start = await before;
    const { requests } = await autocannon({ url, connections: 10, duration: SECONDS });
    const after = reply<NodeJS.CpuUsage>();
    child.send("cpu");
    const end = await after;
    return (end.user + end.system - start.user - start.system) / requests.total;
  } finally {
    child.kill();
  }
}

async function main() {
  const stack = await startBenchStack();
  try {
    const { appPort } = await stack.start();
    console.log(`${"page".padEnd(32)} ${"as rendered".padEnd(22)} as stored`);
    for (const page of benchPages(appPort)) {
      // The first answer is the render, as React wrote it; the cache stores it escaped.
      const rendered = hydrateAfterPaint(await getPage(page));
      const stored = asciiHtml(rendered);
      const times = { rendered: [] as number[], stored: [] as number[] };
      for (let round = 0; round < ROUNDS; round++) {
        times.rendered.push(await cpuPerRequest(rendered));
        times.stored.push(await cpuPerRequest(stored));
      }
      const cell = (body: string, us: number[]) => `${(Buffer.byteLength(body) / 1024).toFixed(1)} KB ${us.map((t) => t.toFixed(0)).join("/")} µs`.padEnd(22);
      console.log(`${page.name.padEnd(32)} ${cell(rendered, times.rendered)} ${cell(stored, times.stored)}`);
    }
  } finally {
    stack.stop();
  }
}

if (process.argv.includes("--serve")) process.once("message", (body) => serve(body as string));
else await main();
