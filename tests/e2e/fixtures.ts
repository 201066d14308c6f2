import { expect, test as base, type Page } from "@playwright/test";

/**
 * Until the site has hydrated, its controls cannot respond; a page that is not the site (404 host, XML) has no marker.
 * The `page` fixture waits on every navigation; a page opened with `browser.newPage()` calls this itself.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    // getAttribute, not dataset: an XML document (sitemap.xml) has no dataset.
    () =>
      document.documentElement.getAttribute("data-app") !== "site" ||
      document.documentElement.getAttribute("data-hydrated") === "true",
    undefined,
    // `next dev` compiles a page's chunks on their first request (tests tagged @dev).
    { timeout: process.env.E2E_DEV_SERVER ? 120_000 : 15_000 },
  );
}

/** Playwright's test with navigations that return once the page can be used, as a person would wait for it. */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForHydration(page);
      return response;
    };
    await provide(page);
  },
});

export { expect };
