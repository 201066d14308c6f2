import type { Browser, Locator, Page } from "@playwright/test";
import { api, seriousAxeFindings } from "./editor-helpers";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";
import { ACME_ADMIN, signIn } from "./sign-in";

// Issue 16 scope 4: Create New → Header and Footer (spec 002 §2 Header, Footer; §3 Settings header_style,
// footer_style; §5, §8 "Error opening header/footer edit modal"). Acme's admin changes the styles; a visitor
// sees them at desktop and phone widths. Acme's styles as seeded are put back after each test.

/** How long a save and the page's refresh may take on a busy machine. */
const STEP_MS = 15_000;
const HOME = `${hosts.acme}/en/`;
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

async function storedStyles(page: Page) {
  const answer = await api(page, "GET", "/api/settings");
  expect(answer.status).toBe(200);
  return { header_style: answer.json?.header_style, footer_style: answer.json?.footer_style };
}

async function restoreStyles(page: Page, styles: Record<string, unknown>) {
  const current = await api(page, "GET", "/api/settings");
  const answer = await api(page, "PATCH", "/api/settings", styles, current.etag ?? undefined);
  expect(answer.status).toBe(200);
}

async function openFromCreateNew(page: Page, item: "Header" | "Footer"): Promise<Locator> {
  await page.getByRole("button", { name: "Create New" }).click();
  await page.getByRole("menu", { name: "Create New" }).getByRole("menuitem", { name: item, exact: true }).click();
  const editor = page.getByRole("dialog", { name: `Edit ${item}` });
  await expect(editor).toBeVisible();
  await expect(editor.getByLabel("Style", { exact: true })).toBeVisible({ timeout: STEP_MS });
  return editor;
}

/** The public site for a visitor who is not signed in, at a screen width. */
async function visitorAt(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(HOME);
  return { page, close: () => context.close() };
}

test.describe("header and footer editors", () => {
  // Signing in, two visitors at two widths and axe on the dialog take longer than the default on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  let original: Record<string, unknown> = {};

  test.beforeEach(async ({ page }) => {
    await signIn(page, hosts.acme, ACME_ADMIN);
    await page.goto(HOME);
    original = await storedStyles(page);
  });

  test.afterEach(async ({ page }) => {
    await restoreStyles(page, original);
  });

  test("switching the header to Mini changes the visitor's header at 1280 and 390 px", async ({ page, browser }) => {
    // Acme's header as seeded: transparent over the page, with the language switch on desktop.
    for (const viewport of WIDTHS) {
      const visitor = await visitorAt(browser, viewport);
      await expect(visitor.page.getByTestId("site-header")).toHaveAttribute("data-style", "transparent");
      await expect(visitor.page.getByTestId("site-header")).toHaveAttribute("data-overlay", "true");
      if (viewport.width === 1280) await expect(visitor.page.getByTestId("site-header").getByRole("button", { name: /^Language:/ })).toBeVisible();
      await visitor.close();
    }

    const editor = await openFromCreateNew(page, "Header");
    const preview = editor.frameLocator('iframe[title="Header preview"]').getByTestId("site-header");
    await expect(preview).toHaveAttribute("data-style", "transparent");
    expect(await seriousAxeFindings(page)).toEqual([]);

    await editor.getByLabel("Style", { exact: true }).selectOption({ label: "Mini" });
    await editor.getByLabel("Background colour").fill("white");
    await editor.getByLabel("Text colour").fill("gray-800");
    // The live preview draws the public header with the draft, at desktop and then at phone width.
    await expect(preview).toHaveAttribute("data-style", "mini");
    await expect(preview.getByRole("button", { name: /^Language:/ })).toHaveCount(0);
    await editor.getByRole("button", { name: "Mobile (390 px)" }).click();
    await expect(editor.locator('iframe[title="Header preview"]')).toHaveAttribute("data-preview-width", "mobile");
    await expect(preview.getByRole("button", { name: "Open menu" })).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);

    await editor.getByRole("button", { name: "Update", exact: true }).click();
    await expect(editor).toBeHidden({ timeout: STEP_MS });
    // The admin's page refreshes in place.
    await expect(page.getByTestId("site-header")).toHaveAttribute("data-style", "mini", { timeout: STEP_MS });

    for (const viewport of WIDTHS) {
      const visitor = await visitorAt(browser, viewport);
      const header = visitor.page.getByTestId("site-header");
      await expect(header).toHaveAttribute("data-style", "mini");
      // No longer over the page: a white bar, with the site's name only for screen readers.
      await expect(header).toHaveAttribute("data-overlay", "false");
      await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
      expect((await header.getByTestId("site-name").locator("span").boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
      await expect(header.getByRole("button", { name: /^Language:/ })).toHaveCount(0);
      await visitor.close();
    }
  });

  test("switching the footer to Grid shows the visitor its columns", async ({ page, browser }) => {
    const before = await visitorAt(browser, WIDTHS[0]);
    await expect(before.page.getByTestId("site-footer")).toHaveAttribute("data-layout", "compact");
    await expect(before.page.getByTestId("site-footer").getByRole("heading", { name: "Profile" })).toHaveCount(0);
    await before.close();

    const editor = await openFromCreateNew(page, "Footer");
    const preview = editor.frameLocator('iframe[title="Footer preview"]').getByTestId("site-footer");
    await expect(preview).toHaveAttribute("data-layout", "compact");
    expect(await seriousAxeFindings(page)).toEqual([]);
    await editor.getByLabel("Style", { exact: true }).selectOption({ label: "Grid" });
    await expect(preview).toHaveAttribute("data-layout", "grid");
    // The admin's own footer: the account column shows the admin links.
    await expect(preview.getByRole("heading", { name: "Admin" })).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);

    await editor.getByRole("button", { name: "Update", exact: true }).click();
    await expect(editor).toBeHidden({ timeout: STEP_MS });

    for (const viewport of WIDTHS) {
      const visitor = await visitorAt(browser, viewport);
      const footer = visitor.page.getByTestId("site-footer");
      await expect(footer).toHaveAttribute("data-layout", "grid");
      await expect(footer.getByRole("heading", { name: "Profile" })).toBeVisible();
      await visitor.close();
    }
    expect((await storedStyles(page)).footer_style).toMatchObject({ type: "grid", background: "teal-950" });
  });

  test("a save from a stale version shows the conflict view, and Keep mine saves the admin's colour", async ({ page }) => {
    const editor = await openFromCreateNew(page, "Header");
    await editor.getByLabel("Hover colour").fill("sky-600");

    // Another admin saves the header meanwhile.
    const current = await api(page, "GET", "/api/settings");
    const theirs = Object.assign({}, current.json?.header_style, { color_hover: "rose-300" });
    expect((await api(page, "PATCH", "/api/settings", { header_style: theirs }, current.etag ?? undefined)).status).toBe(200);

    await editor.getByRole("button", { name: "Update", exact: true }).click();
    await expect(editor.getByText("Someone else saved a newer version of this.", { exact: false })).toBeVisible({ timeout: STEP_MS });
    await expect(editor.getByLabel("Hover colour")).toHaveValue("sky-600");
    await expect(editor.getByText("rose-300")).toBeVisible();
    await editor.getByRole("radio", { name: /Keep mine/ }).first().check();
    await editor.getByRole("button", { name: "Update", exact: true }).click();
    await expect(editor).toBeHidden({ timeout: STEP_MS });
    expect((await storedStyles(page)).header_style).toMatchObject({ color_hover: "sky-600" });
  });

  test("settings that fail to load say 'Error opening footer edit modal' and Retry opens the editor", async ({ page }) => {
    await page.route("**/api/settings", (route) => (route.request().method() === "GET" ? route.fulfill({ status: 500, json: { error: { code: "internal", message: "down" } } }) : route.fallback()));
    await page.getByRole("button", { name: "Create New" }).click();
    await page.getByRole("menu", { name: "Create New" }).getByRole("menuitem", { name: "Footer", exact: true }).click();
    const editor = page.getByRole("dialog", { name: "Edit Footer" });
    await expect(editor.getByRole("alert")).toHaveText(/Error opening footer edit modal/);
    await page.unroute("**/api/settings");
    await editor.getByRole("button", { name: "Retry" }).click();
    await expect(editor.getByLabel("Style", { exact: true })).toHaveValue("compact");
  });
});
