import type { Locator, Page } from "@playwright/test";
import { api, deleteByTypedTitle, seriousAxeFindings } from "./editor-helpers";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";
import { ADMIN, signIn } from "./sign-in";

// Issue 14: the hero dialog (spec 001 §2.4, §4, §5, §8, §9) — Create New → Hero Section, the toolbar's
// groups, the gradient defaults, the required title, the handles and their clamps, delete, and the page.

/** How long a save and the page's refresh in place may take on a busy machine. */
const STEP_MS = 15_000;
const PATH = "/api/heroes";
const IMAGE = "/storage/v1/object/public/media/10000000-0000-4000-8000-000000000000/hero.svg";

/** The page's own sections, never the editor's preview of one. */
const onPage = (page: Page, id: string) => page.locator(`#content [data-section-id="${id}"]`);

/** A new hero first on Northwind's home. */
async function createHero(page: Page, fields: Record<string, unknown>): Promise<string> {
  const created = await api(page, "POST", PATH, { description: "Made to measure.", button: "Get Started", ...fields, url_page: "/home", after: null });
  expect(created.status).toBe(201);
  return String(created.json?.id);
}

async function removeHero(page: Page, id: string) {
  const current = await api(page, "GET", `${PATH}/${id}`);
  if (current.status === 200) await api(page, "DELETE", `${PATH}/${id}`, undefined, current.etag ?? undefined);
}

async function openEditor(page: Page, title: string): Promise<Locator> {
  await page.getByRole("button", { name: `Edit section: ${title}`, exact: true }).click();
  const editor = page.getByRole("dialog", { name: "Edit Hero Section" });
  await expect(editor).toBeVisible();
  return editor;
}

async function openCreate(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Create New" }).click();
  await page.getByRole("menu", { name: "Create New" }).getByRole("menuitem", { name: "Hero Section", exact: true }).click();
  const editor = page.getByRole("dialog", { name: "Create Hero Section" });
  await expect(editor).toBeVisible();
  return editor;
}

const menuButton = (editor: Locator, name: string) => editor.getByRole("toolbar").getByRole("button", { name, exact: true });
const preview = (editor: Locator) => editor.getByTestId("hero-preview").locator('[data-section-kind="hero"]');

async function openMenu(editor: Locator, name: string): Promise<Locator> {
  const button = menuButton(editor, name);
  if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  return editor.getByRole("group", { name, exact: true });
}

test.describe("hero editor", () => {
  test("creates a hero from Create New with the dialog's defaults, once it has a title", async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const editor = await openCreate(page);
    await expect(editor.getByText("Design your hero section with live preview")).toBeVisible();
    await expect(editor.getByTestId("hero-dialog-badge")).toHaveText("New");
    await expect(editor.getByRole("button", { name: "Delete" })).toHaveCount(0);
    // Spec 001 §9 defaults: the button says "Get Started" and leads to /products; the image menu waits for an image.
    await expect(editor.getByLabel("Button text", { exact: true })).toHaveValue("Get Started");
    await expect(menuButton(editor, "Image Style")).toHaveCount(0);
    await expect(preview(editor).getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/products");

    const create = editor.getByRole("button", { name: "Create Hero Section", exact: true });
    await expect(create).toBeDisabled();
    await editor.getByLabel("Title", { exact: true }).fill("   ");
    await expect(create).toBeDisabled();
    const title = `Welcome aboard ${Date.now()}`;
    await editor.getByLabel("Title", { exact: true }).fill(title);
    await editor.getByLabel("Description", { exact: true }).fill("Everything you need, in one place.");
    await expect(preview(editor).locator("h1")).toHaveText(title);
    await expect(create).toBeEnabled();

    // The image comes from the organisation's library through the gallery picker; Image Style then appears.
    await editor.getByRole("button", { name: "Choose from library" }).click();
    const picker = page.getByRole("dialog", { name: "Choose media" });
    await picker.getByRole("list", { name: "Files" }).getByRole("button").first().click();
    await picker.getByRole("button", { name: "Use this file" }).click();
    await expect(picker).toBeHidden();
    await expect(preview(editor).locator("img[data-hero-image]")).toHaveAttribute("src", /\/storage\/v1\/object\/public\/media\//);
    await expect(menuButton(editor, "Image Style")).toHaveCount(1);

    await page.evaluate(() => Object.assign(window, { keptAcrossSave: true }));
    await create.click();
    await expect(editor).toBeHidden();
    const created = page.locator('#content [data-section-kind="hero"]').filter({ hasText: title });
    await expect(created.locator("h1")).toHaveText(title, { timeout: STEP_MS });
    // The page prints the organisation's own file at its short address (lib/media/site-url.ts).
    await expect(created.locator("img[data-hero-image]")).toHaveAttribute("src", /^\/media\//);
    expect(await page.evaluate(() => "keptAcrossSave" in window)).toBe(true);
    await removeHero(page, (await created.getAttribute("data-section-id"))!);
  });

  test("edits a hero through every toolbar group; the page and a visitor see what the preview showed @platform", async ({ page, browser }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const title = `Plan ahead ${Date.now()}`;
    const id = await createHero(page, { title, image: IMAGE });
    await page.reload();
    const editor = await openEditor(page, title);
    await expect(editor.getByTestId("hero-dialog-badge")).toHaveText("Edit");

    // Only one dropdown is open at a time (spec 001 §4).
    await openMenu(editor, "Layout");
    await openMenu(editor, "Title");
    await expect(menuButton(editor, "Layout")).toHaveAttribute("aria-expanded", "false");

    const image = await openMenu(editor, "Image Style");
    await image.getByLabel("Image position").selectOption("left");
    await image.getByLabel("Width (px)").fill("360");

    const layout = await openMenu(editor, "Layout");
    await layout.getByLabel("Columns", { exact: true }).selectOption("2");
    await layout.getByLabel("Content width").selectOption("5xl");
    await layout.getByLabel("Alignment").selectOption("center");
    await layout.getByLabel("Animation").selectOption("LetterGlitch");
    await layout.getByLabel("SEO title badge").fill("New: spring programme");

    // Gradient on: the spec's default colours; off: cleared; on again for the save.
    const gradient = layout.getByRole("switch", { name: "Gradient background" });
    await gradient.check();
    await expect(layout.getByLabel("From", { exact: true })).toHaveValue("from-blue-50");
    await expect(layout.getByLabel("Via", { exact: true })).toHaveValue("via-white");
    await expect(layout.getByLabel("To", { exact: true })).toHaveValue("to-purple-50");
    await expect(preview(editor)).toHaveClass(/gf-blue-50/);
    await expect(preview(editor).locator("h1")).toHaveClass(/gf-blue-600/);
    await expect(preview(editor).locator("[data-hero-button]")).toHaveClass(/gf-sky-600/);
    await gradient.uncheck();
    await expect(preview(editor)).not.toHaveClass(/gf-blue-50/);
    await expect(preview(editor).locator("h1")).not.toHaveClass(/gf-blue-600/);
    await gradient.check();

    const titleMenu = await openMenu(editor, "Title");
    await titleMenu.getByLabel("Size (desktop)").selectOption("text-5xl");
    const description = await openMenu(editor, "Description");
    await description.getByLabel("Weight").selectOption("bold");
    const button = await openMenu(editor, "Button");
    await button.getByLabel("Button URL").fill("/contact");
    await button.getByRole("switch", { name: "Button above the description" }).check();

    const expectEdited = async (hero: Locator) => {
      await expect(hero.locator("h1")).toHaveText(title);
      // The image on the left: before the title in the page's order.
      expect(await hero.locator("img[data-hero-image]").evaluate((image) => Boolean(image.compareDocumentPosition(image.closest("section")!.querySelector("h1")!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
      await expect(hero.locator('canvas[data-animation="LetterGlitch"]')).toHaveCount(1);
      await expect(hero).toHaveClass(/gf-blue-50/);
      await expect(hero.locator("h1")).toHaveClass(/md:text-5xl/);
      await expect(hero.locator("p").last()).toHaveClass(/font-bold/);
      const badge = hero.getByRole("link", { name: /New: spring programme/ });
      await expect(badge).toContainText("New: spring programme");
      await expect(badge).toContainText("Explore");
      await expect(hero.locator("[data-hero-button]")).toHaveAttribute("href", "/contact");
      // The button stands above the description.
      const order = await hero.locator("[data-hero-button], p").evaluateAll((nodes) => nodes.map((node) => (node.hasAttribute("data-hero-button") ? "button" : "p")));
      expect(order.indexOf("button")).toBeLessThan(order.lastIndexOf("p"));
    };
    await expectEdited(preview(editor));

    await editor.getByRole("button", { name: "Save Changes" }).click();
    await expect(editor).toBeHidden();
    await expect(onPage(page, id).locator('canvas[data-animation="LetterGlitch"]')).toHaveCount(1, { timeout: STEP_MS });
    await expectEdited(onPage(page, id));

    for (const width of [1280, 390]) {
      const visitor = await browser.newContext({ viewport: { width, height: 900 } });
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(`${hosts.northwind}/`);
      await expectEdited(onPage(visitorPage, id));
      await visitor.close();
    }
    await removeHero(page, id);
  });

  test("the title, description and button are typed in place in the preview", async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const title = `In place ${Date.now()}`;
    const id = await createHero(page, { title });
    await page.reload();
    const editor = await openEditor(page, title);

    await editor.getByRole("button", { name: "Edit the title in place" }).click();
    const titleInPlace = editor.getByRole("textbox", { name: "Edit the title in place" });
    await expect(titleInPlace).toBeFocused();
    await titleInPlace.fill(`${title} today`);
    await expect(preview(editor).locator("h1")).toHaveText(`${title} today`);
    await expect(editor.getByLabel("Title", { exact: true })).toHaveValue(`${title} today`);
    // Escape closes the box, not the dialog.
    await page.keyboard.press("Escape");
    await expect(titleInPlace).toHaveCount(0);
    await expect(editor).toBeVisible();

    await editor.getByRole("button", { name: "Edit the description in place" }).click();
    await editor.getByRole("textbox", { name: "Edit the description in place" }).fill("Typed where it shows.");
    await editor.getByRole("button", { name: "Edit the button text in place" }).click();
    await editor.getByRole("textbox", { name: "Edit the button text in place" }).fill("Start now");
    await page.keyboard.press("Enter");
    await expect(preview(editor).locator("p").last()).toHaveText("Typed where it shows.");
    await expect(preview(editor).locator("[data-hero-button]")).toHaveText("Start now");

    await editor.getByRole("button", { name: "Save Changes" }).click();
    await expect(editor).toBeHidden();
    await expect(onPage(page, id).locator("h1")).toHaveText(`${title} today`, { timeout: STEP_MS });
    await expect(onPage(page, id).locator("[data-hero-button]")).toHaveText("Start now");
    await removeHero(page, id);
  });

  test("the title and image handles resize by keyboard and mouse, within the spec's clamps", async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const title = `Handles ${Date.now()}`;
    const id = await createHero(page, { title, image: IMAGE });
    await page.reload();
    const editor = await openEditor(page, title);
    const h1 = preview(editor).locator("h1");

    const titleSize = editor.getByRole("slider", { name: "Title size" });
    await titleSize.focus();
    await page.keyboard.press("End");
    await expect(titleSize).toHaveAttribute("aria-valuenow", "72");
    await expect(h1).toHaveClass(/md:text-7xl/);
    await page.keyboard.press("Home");
    await expect(titleSize).toHaveAttribute("aria-valuenow", "18");
    await page.keyboard.press("ArrowUp");
    await expect(titleSize).toHaveAttribute("aria-valuenow", "20");
    await expect(editor.getByRole("status").filter({ hasText: "20 px (text-xl)" })).toBeAttached();

    // A drag far beyond 120 px keeps the largest title size.
    await titleSize.scrollIntoViewIfNeeded();
    const handle = await titleSize.boundingBox();
    await page.mouse.move(handle!.x + 8, handle!.y + 8);
    await page.mouse.down();
    await page.mouse.move(handle!.x + 400, handle!.y + 400, { steps: 8 });
    await page.mouse.up();
    await expect(h1).toHaveClass(/md:text-7xl/);

    const width = editor.getByRole("slider", { name: "Image width" });
    const height = editor.getByRole("slider", { name: "Image height" });
    await width.focus();
    await page.keyboard.press("ArrowRight");
    await expect(width).toHaveAttribute("aria-valuenow", "410");
    await page.keyboard.press("Home");
    await expect(width).toHaveAttribute("aria-valuenow", "50");
    await page.keyboard.press("ArrowLeft");
    await expect(width).toHaveAttribute("aria-valuenow", "50");

    // The corner drag: both sides follow the mouse and stop at 50 px.
    await editor.getByTestId("image-corner-handle").scrollIntoViewIfNeeded();
    const corner = await editor.getByTestId("image-corner-handle").boundingBox();
    await page.mouse.move(corner!.x + 8, corner!.y + 8);
    await page.mouse.down();
    await page.mouse.move(corner!.x + 108, corner!.y - 500, { steps: 8 });
    await page.mouse.up();
    await expect(width).toHaveAttribute("aria-valuenow", "150");
    await expect(height).toHaveAttribute("aria-valuenow", "50");
    await expect(preview(editor).locator("img[data-hero-image]")).toHaveCSS("width", "150px");

    await editor.getByRole("button", { name: "Save Changes" }).click();
    await expect(editor).toBeHidden();
    await expect(onPage(page, id).locator("img[data-hero-image]")).toHaveCSS("width", "150px", { timeout: STEP_MS });
    await removeHero(page, id);
  });

  test("a save failure shows the server's message or the spec's text; the title is required", async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const title = `Required ${Date.now()}`;
    const id = await createHero(page, { title });
    await page.reload();
    const editor = await openEditor(page, title);
    const save = editor.getByRole("button", { name: "Save Changes" });
    const titleBox = editor.getByLabel("Title", { exact: true });

    await page.route(`**${PATH}/${id}`, (route) =>
      route.request().method() === "PATCH" ? route.fulfill({ status: 500, json: { error: { code: "internal", message: "Something went wrong." } } }) : route.fallback(),
    );
    await titleBox.fill(`${title}!`);
    await save.click();
    await expect(editor.getByRole("alert").filter({ hasText: "Failed to save changes. Please try again." })).toBeVisible();

    await page.unroute(`**${PATH}/${id}`);
    await page.route(`**${PATH}/${id}`, (route) =>
      route.request().method() === "PATCH" ? route.fulfill({ status: 409, json: { error: { code: "conflict", message: "This hero is locked." } } }) : route.fallback(),
    );
    await save.click();
    await expect(editor.getByRole("alert").filter({ hasText: "This hero is locked." })).toBeVisible();
    await page.unroute(`**${PATH}/${id}`);

    // After a save attempt an empty title says so, with a red border, and Save waits for a title.
    await titleBox.fill("  ");
    await expect(editor.getByText("Title is required.", { exact: true })).toBeVisible();
    await expect(titleBox).toHaveAttribute("aria-invalid", "true");
    await expect(titleBox).toHaveClass(/border-red-600/);
    await expect(save).toBeDisabled();
    await titleBox.fill(title);
    await expect(save).toBeEnabled();
    await expect(editor.getByText("Title is required.", { exact: true })).toHaveCount(0);
    await removeHero(page, id);
  });

  test("deletes a hero after the spec's confirmation", async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const title = `Delete me ${Date.now()}`;
    const id = await createHero(page, { title });
    await page.reload();
    const editor = await openEditor(page, title);
    await editor.getByRole("button", { name: "Delete", exact: true }).click();
    const confirmation = editor.getByRole("group", { name: "Delete Hero Section" });
    await expect(confirmation).toContainText("Delete Hero Section");
    await expect(confirmation).toContainText("Are you sure you want to delete this hero section? This action cannot be undone.");
    await confirmation.getByRole("button", { name: "Cancel" }).click();
    await expect(confirmation).toHaveCount(0);
    await deleteByTypedTitle(editor, { group: "Delete Hero Section", label: `Type the title “${title}” to enable Delete`, title, nearMiss: title.toLowerCase() });
    await expect(onPage(page, id)).toHaveCount(0, { timeout: STEP_MS });
    expect((await api(page, "GET", `${PATH}/${id}`)).status).toBe(404);
  });

  test("the create and edit dialogs have no serious accessibility findings", async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const title = `Axe hero ${Date.now()}`;
    const id = await createHero(page, { title, image: IMAGE });
    await page.reload();

    const editor = await openEditor(page, title);
    const layout = await openMenu(editor, "Layout");
    await layout.getByRole("switch", { name: "Gradient background" }).check();
    await editor.getByRole("button", { name: "Delete", exact: true }).click();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await openMenu(editor, "Image Style");
    expect(await seriousAxeFindings(page)).toEqual([]);
    page.once("dialog", (dialog) => void dialog.accept());
    await editor.getByRole("button", { name: "Cancel" }).last().click();
    await expect(editor).toBeHidden();

    const create = await openCreate(page);
    await openMenu(create, "Button");
    expect(await seriousAxeFindings(page)).toEqual([]);
    await removeHero(page, id);
  });
});
