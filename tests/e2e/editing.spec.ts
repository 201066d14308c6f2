import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";
import { ACME_ADMIN, ADMIN, CUSTOMER, signIn } from "./sign-in";

// A string only the admin layer's code holds: a script that contains it is admin code.
const ADMIN_MARKER = "data-edit-controls";

const editBar = (page: Page) => page.getByRole("toolbar", { name: "Editing tools" });
const editButtons = (page: Page) => page.getByRole("button", { name: /^Edit section: / });

/** The scripts a page downloaded that carry admin code. */
async function adminScripts(page: Page, scripts: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    if (body.includes(ADMIN_MARKER)) found.push(url);
  }
  return found;
}

function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.url());
  });
  return scripts;
}

/**
 * Where each section sits relative to the first, and how tall it is: what the buttons must not change.
 * Relative, because banners above the header settle on their own timer for visitors and admins alike.
 */
const sectionLayout = (page: Page) =>
  page.locator("[data-section-id]").evaluateAll((els) => {
    const first = els[0]!.getBoundingClientRect().top;
    return els.map((el) => ({ top: Math.round(el.getBoundingClientRect().top - first), height: Math.round(el.getBoundingClientRect().height) }));
  });

test.describe("edit in place", () => {
  test("Northwind's admin gets the edit bar and a pencil and a plus on every section, reachable by keyboard", async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    await expect(editBar(page)).toBeVisible();
    const sections = await page.locator("[data-section-id]").count();
    expect(sections).toBeGreaterThan(2);
    await expect(editButtons(page)).toHaveCount(sections);
    await expect(page.getByRole("button", { name: /^Add a section after: / })).toHaveCount(sections);

    // Tabbing reaches the first section's pencil, which then shows.
    const first = editButtons(page).first();
    for (let i = 0; i < 80 && !(await first.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await expect(first.locator("xpath=..")).toHaveCSS("opacity", "1");
  });

  test("the plus offers Section and Heading Section in a menu the keyboard can reach and leave", async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const plus = page.getByRole("button", { name: /^Add a section after: / }).first();
    await plus.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: /^Add a section after: / });
    await expect(menu.getByRole("menuitem")).toHaveText(["Section", "Heading Section"]);
    await expect(menu.getByRole("menuitem", { name: "Section", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Heading Section" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(plus).toBeFocused();
  });

  test("the buttons never move the page: sections sit where a visitor sees them", async ({ page, browser }) => {
    const visitor = await browser.newPage();
    await visitor.goto(`${hosts.northwind}/`);
    // As the admin's page below: hydrated, banners in their slots, nothing loading.
    await visitor.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await visitor.waitForLoadState("networkidle");
    const visitorBoxes = await sectionLayout(visitor);
    await visitor.close();

    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    await expect(editButtons(page).first()).toBeAttached();
    await page.waitForLoadState("networkidle");
    const adminBoxes = await sectionLayout(page);
    expect(adminBoxes).toEqual(visitorBoxes);
  });

  test("edit mode can be switched off and stays off after a reload", async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const toggle = editBar(page).getByRole("switch", { name: "Edit mode" });
    await expect(toggle).toBeChecked();
    await toggle.uncheck();
    await expect(editButtons(page)).toHaveCount(0);
    await page.reload();
    await expect(editBar(page).getByRole("switch", { name: "Edit mode" })).not.toBeChecked();
    await expect(editButtons(page)).toHaveCount(0);
    await editBar(page).getByRole("switch", { name: "Edit mode" }).check();
    await expect(editButtons(page).first()).toBeAttached();
  });

  test("a visitor downloads no admin code and sees no editing controls", async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(`${hosts.northwind}/`);
    await page.waitForLoadState("networkidle");
    await expect(editBar(page)).toHaveCount(0);
    await expect(editButtons(page)).toHaveCount(0);
    expect(await adminScripts(page, scripts)).toEqual([]);
  });

  for (const [who, base, account] of [
    ["a customer", hosts.northwind, CUSTOMER],
    ["Acme's admin", hosts.northwind, ACME_ADMIN],
  ] as const) {
    test(`${who} on Northwind's site gets no editing controls and no admin code`, async ({ page }) => {
      await signIn(page, base, account);
      const scripts = recordScripts(page);
      await page.goto(`${base}/`);
      await page.waitForLoadState("networkidle");
      await expect(editBar(page)).toHaveCount(0);
      await expect(editButtons(page)).toHaveCount(0);
      expect(await adminScripts(page, scripts)).toEqual([]);
    });
  }

  test("the admin's page with the editing layer has no serious accessibility findings", async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    await expect(editButtons(page).first()).toBeAttached();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });
});

/** The last template section of Northwind's home: its title, and its pencil. */
async function lastSection(page: Page) {
  const section = page.locator("[data-section-type]").last();
  const title = (await section.locator("h2").first().textContent())!.trim();
  return { section, title };
}

async function openEditor(page: Page, title: string) {
  await page.getByRole("button", { name: `Edit section: ${title}` }).click();
  const editor = page.getByRole("dialog", { name: "Edit Template Section" });
  await expect(editor.getByLabel("Section title")).toBeVisible();
  return editor;
}

async function saveTitle(page: Page, from: string, to: string) {
  const editor = await openEditor(page, from);
  await editor.getByLabel("Section title").fill(to);
  await editor.getByRole("button", { name: "Update" }).click();
  await expect(editor).toBeHidden();
}

/** How long an undo or redo (a save on the server, then the page's refresh) may take on a busy machine. */
const STEP_MS = 15_000;

test.describe("saving, conflicts and undo", () => {
  test("two admins save the same section: the second sees both values, keeps their text and wins", async ({ browser }) => {
    const [a, b] = [await browser.newContext(), await browser.newContext()];
    const [pageA, pageB] = [await a.newPage(), await b.newPage()];
    for (const page of [pageA, pageB]) {
      await signIn(page, hosts.northwind, ADMIN);
      await page.goto(`${hosts.northwind}/`);
    }
    const { title } = await lastSection(pageA);
    const editorB = await openEditor(pageB, title);
    await editorB.getByLabel("Section title").fill("Title from the second admin");

    await saveTitle(pageA, title, "Title from the first admin");

    await editorB.getByRole("button", { name: "Update" }).click();
    await expect(editorB.getByText("Someone else saved a newer version of this.", { exact: false })).toBeVisible();
    await expect(editorB.getByLabel("Section title")).toHaveValue("Title from the second admin");
    await expect(editorB.getByText("Title from the first admin")).toBeVisible();
    await editorB.getByRole("radio", { name: /Keep mine/ }).first().check();
    await editorB.getByRole("button", { name: "Update" }).click();
    await expect(editorB).toBeHidden();

    await pageA.reload();
    await expect((await lastSection(pageA)).section.locator("h2").first()).toHaveText("Title from the second admin");
    await saveTitle(pageA, "Title from the second admin", title);
    await a.close();
    await b.close();
  });

  test("Ctrl+Z undoes a saved change and Ctrl+Shift+Z redoes it, across reloads", async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const { section, title } = await lastSection(page);
    const heading = section.locator("h2").first();
    // Unique per run: a retry after a failed attempt still makes a change that can be undone.
    const changed = `A title to undo ${Date.now()}`;
    await saveTitle(page, title, changed);
    await expect(heading).toHaveText(changed);

    await page.reload();
    await expect(editBar(page)).toBeVisible();
    await page.keyboard.press("Control+z");
    await expect(page.getByRole("status").filter({ hasText: "Undone: " })).toBeVisible({ timeout: STEP_MS });
    await expect(heading).toHaveText(title, { timeout: STEP_MS });

    await page.reload();
    await expect(heading).toHaveText(title);
    await expect(editBar(page)).toBeVisible();
    await page.keyboard.press("Control+Shift+z");
    await expect(page.getByRole("status").filter({ hasText: "Redone: " })).toBeVisible({ timeout: STEP_MS });
    await expect(heading).toHaveText(changed, { timeout: STEP_MS });

    await page.reload();
    await expect(heading).toHaveText(changed);
    await expect(editBar(page)).toBeVisible();
    await page.keyboard.press("Control+z");
    await expect(heading).toHaveText(title, { timeout: STEP_MS });
  });
});
