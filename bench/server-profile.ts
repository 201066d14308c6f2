import "../scripts/load-env";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { getPage } from "./bytes";
import { benchPages } from "./pages";
import { startBenchStack, type BenchStack } from "./stack";

/**
 * `npm run bench:server`: where a cached page's requests spend the server's CPU, beside the bare Next
 * page padded to the same bytes. Starts the last bench build (.next-bench; run `npm run bench` or bench/bytes.ts
 * first) and the baseline under V8's CPU profiler, loads each page at saturation for PROFILE_SECONDS (10), and
 * prints both servers' self time by function and by file, with the requests each served. PROFILE_PAGE=acme /que
 * profiles the first bench page whose name holds it instead of Northwind's home.
 */
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const TOP = Number(process.env.PROFILE_TOP ?? 25);
/** Which bench page to load: the first whose name holds PROFILE_PAGE (Northwind's home by default). */
const PAGE = process.env.PROFILE_PAGE ?? "";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A file's address shortened to what names it: the package path inside node_modules, or the app's own path. */
function fileName(url: string): string {
  const inModules = url.lastIndexOf("node_modules/");
  if (inModules !== -1) return url.slice(inModules + "node_modules/".length);
  return url.replace(/^file:\/\//, "").replace(`${process.cwd()}/`, "") || "(native)";
}

/** Self time in ms per function and per file, and the total time the thread was busy. */
function selfTimes(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const functions = new Map<string, number>();
  const files = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id)!;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === "(idle)") return;
    busy += ms;
    const file = fileName(url);
    const name = `${functionName || "(anonymous)"}  ${file}${url ? `:${lineNumber + 1}` : ""}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
    files.set(file, (files.get(file) ?? 0) + ms);
  });
  return { busy, functions, files };
}

function printTop(title: string, times: Map<string, number>, busy: number) {
  console.log(`\n${title}`);
  for (const [name, ms] of [...times].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`  ${ms.toFixed(0).padStart(7)} ms ${((ms / busy) * 100).toFixed(1).padStart(5)}%  ${name}`);
  }
}

async function waitForFile(file: string, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (!existsSync(file) && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 250));
  if (!existsSync(file)) throw new Error(`no profile at ${file}`);
  // The profile is written in one go on exit; give it a moment to finish.
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "server-profile-"));
  let stack: BenchStack | undefined;
  try {
    stack = await startBenchStack();
    const { appPort, basePort } = await stack.start({ cpuProfileDir: dir });
    const home = benchPages(appPort).find((page) => page.name.includes(PAGE));
    if (!home) throw new Error(`no bench page's name holds "${PAGE}"`);
    const bytes = Buffer.byteLength(await getPage(home));
    const bare = Buffer.byteLength(await getPage({ name: "bare", url: `http://127.0.0.1:${basePort}/` }));
    const padded = { name: "padded", url: `http://127.0.0.1:${basePort}/pad/${Math.max(0, Math.round((bytes - bare) / 2))}` };
    const served: Record<string, number> = {};
    for (const [name, target] of [["app", home], ["baseline", padded]] as const) {
      await autocannon({ url: target.url, headers: "host" in target ? { host: target.host! } : undefined, duration: 2, connections: 4 });
      const result = await autocannon({ url: target.url, headers: "host" in target ? { host: target.host! } : undefined, duration: SECONDS, connections: 16 });
      served[name] = result.requests.total;
      console.log(`[profile] ${name}: ${target.url}, ${result.requests.average.toFixed(0)} req/s, ${result.requests.total} requests`);
    }
    stack.stop();
    stack = undefined;
    for (const name of ["app", "baseline"]) {
      const file = path.join(dir, `${name}.cpuprofile`);
      await waitForFile(file);
      const { busy, functions, files } = selfTimes(JSON.parse(readFileSync(file, "utf8")) as CpuProfile);
      console.log(`\n=== ${name}: busy ${busy.toFixed(0)} ms over the whole run, ${((busy / served[name]!) * 1000).toFixed(0)} µs per request served under load`);
      printTop(`${name}: self time by file`, files, busy);
      printTop(`${name}: self time by function`, functions, busy);
    }
    console.log(`\n[profile] the profiles: ${dir}`);
  } catch (error) {
    console.error(`[profile] ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    stack?.stop();
  }
}

main();
