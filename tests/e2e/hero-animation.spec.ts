import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";

// Issue 12, item 7: the hero's animation moves calmly while it is seen, stops off screen, and stays still
// for visitors who ask for reduced motion.

const frame = (page: Page) => page.locator('canvas[data-animation="DotGrid"]').evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());

/** Two looks at the canvas half a second apart: did it change? */
async function moves(page: Page): Promise<boolean> {
  const before = await frame(page);
  await page.waitForTimeout(500);
  return (await frame(page)) !== before;
}

test("Northwind's dot grid breathes while seen and stops once scrolled away", async ({ page }) => {
  await page.goto(`${hosts.northwind}/`);
  await expect.poll(() => moves(page), { message: "the grid animates" }).toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
  expect(await moves(page), "the grid is still off screen").toBe(false);
});

test("the dot grid is still for a visitor who asks for reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(`${hosts.northwind}/`);
  await expect.poll(async () => (await frame(page)).length, { message: "the grid is drawn" }).toBeGreaterThan(1000);
  // Once the page has loaded: a redraw while the layout settles (the canvas resized) is not motion.
  await page.waitForLoadState("networkidle");
  expect(await moves(page)).toBe(false);
});
