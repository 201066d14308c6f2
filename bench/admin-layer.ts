import "../scripts/load-env";
import type { Page } from "playwright-core";
import { NORTHWIND, SEED_PASSWORDS } from "../tests/helpers/seed-ids";
import { measureScripts, type ScriptResult } from "./measure";
import { passwordSession, sessionCookie } from "./session";
import { startBenchStack, type BenchStack } from "./stack";

/**
 * `npm run bench:admin`: what the admin layer costs. On the production build, Northwind's home is loaded
 * signed in as its customer and as its admin (same session machinery, so the difference is the admin layer
 * alone, before any editor opens), then the admin opens each editor (its own chunks).
 * Targets: the layer ≤ 40 KB compressed; the editor loads on demand. BENCH_SKIP_BUILD=1 reuses the build.
 */
const LAYER_BUDGET = 40 * 1024;
const SETTLE_MS = 3000;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function cookiesOf(authUrl: string, appUrl: string, account: { email: string; password: string }) {
  return [sessionCookie(authUrl, appUrl, await passwordSession(authUrl, account))];
}

/** Each editor measured, and how the admin opens it from the home page. */
const EDITORS: Record<string, (page: Page) => Promise<void>> = {
  "template section editor": async (page) => {
    await page.locator('[data-section-kind="template_section"]').first().getByRole("button", { name: /^Edit section: / }).click();
    await page.getByRole("dialog").getByLabel("Section title").waitFor();
  },
  "hero editor": async (page) => {
    await page.locator('[data-section-kind="hero"]').first().getByRole("button", { name: /^Edit section: / }).click();
    await page.getByRole("dialog", { name: "Edit Hero Section" }).waitFor();
  },
  // The modal with its first tab (General): the other tabs are chunks of their own, loaded when shown.
  "global settings": async (page) => {
    await page.getByRole("button", { name: "Create New" }).click();
    await page.getByRole("menu", { name: "Create New" }).getByRole("menuitem", { name: "Global Settings" }).click();
    await page.getByRole("dialog", { name: "Global Settings" }).getByLabel("Site name").waitFor();
  },
};

const added = (later: ScriptResult, earlier: ScriptResult) => later.scripts.filter((s) => !earlier.scripts.some((e) => e.url === s.url));
const total = (scripts: { bytes: number }[]) => scripts.reduce((sum, s) => sum + s.bytes, 0);

async function main() {
  let stack: BenchStack | undefined;
  try {
    stack = await startBenchStack();
    if (!process.env.BENCH_SKIP_BUILD) {
      console.log("[bench:admin] building the app…");
      await stack.build({ baseline: "if-missing" });
    }
    const { appPort } = await stack.start();
    const home = `http://localhost:${appPort}/`;
    const authUrl = stack.env.NEXT_PUBLIC_SUPABASE_URL!;
    const customer = await measureScripts(home, {
      settleMs: SETTLE_MS,
      cookies: await cookiesOf(authUrl, home, { email: NORTHWIND.customer.email, password: SEED_PASSWORDS.customer }),
    });
    const adminCookies = await cookiesOf(authUrl, home, { email: NORTHWIND.admin.email, password: SEED_PASSWORDS.admin });
    const admin = await measureScripts(home, { settleMs: SETTLE_MS, cookies: adminCookies });
    const layer = added(admin, customer);
    console.log(`\ncustomer's home: ${kb(customer.bytes)} in ${customer.count} scripts; editor code: ${customer.editorCode.join(", ") || "none"}`);
    console.log(`admin layer (admin's home minus the customer's, before any editor opens): ${kb(total(layer))} in ${layer.length} scripts`);
    for (const script of layer) console.log(`  ${kb(script.bytes).padStart(9)}  ${new URL(script.url).pathname.split("/").pop()}`);
    for (const [name, open] of Object.entries(EDITORS)) {
      const withEditor = await measureScripts(home, { settleMs: SETTLE_MS, cookies: adminCookies, act: open });
      const editor = added(withEditor, admin);
      console.log(`${name}, loaded when opened: ${kb(total(editor))} in ${editor.length} scripts`);
    }
    console.log(`target: admin layer ≤ ${kb(LAYER_BUDGET)}: ${total(layer) <= LAYER_BUDGET ? "met" : "MISSED"}`);
  } finally {
    stack?.stop();
  }
}

main().catch((error) => {
  console.error(`[bench:admin] ${(error as Error).message}`);
  process.exitCode = 1;
});
