import type { Dialog, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";
import { ADMIN, signIn } from "./sign-in";

// The admin layer's command palette, Create New menu and editor dialog shell (spec 002 §2, §4, §8, §9;
// spec 001 §2 "All editor dialogs are draggable, not resizable, and have a fullscreen toggle").

const CATEGORIES = ["Content", "Navigation", "Pages", "Products", "Interactive", "General"];

const palette = (page: Page) => page.getByRole("dialog", { name: "Command palette" });
const search = (page: Page) => palette(page).getByRole("combobox", { name: "Search commands" });
const selected = (page: Page) => palette(page).getByRole("option", { selected: true });
const createNew = (page: Page) => page.getByRole("button", { name: "Create New" });
const menu = (page: Page) => page.getByRole("menu", { name: "Create New" });

/** Every browser dialog (alert, confirm) the page raises, answered with `answer` for confirms. */
function recordBrowserDialogs(page: Page, answer: { confirm: boolean } = { confirm: false }) {
  const seen: { type: string; message: string }[] = [];
  page.on("dialog", async (dialog: Dialog) => {
    seen.push({ type: dialog.type(), message: dialog.message() });
    if (dialog.type() === "confirm" && !answer.confirm) await dialog.dismiss();
    else await dialog.accept();
  });
  return seen;
}

async function openAsAdmin(page: Page) {
  await signIn(page, hosts.northwind, ADMIN);
  await page.goto(`${hosts.northwind}/`);
  await expect(page.getByRole("toolbar", { name: "Editing tools" })).toBeVisible();
}

async function openPalette(page: Page) {
  await page.keyboard.press("Control+k");
  await expect(palette(page)).toBeVisible();
}

/** The group names, in order (each group is labelled by its heading). */
async function groupNames(container: Locator): Promise<string[]> {
  return container.getByRole("group").evaluateAll((groups) =>
    groups.map((group) => document.getElementById(group.getAttribute("aria-labelledby") ?? "")?.textContent?.trim() ?? ""),
  );
}

/** The first template section's editor, opened with its pencil. */
async function openSectionEditor(page: Page): Promise<{ editor: Locator; pencil: Locator }> {
  const pencil = page.locator("[data-section-type]").first().getByRole("button", { name: /^Edit section: / });
  await pencil.click();
  const editor = page.getByRole("dialog", { name: /Template Section/ });
  // Loaded, not the loading state: the form's height decides where the dialog sits.
  await expect(editor.getByLabel("Section title")).toBeVisible();
  return { editor, pencil };
}

test.describe("command palette", () => {
  test.beforeEach(async ({ page }) => openAsAdmin(page));

  test("opens with Ctrl+K as a modal with a focused search box, grouped results and footer hints", async ({ page }) => {
    await openPalette(page);
    await expect(search(page)).toBeFocused();
    expect(await groupNames(palette(page))).toEqual(CATEGORIES);
    for (const hint of ["to navigate", "to select", "to close"]) await expect(palette(page).getByText(hint)).toBeVisible();
    await expect(palette(page).getByRole("option", { name: /Heading Section/ })).toContainText("Ctrl+Shift+H");
  });

  test("moves the selection with the arrow keys without wrapping, and starts again at the top when the results change", async ({ page }) => {
    await openPalette(page);
    const options = palette(page).getByRole("option");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowUp");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");

    const count = await options.count();
    for (let i = 0; i < count + 3; i++) await page.keyboard.press("ArrowDown");
    await expect(options.last()).toHaveAttribute("aria-selected", "true");
    await expect(search(page)).toHaveAttribute("aria-activedescendant", (await options.last().getAttribute("id"))!);

    await search(page).fill("section");
    await page.keyboard.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await search(page).fill("hero");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
  });

  test("runs the highlighted command with Enter and closes; a coming-soon command says so", async ({ page }) => {
    const dialogs = recordBrowserDialogs(page);
    await openPalette(page);
    await search(page).fill("hero");
    await expect(selected(page)).toContainText("Hero Section");
    await page.keyboard.press("Enter");
    await expect(palette(page)).toBeHidden();
    // Issue 14: the hero command opens its editor.
    await expect(page.getByRole("dialog", { name: "Create Hero Section" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Create Hero Section" })).toBeHidden();

    // Issue 16: FAQ opens Global Settings; Product Page is still to come.
    await openPalette(page);
    await search(page).fill("product page");
    await expect(selected(page)).toContainText("Product Page");
    await page.keyboard.press("Enter");
    await expect(palette(page)).toBeHidden();
    await expect.poll(() => dialogs).toEqual([{ type: "alert", message: "Creating Product Page - Coming soon!" }]);
  });

  test("runs a command clicked with the pointer", async ({ page }) => {
    const dialogs = recordBrowserDialogs(page);
    await openPalette(page);
    await palette(page).getByRole("option", { name: /^Product Page/ }).click();
    await expect(palette(page)).toBeHidden();
    await expect.poll(() => dialogs.at(-1)?.message).toBe("Creating Product Page - Coming soon!");
  });

  test("never runs a disabled command", async ({ page }) => {
    const dialogs = recordBrowserDialogs(page);
    await openPalette(page);
    await search(page).fill("pricing");
    const plan = palette(page).getByRole("option", { name: /Pricing Plan/ });
    await expect(plan).toBeDisabled();
    await expect(plan).toContainText("Coming soon");
    await page.keyboard.press("Enter");
    await plan.click({ force: true });
    await expect(palette(page)).toBeVisible();
    expect(dialogs).toEqual([]);
  });

  test("says 'No commands found' and 'Try a different search term' when nothing matches", async ({ page }) => {
    await openPalette(page);
    await search(page).fill("zzzz-nothing");
    await expect(palette(page).getByText("No commands found")).toBeVisible();
    await expect(palette(page).getByText("Try a different search term")).toBeVisible();
    await expect(palette(page).getByRole("option")).toHaveCount(0);
  });

  test("finds the site's posts by title in the language being viewed, and opens them", async ({ page }) => {
    await openPalette(page);
    await search(page).fill("supply chain");
    const post = palette(page).getByRole("option", { name: /Five signs your supply chain needs a reset/ });
    await expect(post).toBeVisible();
    expect(await groupNames(palette(page))).toContain("Pages and posts");
    await post.click();
    await expect(page).toHaveURL(/\/five-signs-your-supply-chain-needs-a-reset$/);

    // Under /es/ the palette speaks Spanish.
    await page.goto(`${hosts.northwind}/es/`);
    await expect(page.getByRole("toolbar", { name: "Herramientas de edición" })).toBeVisible();
    await page.keyboard.press("Control+k");
    const spanish = page.getByRole("dialog", { name: "Paleta de comandos" });
    await spanish.getByRole("combobox", { name: "Buscar comandos" }).fill("cadena de suministro");
    await spanish.getByRole("option", { name: /Cinco señales/ }).click();
    await expect(page).toHaveURL(/\/es\/five-signs-your-supply-chain-needs-a-reset$/);
  });

  test("closes on Escape, on the backdrop and on its close button, giving the focus back", async ({ page }) => {
    await openPalette(page);
    await page.keyboard.press("Escape");
    await expect(palette(page)).toBeHidden();

    await openPalette(page);
    await page.mouse.click(5, 5);
    await expect(palette(page)).toBeHidden();

    await openPalette(page);
    await palette(page).getByRole("button", { name: "Close" }).click();
    await expect(palette(page)).toBeHidden();
  });

  test("keeps the page behind still while open", async ({ page }) => {
    await openPalette(page);
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(5, 5);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  test("shows the last 5 chosen commands first as Recent, remembered in localStorage 'recentCommands'", async ({ page }) => {
    // Issue 16: FAQ, Feature, Banner and Submenu open Global Settings at a new item (closing it asks: yes).
    const EDITOR_DIALOGS: Record<string, string> = {
      "Hero Section": "Create Hero Section",
      "Site Map": "Site Map",
      FAQ: "Global Settings",
      Feature: "Global Settings",
      Banner: "Global Settings",
      Submenu: "Global Settings",
    };
    recordBrowserDialogs(page, { confirm: true });
    for (const label of ["Hero Section", "FAQ", "Feature", "Banner", "Submenu", "Site Map"]) {
      await openPalette(page);
      await search(page).fill(label);
      await palette(page).getByRole("option", { name: new RegExp(`^${label}`) }).first().click();
      await expect(palette(page)).toBeHidden();
      // Issues 14 and 15: a command with an editor opens it; close it before the next one.
      const editorName = EDITOR_DIALOGS[label];
      if (editorName) {
        const editor = page.getByRole("dialog", { name: editorName });
        await expect(editor).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(editor).toBeHidden();
      }
    }
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("recentCommands") ?? "[]"));
    expect(stored).toEqual(["siteMap", "submenu", "banner", "feature", "faq"]);

    await openPalette(page);
    expect((await groupNames(palette(page)))[0]).toBe("Recent");
    const recent = palette(page).getByRole("group", { name: "Recent" }).getByRole("option");
    await expect(recent).toHaveCount(5);
    await expect(recent.first()).toContainText("Site Map");
    await search(page).fill("site");
    expect(await groupNames(palette(page))).not.toContain("Recent");
  });

  test("runs Ctrl+Shift+S, +H and +P while closed", async ({ page }) => {
    const dialogs = recordBrowserDialogs(page);
    for (const [keys, label] of [
      ["Control+Shift+S", "Section"],
      ["Control+Shift+H", "Heading Section"],
      ["Control+Shift+P", "Blog Post"],
    ] as const) {
      const before = dialogs.length;
      await page.keyboard.press(keys);
      // Either the command's editor opens or it says it is coming soon.
      const editor = page.getByRole("dialog", { name: new RegExp(label) });
      await expect
        .poll(async () => dialogs.slice(before).some((d) => d.message === `Creating ${label} - Coming soon!`) || (await editor.isVisible()))
        .toBe(true);
      if (await editor.isVisible()) await page.keyboard.press("Escape");
      await expect(palette(page)).toBeHidden();
    }
  });

  test("is off, with its shortcuts, while edit mode is off", async ({ page }) => {
    const dialogs = recordBrowserDialogs(page);
    await page.getByRole("toolbar", { name: "Editing tools" }).getByRole("switch", { name: "Edit mode" }).uncheck();
    await page.keyboard.press("Control+k");
    await page.keyboard.press("Control+Shift+H");
    await page.waitForTimeout(300);
    await expect(palette(page)).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe("Create New menu", () => {
  test.beforeEach(async ({ page }) => openAsAdmin(page));

  test("lists the spec's groups and items, Pricing Plan disabled as coming soon", async ({ page }) => {
    await createNew(page).click();
    await expect(menu(page)).toBeVisible();
    expect(await groupNames(menu(page))).toEqual(CATEGORIES);
    await expect(menu(page).getByRole("menuitem")).toHaveText([
      "Heading Section",
      "Section",
      "Hero Section",
      "Header",
      "Footer",
      "Menu Item",
      "Submenu",
      "Empty Page",
      "Blog Post",
      "Product Page",
      /^Pricing Plan\s*Coming soon$/,
      "FAQ",
      "Feature",
      "Banner",
      "Global Settings",
      "Page Layout",
      "Site Map",
      // Issue 12: the media library joins the General group.
      "Media library",
    ]);
    await expect(menu(page).getByRole("menuitem", { name: /Pricing Plan/ })).toBeDisabled();
  });

  test("is moved through with the arrow keys and closes on Escape with the focus back on its button", async ({ page }) => {
    await createNew(page).focus();
    await page.keyboard.press("Enter");
    await expect(menu(page).getByRole("menuitem").first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu(page).getByRole("menuitem", { name: "Section", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(menu(page).getByRole("menuitem", { name: "Media library" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(createNew(page)).toBeFocused();
  });

  test("closes on a click outside", async ({ page }) => {
    await createNew(page).click();
    await expect(menu(page)).toBeVisible();
    await page.locator("main h1, main h2").first().click();
    await expect(menu(page)).toBeHidden();
  });

  test("says 'Creating {action} - Coming soon!' for an item without an editor", async ({ page }) => {
    const dialogs = recordBrowserDialogs(page);
    await createNew(page).click();
    await menu(page).getByRole("menuitem", { name: "Product Page" }).click();
    await expect(menu(page)).toBeHidden();
    await expect.poll(() => dialogs.at(-1)?.message).toBe("Creating Product Page - Coming soon!");
  });

  test("stays clear of the help-centre button", async ({ page }) => {
    const ours = (await createNew(page).boundingBox())!;
    const help = page.locator("[data-help-widget-button]");
    if (await help.isVisible()) {
      const theirs = (await help.boundingBox())!;
      const overlap = ours.x < theirs.x + theirs.width && theirs.x < ours.x + ours.width && ours.y < theirs.y + theirs.height && theirs.y < ours.y + ours.height;
      expect(overlap).toBe(false);
    }
  });
});

test.describe("editor dialog", () => {
  test.beforeEach(async ({ page }) => openAsAdmin(page));

  test("is a modal labelled by its title, with the focus inside and back on the opener after closing", async ({ page }) => {
    const { editor, pencil } = await openSectionEditor(page);
    await expect(editor).toHaveAttribute("aria-modal", "true");
    await expect(editor.locator(":focus")).toHaveCount(1);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      expect(await editor.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await editor.getByRole("button", { name: "Close" }).click();
    await expect(editor).toBeHidden();
    await expect(pencil).toBeFocused();
  });

  test("moves when its header is dragged", async ({ page }) => {
    const { editor } = await openSectionEditor(page);
    const before = (await editor.boundingBox())!;
    const title = (await editor.getByRole("heading").first().boundingBox())!;
    await page.mouse.move(title.x + 10, title.y + title.height / 2);
    await page.mouse.down();
    await page.mouse.move(title.x + 110, title.y + title.height / 2 + 40, { steps: 5 });
    await page.mouse.up();
    const after = (await editor.boundingBox())!;
    expect(Math.round(after.x - before.x)).toBe(100);
    expect(Math.round(after.y - before.y)).toBe(40);
    expect(Math.round(after.width)).toBe(Math.round(before.width));
  });

  test("toggles fullscreen", async ({ page }) => {
    const { editor } = await openSectionEditor(page);
    const toggle = editor.getByRole("button", { name: "Fullscreen" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    const viewport = page.viewportSize()!;
    const box = (await editor.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([viewport.width, viewport.height]);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  });

  test("opens fullscreen on a 390 px phone and stays usable", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { editor } = await openSectionEditor(page);
    await expect(editor.getByRole("button", { name: "Fullscreen" })).toHaveAttribute("aria-pressed", "true");
    const box = (await editor.boundingBox())!;
    expect(Math.round(box.width)).toBe(390);
    await expect(editor.getByRole("button", { name: "Close" })).toBeInViewport();
  });

  test("asks before Escape throws away a change, and stays open when the admin says no", async ({ page }) => {
    const answer = { confirm: false };
    const dialogs = recordBrowserDialogs(page, answer);
    const { editor } = await openSectionEditor(page);
    const field = editor.getByRole("textbox").first();
    await field.fill(`${await field.inputValue()} changed`);

    await page.keyboard.press("Escape");
    await expect.poll(() => dialogs.map((d) => d.type)).toEqual(["confirm"]);
    await expect(editor).toBeVisible();
    // A second refusal is asked again, not skipped by the browser.
    await page.keyboard.press("Escape");
    await expect.poll(() => dialogs.length).toBe(2);
    await expect(editor).toBeVisible();

    answer.confirm = true;
    await page.keyboard.press("Escape");
    await expect(editor).toBeHidden();
  });

  test("closes on Escape at once when nothing changed", async ({ page }) => {
    const dialogs = recordBrowserDialogs(page);
    const { editor } = await openSectionEditor(page);
    await page.keyboard.press("Escape");
    await expect(editor).toBeHidden();
    expect(dialogs).toEqual([]);
  });
});
