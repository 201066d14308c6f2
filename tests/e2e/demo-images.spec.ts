import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";

// Issue 12, "every demo image is real": on every demo home at 1280 px, every image loads (from the site's own
// host, which passes /storage/v1/object/public/… on to Storage) and every CSS background image answers 200.
// (Uploaded photos come as srcset variants from /storage/v1/render/image/…; the seed's SVGs are served as stored.)

const HOMES = { northwind: hosts.northwind, acme: hosts.acme, alpenbau: hosts.alpen };

/** Scrolls to the bottom in viewport steps, so lazy images and sections that appear on scroll are reached. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    window.scrollTo(0, 0);
  });
}

test.describe("demo images", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const [site, home] of Object.entries(HOMES)) {
    test(`every image on the ${site} home loads`, async ({ page }) => {
      await page.goto(home);
      await scrollThrough(page);
      // Images of slides not shown yet stay lazy however far one scrolls: ask for them now.
      await page.evaluate(() => document.querySelectorAll("img").forEach((img) => (img.loading = "eager")));

      const images = page.locator("img");
      expect(await images.count()).toBeGreaterThan(0);
      await expect
        .poll(() => page.evaluate(() => [...document.images].filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.currentSrc || img.src)), { timeout: 15_000 })
        .toEqual([]);

      // The seed's media is served from the site's own origin.
      const sources = await page.evaluate(() => [...document.images].map((img) => img.currentSrc || img.src));
      const origin = new URL(home).origin;
      const stored = sources.filter((src) => src.includes("/storage/v1/"));
      expect(stored.length).toBeGreaterThan(0);
      const fromMedia = (src: string) => [`${origin}/storage/v1/object/public/media/`, `${origin}/storage/v1/render/image/public/media/`].some((prefix) => src.startsWith(prefix));
      expect(stored.filter((src) => !fromMedia(src))).toEqual([]);

      const backgrounds = await page.evaluate(() => {
        const urls = new Set<string>();
        for (const element of document.querySelectorAll("*")) {
          for (const [, url] of getComputedStyle(element).backgroundImage.matchAll(/url\("?([^")]+)"?\)/g)) {
            if (!url.startsWith("data:")) urls.add(new URL(url, location.href).href);
          }
        }
        return [...urls];
      });
      for (const url of backgrounds) expect((await page.request.get(url)).status(), url).toBe(200);
    });
  }
});
