import "../scripts/load-env";
import http from "node:http";
import type { Target } from "./measure";
import { measurePage, type PageBytes } from "./payload";
import { BYTE_BUDGETS, benchPages, type BenchPage } from "./pages";
import { startBenchStack, type BenchStack } from "./stack";

/**
 * `npx tsx bench/bytes.ts`: the quick loop for the byte budgets of `npm run bench`. Builds the app
 * (BYTES_SKIP_BUILD=1 reuses the last build), renders every bench page once and prints its HTML and
 * inline payload bytes beside the budget, with the payload's largest contributors (BYTES_TOP, 12).
 */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** GET with the page's Host header (fetch would send the URL's); the body, or an error unless 200. */
export function getPage(page: Target): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(page.url, { headers: page.host ? { host: page.host } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        if (response.statusCode === 200) resolve(Buffer.concat(chunks).toString());
        else reject(new Error(`${page.name}: status ${response.statusCode}`));
      });
    });
    request.on("error", reject);
  });
}

/** Fetches a page twice (the second answer is the cached one the load test sees) and measures it. */
export async function fetchPageBytes(page: BenchPage): Promise<{ page: BenchPage; bytes: PageBytes; text: string }> {
  const get = () => getPage(page);
  await get();
  const text = await get();
  return { page, bytes: measurePage(text), text };
}

/** The bytes table: per page HTML, payload, total beside its budget, then the top contributors. */
export function printBytes(measured: { page: BenchPage; bytes: PageBytes }[], top = 12) {
  const widths = [34, 10, 10, 10, 10, 8, 10];
  const row = (cells: string[]) => console.log(cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" "));
  console.log("");
  row(["page", "HTML", "payload", "total", "budget", "", "classes"]);
  for (const { page, bytes } of measured) {
    const total = bytes.html + bytes.payload;
    const budget = BYTE_BUDGETS[page.kind];
    row([page.name, kb(bytes.html), kb(bytes.payload), kb(total), kb(budget), total <= budget ? "met" : "MISSED", kb(bytes.htmlClasses)]);
  }
  for (const { page, bytes } of measured) {
    console.log(`\n${page.name}: largest contributors to the ${kb(bytes.payload)} payload`);
    for (const { name, bytes: size } of bytes.contributors.slice(0, top)) console.log(`  ${kb(size).padStart(9)}  ${name}`);
  }
}

async function main() {
  let stack: BenchStack | undefined;
  try {
    stack = await startBenchStack();
    if (!process.env.BYTES_SKIP_BUILD) {
      console.log("[bytes] building the app (and the baseline if it was never built)…");
      await stack.build({ baseline: "if-missing" });
    }
    const { appPort } = await stack.start();
    const measured = [];
    for (const page of benchPages(appPort)) measured.push(await fetchPageBytes(page));
    printBytes(measured, Number(process.env.BYTES_TOP ?? 12));
    if (process.env.BYTES_SAVE) {
      const { writeFileSync } = await import("node:fs");
      for (const { page, text } of measured) writeFileSync(`${process.env.BYTES_SAVE}/${page.name.replace(/[^a-z0-9]+/gi, "-")}.html`, text);
    }
  } catch (error) {
    console.error(`[bytes] ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    stack?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
