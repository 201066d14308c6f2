import { type BrowserContext, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";

// Spec 002 §4: the help widget's state (chatHelpWidget_state) is saved before a language change and
// restored by the new page when it is less than 5 seconds old.

const DESKTOP = { width: 1280, height: 900 };
const STATE_KEY = "chatHelpWidget_state";

async function quietPage(context: BrowserContext, page: Page) {
  // The cookie banner stays away: it is not under test here.
  await context.addCookies([{ name: "cookies_accepted", value: "true", url: hosts.northwind }]);
  await page.setViewportSize(DESKTOP);
  await page.goto(hosts.northwind);
}

/** Stores a widget state as the language switch does, `ageMs` old, then reloads the page. */
async function reloadWithSavedState(page: Page, ageMs: number, delayMs = 0) {
  await page.evaluate(
    ({ key, ageMs }) =>
      sessionStorage.setItem(key, JSON.stringify({ isOpen: true, size: "half", activeTab: "faq", currentView: "faq", timestamp: Date.now() - ageMs })),
    { key: STATE_KEY, ageMs },
  );
  if (delayMs) {
    await page.route(hosts.northwind + "/", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.continue();
    });
  }
  await page.reload();
  await page.unrouteAll();
}

test("the widget's own language switch keeps it open on the same tab and size", async ({ page, context }) => {
  await quietPage(context, page);
  await page.getByRole("button", { name: "Open help centre" }).click();
  const widget = page.locator("[data-help-widget]");
  await widget.getByRole("tab", { name: "FAQ" }).click();
  await widget.locator("[data-widget-resize]").click();
  await expect(widget).toHaveAttribute("data-size", "half");

  await widget.getByLabel("Language").selectOption("es");
  await page.waitForURL(`${hosts.northwind}/es`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(widget).toHaveAttribute("data-view", "faq");
  await expect(widget).toHaveAttribute("data-size", "half");
  await expect(widget.getByText("¿Cuánto dura un diagnóstico?")).toBeVisible();
  // Used once: a later reload starts closed.
  expect(await page.evaluate((key) => sessionStorage.getItem(key), STATE_KEY)).toBeNull();
});

test("the header's language switch carries the open widget over too", async ({ page, context }) => {
  await quietPage(context, page);
  await page.getByRole("button", { name: "Open help centre" }).click();
  const widget = page.locator("[data-help-widget]");
  await widget.getByRole("tab", { name: "FAQ" }).click();
  await expect(widget).toHaveAttribute("data-view", "faq");

  // By keyboard: the open widget may lie over the header's switch.
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Language: English" }).press("Enter");
  await header.locator('a[hreflang="de"]').press("Enter");
  await page.waitForURL(`${hosts.northwind}/de`);
  await expect(widget).toHaveAttribute("data-view", "faq");
  await expect(widget).toHaveAttribute("data-size", "initial");
});

test("a saved state is restored however long the page takes to load, but not when it is 5 s old", async ({ page, context }) => {
  await quietPage(context, page);
  const widget = page.locator("[data-help-widget]");

  // Saved just now, the page's response held back 6 s: the age counts to the page's start.
  await reloadWithSavedState(page, 0, 6000);
  await expect(widget).toHaveAttribute("data-view", "faq");
  await expect(widget).toHaveAttribute("data-size", "half");

  await widget.getByRole("button", { name: "Close help centre" }).click();
  await expect(widget).toHaveCount(0);
  await reloadWithSavedState(page, 6000);
  // Give a restore every chance to happen before checking that none did.
  await page.waitForTimeout(1500);
  await expect(widget).toHaveCount(0);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), STATE_KEY)).toBeNull();
});
