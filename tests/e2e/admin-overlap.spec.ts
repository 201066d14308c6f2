import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";
import { ACME_ADMIN, ADMIN, signIn } from "./sign-in";

// Issue 37, "What a new user noticed": in edit mode the admin's floating controls covered the page (Create New
// over Northwind's "Book a consultation", the edit bar over the fixed bottom banner's text). The floating
// controls (the admin dock with Create New and the edit bar, the section and post pencils) stack above fixed
// bottom banners and leave every control of the page clickable, at 1280 and 390 px, on the three demo homes.

const HOMES = [
  { site: "northwind", base: hosts.northwind, admin: ADMIN },
  { site: "acme", base: hosts.acme, admin: ACME_ADMIN },
  { site: "alpenbau", base: hosts.alpen, admin: { email: "admin@alpenbau.test", password: ADMIN.password } },
];
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/**
 * What the admin's floating controls cover in the viewport as it is scrolled now: each page control (a link,
 * button or field outside the admin layer) or fixed bottom banner whose box meets an admin control's box and
 * where, at that spot, the admin control is the topmost element (it takes the click or hides the text).
 * `fixedToo`: the fixed dock counts (at the top and the bottom of the page, where nothing scrolls under it);
 * otherwise only the controls placed in the page's sections.
 */
function coveredNow(page: Page, fixedToo: boolean): Promise<string[]> {
  return page.evaluate((fixedToo) => {
    const ADMIN = "[data-admin-floating]";
    const adminRoots = [...document.querySelectorAll<HTMLElement>(ADMIN)].filter(
      (element) => fixedToo || !element.closest("[data-admin-dock]"),
    );
    const inAdmin = (element: Element | null) => Boolean(element?.closest(`${ADMIN}, [data-admin-dock]`));
    const visible = (rect: DOMRect) => rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth;
    // A control faded out of the way (the help button while the page scrolls) takes no click: nothing to cover.
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== "hidden" && style.display !== "none" && style.pointerEvents !== "none" && style.opacity !== "0";
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") || element.textContent || "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;

    // Admin boxes: every button and the bar itself (a box with no hit area of its own covers nothing).
    const adminBoxes = adminRoots.flatMap((root) => [root, ...root.querySelectorAll("button, [role=toolbar], label, input")]).filter(shown)
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => visible(rect));

    const pageTargets = [
      ...[...document.querySelectorAll("a[href], button, input, select, textarea, summary")].filter((element) => !inAdmin(element) && !element.closest("[data-editor-dialog]")),
      ...document.querySelectorAll('[data-banner-position="bottom"]'),
    ]
      .filter(shown)
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => visible(rect));

    const found = new Set<string>();
    for (const target of pageTargets) {
      for (const admin of adminBoxes) {
        const left = Math.max(target.rect.left, admin.rect.left, 0);
        const right = Math.min(target.rect.right, admin.rect.right, innerWidth);
        const top = Math.max(target.rect.top, admin.rect.top, 0);
        const bottom = Math.min(target.rect.bottom, admin.rect.bottom, innerHeight);
        if (right - left < 1 || bottom - top < 1) continue;
        // Where the boxes meet: the centre and points just inside the corners.
        const points = [
          [(left + right) / 2, (top + bottom) / 2],
          [left + 1, top + 1],
          [right - 1, top + 1],
          [left + 1, bottom - 1],
          [right - 1, bottom - 1],
        ];
        // Covered where both are hit (a round button has no corners to hit) and the admin's control lies above.
        const hit = points.some(([x, y]) => {
          const stack = document.elementsFromPoint(x, y);
          const adminAt = stack.findIndex((element) => admin.element.contains(element));
          const targetAt = stack.findIndex((element) => target.element.contains(element));
          return adminAt !== -1 && targetAt !== -1 && adminAt < targetAt;
        });
        if (hit) found.add(`${name(admin.element)} covers ${name(target.element)}`);
      }
    }
    return [...found];
  }, fixedToo);
}

for (const home of HOMES) {
  for (const viewport of VIEWPORTS) {
    test(`${home.site} home at ${viewport.width} px: the admin's floating controls cover no page control and no bottom banner`, async ({ browser }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      try {
        await signIn(page, home.base, home.admin);
        await page.goto(home.base);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        // Each site's admin layer speaks its default language: found by place and role, not by English names.
        const dock = page.locator("[data-admin-dock]");
        // Edit mode is the bar's first switch (draft mode, issue 40, is the second).
        await expect(dock.getByRole("toolbar").getByRole("switch").first()).toBeChecked();
        await expect(dock.locator("[data-create-new] > button")).toBeVisible();
        const banner = page.locator('[data-banner-position="bottom"]');
        await expect(banner).toBeVisible();

        // The dock stands above the fixed bottom banner, never on it.
        const gapAboveBanner = async () => {
          const [dockBox, bannerBox] = await Promise.all([dock.boundingBox(), banner.boundingBox()]);
          return bannerBox!.y - (dockBox!.y + dockBox!.height);
        };
        await expect.poll(gapAboveBanner).toBeGreaterThanOrEqual(0);

        // The first view, as the admin arrives (the dock settles where it covers nothing).
        await expect.poll(() => coveredNow(page, true), { message: "the first view" }).toEqual([]);

        // Down the page: the section pencils cover nothing they pass; at the end, the dock covers nothing.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = viewport.height / 2; y < height; y += viewport.height / 2) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          expect(await coveredNow(page, false), `scrolled to ${y}`).toEqual([]);
        }
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect.poll(() => coveredNow(page, true), { message: "at the end of the page" }).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}
