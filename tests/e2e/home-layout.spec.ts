import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";

// Issue 12, layout defects: on every demo home, at 1280 and 390 px, a fixed top banner never overlaps the
// header, the first section starts under the header, and a hero starts right there (no blank strip).

interface Box {
  top: number;
  bottom: number;
}

/** Where the header, the fixed banners and the first section sit, in viewport pixels, once nothing moves. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element | null): Box | null => {
      if (!element) return null;
      const rect = element.getBoundingClientRect();
      return { top: Math.round(rect.top), bottom: Math.round(rect.bottom) };
    };
    const top = [...document.querySelectorAll("[data-banner-position='top']")];
    const fixed = (element: Element) => getComputedStyle(element).position === "fixed";
    const first = document.querySelector("#content [data-section-id]");
    return {
      header: box(document.querySelector("[data-testid='site-header']")),
      headerOverlays: document.querySelector("[data-testid='site-header']")?.getAttribute("data-overlay") === "true",
      banners: top.filter(fixed).map((element) => box(element)!),
      inFlowBanners: top.filter((element) => !fixed(element)).map((element) => box(element)!),
      firstSection: box(first),
      heroFirst: first?.getAttribute("data-section-kind") === "hero",
    };
  });
}

for (const [name, host] of Object.entries({ northwind: hosts.northwind, acme: hosts.acme, alpenbau: hosts.alpen })) {
  for (const width of [1280, 390]) {
    test(`${name}'s home at ${width} px: fixed banners clear the header, and the first section starts under it`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${host}/`);
      await page.waitForLoadState("networkidle");
      // The banner area decides after hydration; let its offset settle.
      let last = "";
      await expect
        .poll(async () => {
          const now = JSON.stringify(await measure(page));
          const settled = now === last;
          last = now;
          return settled;
        })
        .toBe(true);
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
      const { header, headerOverlays, banners, inFlowBanners, firstSection, heroFirst } = await measure(page);
      expect(header).not.toBeNull();
      for (const banner of banners) expect(banner.bottom, "a fixed banner overlaps the header").toBeLessThanOrEqual(header!.top);
      expect(firstSection).not.toBeNull();
      if (headerOverlays) {
        // A transparent header lies over the hero by design: the hero starts where the header does.
        expect(Math.abs(firstSection!.top - header!.top), "the hero starts under the overlaying header").toBeLessThanOrEqual(1);
        return;
      }
      expect(firstSection!.top, "the first section is under the header").toBeGreaterThanOrEqual(header!.bottom - 1);
      if (heroFirst) {
        // What sits above the hero: the header, or a banner in the flow below it; nothing blank.
        const above = Math.max(header!.bottom, ...inFlowBanners.filter((banner) => banner.bottom <= firstSection!.top + 1).map((banner) => banner.bottom));
        expect(firstSection!.top - above, "no blank strip between the header and the hero").toBeLessThanOrEqual(1);
      }
    });
  }
}
