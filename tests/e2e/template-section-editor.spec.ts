import type { Locator, Page } from "@playwright/test";
import es from "../../messages/es.json" with { type: "json" };
import { NORTHWIND } from "../helpers/seed-ids";
import { expect, test } from "./fixtures";
import { api, deleteByTypedTitle, seriousAxeFindings } from "./editor-helpers";
import { hosts } from "./hosts";
import { ADMIN, signIn } from "./sign-in";

/** How long a save and the page's refresh in place may take on a busy machine. */
const STEP_MS = 15_000;

const SECTION_TYPES = ["general", "reviews", "help_center", "real_estate", "brand", "article_slider", "contact", "faq", "pricing_plans"];

/** The page's own sections, never the editor's preview of one. */
const onPage = (page: Page, id: string) => page.locator(`#content [data-section-id="${id}"]`);

/** A new section on Northwind's home, after the first section, with two of the organisation's metric cards. */
async function createSection(page: Page, fields: Record<string, unknown>): Promise<string> {
  const created = await api(page, "POST", "/api/template-sections", { section_type: "general", ...fields, url_page: "/home", after: null });
  expect(created.status).toBe(201);
  const id = String(created.json?.id);
  const cards = await api(page, "PUT", `/api/template-sections/${id}/metrics`, { metric_ids: NORTHWIND.metrics.slice(0, 2) }, created.etag ?? undefined);
  expect(cards.status).toBe(200);
  return id;
}

async function removeSection(page: Page, id: string) {
  const current = await api(page, "GET", `/api/template-sections/${id}`);
  if (current.status === 200) await api(page, "DELETE", `/api/template-sections/${id}`, undefined, current.etag ?? undefined);
}

async function openEditor(page: Page, title: string, names = { edit: "Edit section: ", dialog: "Edit Template Section" }): Promise<Locator> {
  await page.getByRole("button", { name: `${names.edit}${title}`, exact: true }).click();
  const editor = page.getByRole("dialog", { name: names.dialog });
  await expect(editor).toBeVisible();
  return editor;
}

test.describe("template section editor", () => {
  test("creates a general section at a plus, asking for a title first, and shows it in place", async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    await page.getByRole("button", { name: /^Add a section after: / }).first().click();
    await page.getByRole("menuitem", { name: "Section", exact: true }).click();

    const editor = page.getByRole("dialog", { name: "Create Template Section" });
    await expect(editor.getByText("Save the section first to add metrics")).toBeVisible();
    await expect(editor.getByRole("button", { name: "Delete" })).toHaveCount(0);
    await editor.getByRole("button", { name: "Create", exact: true }).click();
    await expect(editor.getByText("Please enter a section title")).toBeVisible();

    const title = `Our numbers ${Date.now()}`;
    await editor.getByLabel("Section title").fill(title);
    const description = editor.getByRole("textbox", { name: "Section description" });
    await description.click();
    await editor.getByRole("button", { name: "Bold" }).click();
    // The toolbar hands the focus back to the text before the admin types.
    await expect(description).toBeFocused();
    await page.keyboard.type("Bold claim");
    await expect(editor.getByTestId("template-section-preview").locator("strong")).toHaveText("Bold claim");

    // No full reload: a marker on the window survives the refresh in place.
    await page.evaluate(() => Object.assign(window, { keptAcrossSave: true }));
    await editor.getByRole("button", { name: "Create", exact: true }).click();
    await expect(editor).toBeHidden();
    const created = page.locator("#content [data-section-id]").nth(1);
    await expect(created.locator("h2")).toHaveText(title, { timeout: STEP_MS });
    await expect(created.locator("header strong")).toHaveText("Bold claim");
    expect(await page.evaluate(() => "keptAcrossSave" in window)).toBe(true);
    await removeSection(page, (await created.getAttribute("data-section-id"))!);
  });

  test("edits a section: every control shows in the live preview, then for a visitor", async ({ page, browser }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const title = `Layout test ${Date.now()}`;
    const id = await createSection(page, { section_title: title });
    await page.reload();
    const editor = await openEditor(page, title);
    const preview = editor.getByTestId("template-section-preview");

    const changed = `${title} changed`;
    await editor.getByLabel("Section title").fill(changed);
    await expect(preview.locator("h2")).toHaveText(changed);
    await editor.getByLabel("Grid columns").selectOption("4");
    await editor.getByLabel("Text style").selectOption("magazine");
    await editor.getByLabel("Metric image height").selectOption("h-64");
    await editor.getByRole("radio", { name: "Center", exact: true }).check();
    await editor.getByRole("switch", { name: "Full width" }).check();
    await editor.getByRole("switch", { name: "Gradient background" }).check();
    await editor.getByRole("button", { name: "Sunset Glow" }).click();

    const expectLayout = async (section: Locator) => {
      await expect(section.locator("h2")).toHaveClass(/ts-magazine-title/);
      // Full width: the section spans the viewport.
      expect(await section.evaluate((node) => Math.round(node.getBoundingClientRect().width) === window.innerWidth)).toBe(true);
      await expect(section).toHaveClass(/gf-amber-100/);
      await expect(section.locator("header")).toHaveClass(/text-center/);
      await expect(section.locator("header + div")).toHaveClass(/\bcols-4\b/);
      await expect(section.getByRole("article").first().locator("img, video, iframe, a").first()).toHaveClass(/h-64/);
    };
    await expectLayout(preview.locator("[data-section-id]"));

    await editor.getByRole("button", { name: "Update" }).click();
    await expect(editor).toBeHidden();
    await expect(onPage(page, id).locator("h2")).toHaveText(changed, { timeout: STEP_MS });
    await expectLayout(onPage(page, id));

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${hosts.northwind}/`);
    await expect(onPage(visitorPage, id).locator("h2")).toHaveText(changed);
    await expectLayout(onPage(visitorPage, id));
    await visitor.close();
    await removeSection(page, id);
  });

  test("deletes a section only once its exact title is typed, and Ctrl+Z brings it back", async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const title = `Delete me ${Date.now()}`;
    const id = await createSection(page, { section_title: title });
    await page.reload();
    const editor = await openEditor(page, title);
    await deleteByTypedTitle(editor, {
      group: "Delete this section",
      label: `Type the section title “${title}” to enable Delete`,
      title,
      nearMiss: title.toUpperCase(),
    });
    await expect(onPage(page, id)).toHaveCount(0, { timeout: STEP_MS });

    await page.keyboard.press("Control+z");
    await expect(onPage(page, id).locator("h2")).toHaveText(title, { timeout: STEP_MS });
    await removeSection(page, id);
  });

  test("renders each of the nine section types after creation", async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const stamp = Date.now();
    const ids: string[] = [];
    for (const type of SECTION_TYPES) ids.push(await createSection(page, { section_type: type, section_title: `${type} ${stamp}` }));
    await page.reload();
    for (const [index, type] of SECTION_TYPES.entries()) {
      const section = onPage(page, ids[index]);
      await expect(section).toHaveAttribute("data-section-type", type);
      await expect(section.locator("h2").first()).toHaveText(`${type} ${stamp}`);
    }
    for (const id of ids) await removeSection(page, id);
  });

  test("an edit under /es/ changes only the Spanish text", async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const stamp = Date.now();
    const english = `Numbers ${stamp}`;
    const id = await createSection(page, { section_title: english, section_title_translation: { es: `Cifras ${stamp}` } });

    await page.goto(`${hosts.northwind}/es/`);
    const editor = await openEditor(page, `Cifras ${stamp}`, {
      edit: es.EditMode.editSection.replace("{title}", ""),
      dialog: es.Editors.templateSection.editTitle,
    });
    await editor.getByLabel(es.Editors.templateSection.fields.section_title).fill(`Cifras nuevas ${stamp}`);
    await expect(editor.getByTestId("template-section-preview").locator("h2")).toHaveText(`Cifras nuevas ${stamp}`);
    await editor.getByRole("button", { name: es.Editors.templateSection.update }).click();
    await expect(editor).toBeHidden();
    await expect(onPage(page, id).locator("h2")).toHaveText(`Cifras nuevas ${stamp}`, { timeout: STEP_MS });

    await page.goto(`${hosts.northwind}/`);
    await expect(onPage(page, id).locator("h2")).toHaveText(english);
    await removeSection(page, id);
  });

  test("a video-site link without an id to embed shows as a link to the video, never as a broken picture", async ({ page }) => {
    await page.goto(`${hosts.acme}/`);
    // Acme's "Tenerife volcánica" card: https://vimeo.com/acmeviajes/teide.
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Tenerife volcánica" }) });
    await expect(card.getByRole("link", { name: /Tenerife volcánica/ })).toHaveAttribute("href", "https://vimeo.com/acmeviajes/teide");
    await expect(card.locator("img")).toHaveCount(0);
  });

  test("the create and edit dialogs have no serious accessibility findings", async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const title = `Axe check ${Date.now()}`;
    const id = await createSection(page, { section_title: title, section_description: "<p>With <a href=\"/about\">a link</a></p>" });
    await page.reload();

    const editor = await openEditor(page, title);
    await editor.getByRole("switch", { name: "Gradient background" }).check();
    await editor.getByRole("button", { name: "Delete", exact: true }).click();
    expect(await seriousAxeFindings(page)).toEqual([]);
    // The footer's Cancel (the last one) closes the editor; leaving the unsaved switch is confirmed.
    page.once("dialog", (dialog) => void dialog.accept());
    await editor.getByRole("button", { name: "Cancel" }).last().click();
    await expect(editor).toBeHidden();

    await page.getByRole("button", { name: /^Add a section after: / }).first().click();
    await page.getByRole("menuitem", { name: "Section", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Create Template Section" })).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await removeSection(page, id);
  });
});
