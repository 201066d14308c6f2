import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";

// Issue 12, item 7: the hero's animation moves calmly while it is seen, stops off screen, and stays still
// for visitors who ask for reduced motion. The dot grid is drawn by CSS: its dots are a layer whose opacity
// breathes, and a second layer of larger dots shows around the pointer. The tests read what is painted from
// the computed style of those layers (screenshots of the hero would also catch the banner's ticking countdown).

const grid = (page: Page) => page.locator('[data-animation="DotGrid"]');

/** The dot layer's opacity, twice, half a second apart: did it change? */
async function breathes(page: Page): Promise<boolean> {
  const opacity = () => grid(page).evaluate((element) => getComputedStyle(element, "::before").opacity);
  const before = await opacity();
  await page.waitForTimeout(500);
  return (await opacity()) !== before;
}

/** Where the larger dots show: the centre of the ::after layer's mask. */
const swell = (page: Page) => grid(page).evaluate((element) => getComputedStyle(element, "::after").maskImage);

test("Northwind's dot grid breathes while seen and stops once scrolled away", async ({ page }) => {
  await page.goto(`${hosts.northwind}/`);
  await expect.poll(() => breathes(page), { message: "the grid animates" }).toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => breathes(page), { message: "the grid is still off screen" }).toBe(false);
});

test("the dot grid swells under the pointer, also for a visitor who asks for reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(`${hosts.northwind}/`);
  const box = (await grid(page).boundingBox())!;
  expect(await swell(page)).toContain("-400px -400px");
  await page.mouse.move(box.x + 60, box.y + 80);
  await expect.poll(() => swell(page), { message: "the larger dots follow the pointer" }).toContain("60px 80px");
});

test("the dot grid is still for a visitor who asks for reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(`${hosts.northwind}/`);
  expect((await grid(page).boundingBox())?.height ?? 0, "the grid covers the hero").toBeGreaterThan(100);
  await page.waitForLoadState("networkidle");
  expect(await breathes(page)).toBe(false);
});
