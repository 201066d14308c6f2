import "../scripts/load-env";
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

/**
 * `npx tsx bench/chunks.ts [route]`: which modules sit in which browser chunk of a route (default the
 * public home page), from turbopack's analyzer (`next analyze`, no app build). Chunks the page loads
 * up front are listed apart from those it fetches on demand (`import()`, next/dynamic). Sizes are the
 * analyzer's compressed estimates, close to but not the transfer sizes bench/scripts.ts measures.
 */
const NEXT = "node_modules/next/dist/bin/next";
const DIST_DIR = ".next-analyze";
const route = process.argv[2] ?? "/sites/[site]/[locale]";
const SOURCES_SHOWN = 10;

interface Part {
  filename: string;
  source: string;
  compressed: number;
}
interface Group {
  kind: string;
  trigger: string;
  outputs: string[];
}

function run(args: string[], onLine?: (line: string) => void): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [NEXT, ...args], {
      stdio: ["ignore", onLine ? "pipe" : "ignore", "inherit"],
      env: { ...process.env, NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (onLine && child.stdout) createInterface({ input: child.stdout }).on("line", onLine);
    child.once("exit", (code) => resolve(code ?? 1));
  });
}

/** A package name for node_modules sources, the project path otherwise. */
function owner(source: string): string {
  const match = /^\[project\]\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return match ? match[1]! : source.replace(/^\[project\]\//, "");
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  if (!process.env.CHUNKS_SKIP_ANALYZE) {
    console.log("[chunks] analysing a production build…");
    if ((await run(["analyze", "-o", "--experimental-app-only"])) !== 0) throw new Error("next analyze failed");
  }
  const parts: Part[] = [];
  const groups: Group[] = [];
  const exported = await run(["analyze", "export", "--dist-dir", DIST_DIR, "--route", route], (line) => {
    const record = JSON.parse(line) as { type: string } & Record<string, unknown>;
    if (record.type === "part" && String(record.filename).startsWith("[client-fs]")) {
      parts.push({ filename: String(record.filename), source: String(record.source_path), compressed: Number(record.compressed_size) });
    } else if (record.type === "group") {
      groups.push({ kind: String(record.kind), trigger: String(record.trigger_module_ident ?? ""), outputs: record.outputs as string[] });
    }
  });
  if (exported !== 0) throw new Error("next analyze export failed");

  const onDemand = new Map<string, string>();
  const upFront = new Set<string>();
  for (const group of groups) {
    for (const output of group.outputs) {
      if (group.kind === "async") onDemand.set(output, group.trigger.split(" [")[0]!.replace("[project]/", ""));
      else upFront.add(output);
    }
  }
  const files = new Map<string, Part[]>();
  for (const part of parts.filter((part) => part.filename.endsWith(".js"))) files.set(part.filename, [...(files.get(part.filename) ?? []), part]);

  const print = (title: string, names: string[]) => {
    const total = names.reduce((sum, name) => sum + (files.get(name) ?? []).reduce((s, p) => s + p.compressed, 0), 0);
    console.log(`\n${title}: ${kb(total)}`);
    const sized = names.map((name) => ({ name, parts: files.get(name) ?? [] }));
    for (const { name, parts: chunk } of sized.sort((a, b) => sum(b.parts) - sum(a.parts))) {
      const trigger = onDemand.get(name);
      console.log(`  ${kb(sum(chunk)).padStart(9)}  ${name.split("/").pop()}${trigger ? `  (on demand: ${trigger})` : ""}`);
      const owners = new Map<string, number>();
      for (const part of chunk) owners.set(owner(part.source), (owners.get(owner(part.source)) ?? 0) + part.compressed);
      for (const [name, bytes] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, SOURCES_SHOWN)) {
        console.log(`      ${kb(bytes).padStart(8)}  ${name}`);
      }
    }
  };
  const all = [...files.keys()];
  print(`${route}: loaded up front`, all.filter((name) => upFront.has(name)));
  print(`${route}: fetched on demand`, all.filter((name) => !upFront.has(name)));
}

const sum = (parts: Part[]) => parts.reduce((total, part) => total + part.compressed, 0);

main().catch((error: unknown) => {
  console.error(`[chunks] ${(error as Error).message}`);
  process.exitCode = 1;
});
