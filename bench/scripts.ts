import "../scripts/load-env";
import { measureScripts, type ScriptResult } from "./measure";
import { startBenchStack, type BenchStack } from "./stack";

/**
 * `npx tsx bench/scripts.ts`: the quick loop for the visitor-JavaScript target of `npm run bench`.
 * Builds the app (and the baseline once), then prints each script the home page downloads and the
 * difference to the bare Next.js page. SCRIPTS_SKIP_BUILD=1 reuses the builds. Production chunks keep
 * no module names: bench/chunks.ts tells what is inside them.
 */
const SETTLE_MS = 3_000;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printScripts(title: string, result: ScriptResult) {
  console.log(`\n${title}: ${kb(result.bytes)} in ${result.count} scripts`);
  for (const script of [...result.scripts].sort((a, b) => b.bytes - a.bytes)) {
    const name = new URL(script.url).pathname.split("/").pop();
    console.log(`  ${kb(script.bytes).padStart(9)}  ${name}`);
  }
}

async function main() {
  let stack: BenchStack | undefined;
  try {
    stack = await startBenchStack();
    if (!process.env.SCRIPTS_SKIP_BUILD) {
      console.log("[scripts] building the app (and the baseline if it was never built)…");
      await stack.build({ baseline: "if-missing" });
    }
    const { appPort, basePort } = await stack.start();
    const home = `http://localhost:${appPort}/`;
    const [base, idle, settled] = [
      await measureScripts(`http://127.0.0.1:${basePort}/`),
      await measureScripts(home),
      await measureScripts(home, { settleMs: SETTLE_MS }),
    ];
    printScripts("baseline", base);
    printScripts("home (until the network is idle, as npm run bench counts)", idle);
    const later = settled.scripts.filter((script) => !idle.scripts.some((seen) => seen.url === script.url));
    console.log(`\nhome, ${SETTLE_MS / 1000} s later (cookie banner and language suggestion shown): ${later.length === 0 ? "no further scripts" : later.map((s) => `${new URL(s.url).pathname.split("/").pop()} ${kb(s.bytes)}`).join(", ")}`);
    console.log(`\nVisitor JavaScript (compressed transfer): home ${kb(idle.bytes)} in ${idle.count} scripts, baseline ${kb(base.bytes)} in ${base.count}; difference ${kb(idle.bytes - base.bytes)}`);
    console.log(`Editor code in the visitor's scripts: ${idle.editorCode.length === 0 ? "none" : idle.editorCode.join(", ")}`);
  } catch (error) {
    console.error(`[scripts] ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    stack?.stop();
  }
}

main();
