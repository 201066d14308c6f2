import type { Locator, Page } from "@playwright/test";
import es from "../../messages/es.json" with { type: "json" };
import { api, deleteByTypedTitle, seriousAxeFindings } from "./editor-helpers";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";
import { ADMIN, signIn } from "./sign-in";

/** How long a save and the page's refresh in place may take on a busy machine. */
const STEP_MS = 15_000;
const PATH = "/api/template-heading-sections";

/** The page's own sections, never the editor's preview of one. */
const onPage = (page: Page, id: string) => page.locator(`#content [data-section-id="${id}"]`);

/** A new heading section first on Northwind's home. */
async function createHeading(page: Page, fields: Record<string, unknown>): Promise<string> {
  const created = await api(page, "POST", PATH, { description_text: "Made to measure.", ...fields, url_page: "/home", after: null });
  expect(created.status).toBe(201);
  return String(created.json?.id);
}

async function removeHeading(page: Page, id: string) {
  const current = await api(page, "GET", `${PATH}/${id}`);
  if (current.status === 200) await api(page, "DELETE", `${PATH}/${id}`, undefined, current.etag ?? undefined);
}

async function openEditor(page: Page, title: string, names = { edit: "Edit section: ", dialog: "Edit Heading Section" }): Promise<Locator> {
  await page.getByRole("button", { name: `${names.edit}${title}`, exact: true }).click();
  const editor = page.getByRole("dialog", { name: names.dialog });
  await expect(editor).toBeVisible();
  return editor;
}

async function openCreate(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: /^Add a section after: / }).first().click();
  await page.getByRole("menuitem", { name: "Heading Section", exact: true }).click();
  const editor = page.getByRole("dialog", { name: "Create Heading Section" });
  await expect(editor).toBeVisible();
  return editor;
}

test.describe("heading section editor", () => {
  test("creates a heading section at a plus, with the spec's three messages first", async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const editor = await openCreate(page);
    await expect(editor.getByRole("button", { name: "Delete" })).toHaveCount(0);

    await editor.getByLabel("Page URL", { exact: true }).fill("");
    await editor.getByRole("button", { name: "Create", exact: true }).click();
    await expect(editor.getByText("Please enter a heading name")).toBeVisible();
    await expect(editor.getByText("Please enter a description text")).toBeVisible();
    await expect(editor.getByText('Please enter a page URL (e.g., "/about" or "/")')).toBeVisible();

    const name = `Built to last ${Date.now()}`;
    await editor.getByLabel("Heading name", { exact: true }).fill(name);
    await editor.getByLabel("Description text", { exact: true }).fill("Every project, start to finish.");
    await editor.getByLabel("Page URL", { exact: true }).fill("/");
    // The button URL is optional.
    await editor.getByLabel("Button text", { exact: true }).fill("Talk to us");
    await expect(editor.getByText(/^Please enter/)).toHaveCount(0);
    await expect(editor.getByTestId("heading-section-preview").locator("h2")).toHaveText(name);

    // No full reload: a marker on the window survives the refresh in place.
    await page.evaluate(() => Object.assign(window, { keptAcrossSave: true }));
    await editor.getByRole("button", { name: "Create", exact: true }).click();
    await expect(editor).toBeHidden();
    const created = page.locator("#content [data-section-id]").nth(1);
    await expect(created.locator("h2")).toHaveText(name, { timeout: STEP_MS });
    await expect(created).toHaveAttribute("data-section-kind", "heading_section");
    expect(await page.evaluate(() => "keptAcrossSave" in window)).toBe(true);
    await removeHeading(page, (await created.getAttribute("data-section-id"))!);
  });

  test("adds the third part only once the second is shown, and removing a part clears it", async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const editor = await openCreate(page);
    const second = editor.getByLabel("Second part (highlighted)", { exact: true });
    const third = editor.getByLabel("Third part", { exact: true });

    await expect(editor.getByRole("button", { name: "Add third part" })).toHaveCount(0);
    await expect(second).toHaveCount(0);
    await editor.getByRole("button", { name: "Add second part" }).click();
    await expect(editor.getByRole("button", { name: "Add second part" })).toHaveCount(0);
    await second.fill("bold");
    await editor.getByRole("button", { name: "Add third part" }).click();
    await third.fill("ideas");
    await editor.getByLabel("Heading name", { exact: true }).fill("Build");
    await expect(editor.getByTestId("heading-section-preview").locator("h2")).toHaveText("Build bold ideas");

    // The second part cannot go while the third stands on it.
    await expect(editor.getByRole("button", { name: "Remove second part" })).toHaveCount(0);
    await editor.getByRole("button", { name: "Remove third part" }).click();
    await expect(third).toHaveCount(0);
    await expect(editor.getByTestId("heading-section-preview").locator("h2")).toHaveText("Build bold");
    await editor.getByRole("button", { name: "Remove second part" }).click();
    await editor.getByRole("button", { name: "Add second part" }).click();
    await expect(second).toHaveValue("");
    await expect(editor.getByTestId("heading-section-preview").locator("h2")).toHaveText("Build");
  });

  test("edits a heading section: the preview follows, then the page and a visitor see it", async ({ page, browser }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const name = `Plan ${Date.now()}`;
    const id = await createHeading(page, { name });
    await page.reload();
    const editor = await openEditor(page, name);
    const preview = editor.getByTestId("heading-section-preview").locator("[data-section-id]");

    await editor.getByLabel("Heading name", { exact: true }).fill(`${name} ahead`);
    await editor.getByRole("button", { name: "Add second part" }).click();
    await editor.getByLabel("Second part (highlighted)", { exact: true }).fill("with care");
    await editor.getByRole("button", { name: "Clean (full screen)" }).click();
    await editor.getByLabel("Text style", { exact: true }).selectOption("codedharmony");
    await editor.getByRole("radio", { name: "Text link" }).check();
    await editor.getByLabel("Button text", { exact: true }).fill("See our work");
    await editor.getByLabel("Button URL", { exact: true }).fill("/about");
    await editor.getByRole("switch", { name: "Gradient background" }).check();
    await editor.getByRole("button", { name: "Sunset Glow" }).click();

    const expectEdited = async (section: Locator, { onPage = true } = {}) => {
      await expect(section.locator("h2")).toHaveText(`${name} ahead with care`);
      // The clean variant: its text centred, and on the page it fills the screen (the preview only fills its box).
      await expect(section.locator("h2")).toHaveCSS("text-align", "center");
      if (onPage) expect(await section.evaluate((node) => parseFloat(getComputedStyle(node).minHeight) >= window.innerHeight)).toBe(true);
      await expect(section.locator("h2")).toHaveClass(/hs-codedharmony-title/);
      await expect(section).toHaveClass(/gf-amber-100/);
      await expect(section.getByRole("link", { name: /See our work/ })).toHaveAttribute("href", "/about");
    };
    await expectEdited(preview, { onPage: false });

    await editor.getByRole("button", { name: "Update" }).click();
    await expect(editor).toBeHidden();
    await expect(onPage(page, id).locator("h2")).toHaveText(`${name} ahead with care`, { timeout: STEP_MS });
    await expectEdited(onPage(page, id));

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${hosts.northwind}/`);
    await expectEdited(onPage(visitorPage, id));
    await visitor.close();
    await removeHeading(page, id);
  });

  test("an edit under /es/ changes only the Spanish text", async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const stamp = Date.now();
    const english = `Quality ${stamp}`;
    const id = await createHeading(page, { name: english, name_translation: { es: `Calidad ${stamp}` } });

    await page.goto(`${hosts.northwind}/es/`);
    const editor = await openEditor(page, `Calidad ${stamp}`, {
      edit: es.EditMode.editSection.replace("{title}", ""),
      dialog: es.Editors.headingSection.editTitle,
    });
    await editor.getByLabel(es.Editors.headingSection.fields.name).first().fill(`Calidad nueva ${stamp}`);
    await expect(editor.getByTestId("heading-section-preview").locator("h2")).toHaveText(`Calidad nueva ${stamp}`);
    await editor.getByRole("button", { name: es.Editors.headingSection.update }).click();
    await expect(editor).toBeHidden();
    await expect(onPage(page, id).locator("h2")).toHaveText(`Calidad nueva ${stamp}`, { timeout: STEP_MS });

    await page.goto(`${hosts.northwind}/`);
    await expect(onPage(page, id).locator("h2")).toHaveText(english);
    await removeHeading(page, id);
  });

  test("deletes a heading section only once its exact name is typed", async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const name = `Delete me ${Date.now()}`;
    const id = await createHeading(page, { name });
    await page.reload();
    const editor = await openEditor(page, name);
    await deleteByTypedTitle(editor, {
      group: "Delete this heading section",
      label: `Type the heading name “${name}” to enable Delete`,
      title: name,
      nearMiss: name.toLowerCase(),
    });
    await expect(onPage(page, id)).toHaveCount(0, { timeout: STEP_MS });
    expect((await api(page, "GET", `${PATH}/${id}`)).status).toBe(404);
  });

  test("the create and edit dialogs have no serious accessibility findings", async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const name = `Axe heading ${Date.now()}`;
    const id = await createHeading(page, { name, name_part_2: "checked", button_text: "Go", url: "/about" });
    await page.reload();

    const editor = await openEditor(page, `${name} checked`);
    await editor.getByRole("switch", { name: "Gradient background" }).check();
    await editor.getByRole("button", { name: "Delete", exact: true }).click();
    expect(await seriousAxeFindings(page)).toEqual([]);
    page.once("dialog", (dialog) => void dialog.accept());
    await editor.getByRole("button", { name: "Cancel" }).last().click();
    await expect(editor).toBeHidden();

    const create = await openCreate(page);
    await create.getByRole("button", { name: "Create", exact: true }).click();
    await expect(create.getByText("Please enter a heading name")).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await removeHeading(page, id);
  });
});
