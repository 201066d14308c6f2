import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";

// Issue 12, "every demo image is real": on every demo home at 1280 px, every image loads (from the site's own
// host at /media/{name}, which passes it on to Storage) and every CSS background image answers 200.
// (Uploaded photos come as srcset variants, /media/{name}?width=…; the seed's SVGs are served as stored.)
// Northwind's case-study video is a real WebM from the same bucket, which the browser plays and seeks.

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

      // The seed's media is served from the site's own origin, at its short address.
      const sources = await page.evaluate(() => [...document.images].map((img) => img.currentSrc || img.src));
      const origin = new URL(home).origin;
      expect(sources.filter((src) => src.startsWith(`${origin}/media/`)).length).toBeGreaterThan(0);
      expect(sources.filter((src) => src.includes("/storage/v1/"))).toEqual([]);

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

  test("the case-study video on the northwind home is served from the media bucket and plays", async ({ page }) => {
    await page.goto(hosts.northwind);
    const video = page.locator("video").filter({ has: page.locator('source[src*="/lead-time.webm"]') });
    await video.scrollIntoViewIfNeeded();
    const src = await video.evaluate((element) => element.querySelector("source")!.src);
    expect(src).toBe(`${new URL(hosts.northwind).origin}/media/lead-time.webm`);

    const response = await page.request.get(src);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("video/webm");
    // Through the site's own host too, a player streams and seeks with byte ranges.
    const range = await page.request.get(src, { headers: { range: "bytes=0-99" } });
    expect(range.status()).toBe(206);
    expect(range.headers()["content-range"]).toMatch(/^bytes 0-99\/\d+$/);

    // Loaded in full (the page only asks for its metadata), the browser decodes frames and knows its length.
    await video.evaluate((element: HTMLVideoElement) => {
      element.preload = "auto";
      element.load();
    });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    const state = await video.evaluate((element: HTMLVideoElement) => ({ duration: element.duration, width: element.videoWidth, height: element.videoHeight, error: element.error?.code ?? null }));
    expect(state).toMatchObject({ width: 960, height: 540, error: null });
    expect(state.duration).toBeGreaterThan(3);
    expect(state.duration).toBeLessThan(10);
    // Seeking to the end shows the result (the -30 % badge) without playing through.
    await video.evaluate((element: HTMLVideoElement) => new Promise((resolve) => {
      element.addEventListener("seeked", resolve, { once: true });
      element.currentTime = element.duration - 0.2;
    }));
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(3);
  });
});
