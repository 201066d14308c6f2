import type { BrowserContext, Page } from "@playwright/test";
import es from "../../messages/es.json" with { type: "json" };
import { expect, test } from "./fixtures";
import { api } from "./editor-helpers";
import { hosts } from "./hosts";
import { ACME_ADMIN, signIn } from "./sign-in";

// Visitor analytics (issue 43): page views counted without cookies, rolled up by the job queue, shown to the
// organisation's admins on /admin/analytics; a browser that asks not to be tracked sends nothing.

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

/** Opens `url` and waits until its page view has been sent (the beacon goes after the page is interactive). */
async function visit(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/collect"), { timeout: 20_000 });
  await page.goto(url);
  await sent;
  return page;
}

interface Row {
  key: string;
  value: number;
}

async function rows(page: Page, by: string): Promise<Row[]> {
  const today = new Date().toISOString().slice(0, 10);
  const answer = await api(page, "GET", `/api/analytics?from=${today}&to=${today}&metric=pageviews&by=${by}`);
  expect(answer.status).toBe(200);
  return answer.json?.rows as Row[];
}

test("visits from two browsers in two languages, one from a campaign, reach the Analytics page within a minute; a do-not-track browser is not counted", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const campaign = `autumn-${stamp}`;

  const english = await browser.newContext({ userAgent: `${BROWSER} visitor-a-${stamp}`, locale: "en-GB" });
  await visit(english, `${hosts.acme}/en/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
  const spanish = await browser.newContext({ userAgent: `${BROWSER} visitor-b-${stamp}`, locale: "es-ES" });
  await visit(spanish, `${hosts.acme}/visit-${stamp}`);

  // Do-not-track: the browser's signal (navigator.doNotTrack and the DNT header) means no beacon at all.
  const private_ = await browser.newContext({ userAgent: `${BROWSER} visitor-c-${stamp}`, extraHTTPHeaders: { DNT: "1" } });
  await private_.addInitScript(() => Object.defineProperty(navigator, "doNotTrack", { get: () => "1" }));
  const tracked: string[] = [];
  const quiet = await private_.newPage();
  quiet.on("request", (request) => {
    if (request.url().endsWith("/api/collect")) tracked.push(request.url());
  });
  await quiet.goto(`${hosts.acme}/dnt-${stamp}`);
  await quiet.waitForTimeout(3_000);
  expect(tracked).toEqual([]);

  await signIn(page, hosts.acme, ACME_ADMIN);
  await page.goto(`${hosts.acme}/`);
  await expect
    .poll(async () => (await rows(page, "campaign")).find((row) => row.key === campaign)?.value ?? 0, { timeout: 60_000, intervals: [2_000] })
    .toBe(1);
  const pages = (await rows(page, "page")).map((row) => row.key);
  expect(pages).toContain(`/visit-${stamp}`);
  expect(pages).not.toContain(`/dnt-${stamp}`);
  const languages = (await rows(page, "language")).map((row) => row.key);
  expect(languages).toEqual(expect.arrayContaining(["en", "es"]));

  // Acme's default language is Spanish: its admin pages are in Spanish.
  await page.goto(`${hosts.acme}/admin/analytics`);
  await expect(page.getByRole("table", { name: new RegExp(es.Analytics.tables.campaign.replace(/[()]/g, "\\$&")) })).toContainText(campaign, { timeout: 20_000 });
  for (const context of [english, spanish, private_]) await context.close();
});
