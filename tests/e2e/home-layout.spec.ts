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

/** Records the page's layout shifts that moved the header or the main content, from the first paint on. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const moved: string[] = [];
    (window as unknown as { moved: string[] }).moved = moved;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }[]) {
        for (const { node, previousRect, currentRect } of entry.sources) {
          const element = node instanceof Element ? node : null;
          if (element?.matches("[data-testid='site-header'], #content")) moved.push(`${element.tagName} ${previousRect.top} → ${currentRect.top}`);
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return async () => page.evaluate(() => (window as unknown as { moved: string[] }).moved);
}

// The banners above the header are shown after hydration; their place is held from the first paint, so the
// page does not jump down when they appear, and pages that never show them hold none.
for (const [name, host] of Object.entries({ northwind: hosts.northwind, acme: hosts.acme })) {
  test(`${name}'s home at 390 px does not move when its top banner appears`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const moved = await recordShifts(page);
    await page.goto(`${host}/`);
    await expect(page.locator("[data-banner-position='top']")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await moved()).toEqual([]);
  });
}

test("the login page holds no place for the top banners: its header sits at the top and never moves", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const moved = await recordShifts(page);
  await page.goto(`${hosts.northwind}/login`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[data-banner-position='top']")).toHaveCount(0);
  expect((await page.getByTestId("site-header").boundingBox())?.y).toBe(0);
  expect(await moved()).toEqual([]);
});
