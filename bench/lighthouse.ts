import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { startBenchStack, type BenchStack } from "./stack";

/**
 * `npm run bench:lighthouse`: Lighthouse on every demo home, mobile and desktop, against the production
 * build (Debian's Chromium, headless). Targets (issue 12): performance ≥ 90 mobile and ≥ 98 desktop,
 * LCP ≤ 2.5 s on mobile, accessibility, best practices and SEO 100. BENCH_SKIP_BUILD=1 reuses the build.
 */
const HOMES = { northwind: "localhost", acme: "acme.localhost", alpenbau: "alpen.localhost" } as const;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface Row {
  site: string;
  form: "mobile" | "desktop";
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
}

function meets(row: Row): boolean {
  const { performance, accessibility, seo } = row.scores;
  const perfTarget = row.form === "mobile" ? 90 : 98;
  const lcpOk = row.form === "desktop" || row.lcpMs <= 2500;
  return performance >= perfTarget && lcpOk && accessibility === 100 && row.scores["best-practices"] === 100 && seo === 100;
}

async function audit(url: string, port: number, form: Row["form"]) {
  const flags = { port, output: "json" as const, logLevel: "error" as const, onlyCategories: [...CATEGORIES] };
  const result = await lighthouse(url, flags, form === "desktop" ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)])) as Row["scores"];
  return { scores, lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN, tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN };
}

async function main() {
  let stack: BenchStack | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    stack = await startBenchStack();
    if (!process.env.BENCH_SKIP_BUILD) {
      console.log("[bench:lighthouse] building the app…");
      await stack.build({ baseline: "if-missing" });
    }
    const { appPort } = await stack.start();
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
    });
    const rows: Row[] = [];
    for (const [site, host] of Object.entries(HOMES)) {
      const url = `http://${host}:${appPort}/`;
      // One visit first: the page is then served from the cache, as visitors get it.
      await fetch(url.replace(host, "127.0.0.1"), { headers: { host: `${host}:${appPort}` } });
      for (const form of ["mobile", "desktop"] as const) rows.push({ site, form, ...(await audit(url, chrome.port, form)) });
    }
    console.log("\nsite        form     perf  LCP ms  TBT ms  a11y  best  SEO   target");
    for (const row of rows) {
      const { performance, accessibility, seo } = row.scores;
      console.log(
        `${row.site.padEnd(11)} ${row.form.padEnd(8)} ${String(performance).padStart(4)}  ${String(Math.round(row.lcpMs)).padStart(6)}  ${String(Math.round(row.tbtMs)).padStart(6)}  ${String(accessibility).padStart(4)}  ${String(row.scores["best-practices"]).padStart(4)}  ${String(seo).padStart(4)}   ${meets(row) ? "met" : "MISSED"}`,
      );
    }
  } finally {
    await chrome?.kill();
    stack?.stop();
  }
}

main().catch((error) => {
  console.error("[bench:lighthouse]", error);
  process.exitCode = 1;
});
