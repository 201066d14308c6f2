import type { Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import es from "../../messages/es.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { expect, test } from "./fixtures";
import { api } from "./editor-helpers";
import { hosts } from "./hosts";
import { ACME_ADMIN, ADMIN, signIn } from "./sign-in";

// The translation workflow (issue 42): outdated marks in edit mode, "Translate page" with the STAND-IN for the
// translation model that tests/e2e/run.ts starts (tests/helpers/translation-stand-in.ts: it marks its output
// "[fr] "), the review of translations in the change set, XLIFF export and import, and the glossary.

const STEP_MS = 20_000;
const onPage = (page: Page, id: string) => page.locator(`#content [data-section-id="${id}"]`);
const editBar = (page: Page, label: string) => page.getByRole("toolbar", { name: label });

async function createSection(page: Page, values: Record<string, unknown>): Promise<string> {
  const created = await api(page, "POST", "/api/template-sections", { section_type: "general", url_page: "/home", after: null, ...values });
  expect(created.status).toBe(201);
  return String(created.json?.id);
}

async function deleteSection(page: Page, id: string | null) {
  if (!id) return;
  const current = await api(page, "GET", `/api/template-sections/${id}`);
  if (current.status === 200) await api(page, "DELETE", `/api/template-sections/${id}`, undefined, current.etag ?? undefined);
}

/** The site's languages, changed through Global Settings' API (as the Languages tab saves them). */
async function setLanguages(page: Page, change: (locales: string[]) => string[]) {
  const settings = await api(page, "GET", "/api/settings");
  const locales = change(settings.json?.supported_locales as string[]);
  expect((await api(page, "PATCH", "/api/settings", { supported_locales: locales }, settings.etag ?? undefined)).status).toBe(200);
}

/** A translator's edit of an exported file: the unit whose source is `source` gets `target`. */
function translateUnit(xml: string, source: string, target: string): string {
  const at = xml.indexOf(`<source>${source}</source>`);
  expect(at).toBeGreaterThan(0);
  const end = xml.indexOf("</segment>", at);
  const segment = xml.slice(at, end).replace(/\s*<target[\s\S]*?(<\/target>|\/>)/, "");
  return `${xml.slice(0, at)}${segment}<target>${target}</target>${xml.slice(end)}`;
}

test.describe("translation workflow", () => {
  // Each test signs in, edits, translates and publishes across several page loads.
  test.describe.configure({ timeout: 120_000 });
  let sectionId: string | null = null;

  test.afterEach(async ({ page }) => {
    await api(page, "DELETE", "/api/change-set");
    await deleteSection(page, sectionId);
    sectionId = null;
  });

  test("changing an English section title marks its Spanish translation outdated in edit mode, with the English before and now", async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const title = `Our method ${Date.now()}`;
    const id = (sectionId = await createSection(page, { section_title: title, section_title_translation: { es: "Nuestro método" } }));
    await page.reload();
    await page.getByRole("button", { name: `Edit section: ${title}`, exact: true }).click();
    const editor = page.getByRole("dialog", { name: en.Editors.templateSection.editTitle });
    await editor.getByLabel("Section title").fill(`${title}, renewed`);
    await editor.getByRole("button", { name: "Update" }).click();
    await expect(editor).toBeHidden();

    await page.goto(`${hosts.northwind}/es/`);
    await expect(onPage(page, id)).toHaveAttribute("data-outdated", es.EditMode.translationOutdated, { timeout: STEP_MS });
    await onPage(page, id).getByRole("button", { name: new RegExp(`^${es.EditMode.editSection.replace("{title}", "")}`) }).click();
    const spanish = page.getByRole("dialog", { name: es.Editors.templateSection.editTitle });
    const mark = spanish.getByText(es.TranslationReview.outdated, { exact: true });
    await expect(mark).toBeVisible({ timeout: STEP_MS });
    await mark.click();
    await expect(spanish.getByRole("deletion")).toHaveText(title);
    await expect(spanish.getByRole("insertion")).toHaveText(`${title}, renewed`);
  });

  test("Translate page puts Acme's home into French for review; the accepted and published texts reach visitors", async ({ page, browser }) => {
    await signIn(page, hosts.acme, ACME_ADMIN);
    await page.goto(`${hosts.acme}/`);
    await setLanguages(page, (locales) => [...locales, "fr"]);
    try {
      await page.goto(`${hosts.acme}/fr/`);
      const bar = editBar(page, fr.EditMode.toolbar);
      await bar.getByRole("button", { name: fr.TranslationReview.translatePage }).click();
      await page.getByRole("button", { name: fr.TranslationReview.translateInto.replace("{language}", "Français") }).click();
      await expect(page.getByRole("region", { name: fr.TranslationReview.translatePage })).toContainText("textes traduits", { timeout: 60_000 });

      await bar.getByRole("button", { name: /non publiée/ }).click();
      const list = page.getByRole("dialog", { name: fr.Publishing.title });
      const french = list.getByRole("region", { name: /^Traductions · Français/ });
      await expect(french).toBeVisible();
      const items = french.getByRole("listitem");
      const count = await items.count();
      expect(count).toBeGreaterThan(2);
      // Source and translation side by side: the Spanish text and its "[fr] " translation.
      await expect(items.first()).toContainText("[fr] ");
      await items.first().getByRole("button", { name: fr.TranslationReview.discard }).click();
      await expect(items).toHaveCount(count - 1, { timeout: STEP_MS });
      await items.first().getByRole("button", { name: fr.TranslationReview.accept }).click();
      await expect(items).toHaveCount(count - 2, { timeout: STEP_MS });
      await list.getByRole("button", { name: fr.Publishing.publish }).click();
      await expect(list.getByRole("status").filter({ hasText: "publiée" })).toBeVisible({ timeout: STEP_MS });

      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto(`${hosts.acme}/fr/`);
      await expect(visitor.getByText(/^\[fr\] /).first()).toBeVisible({ timeout: STEP_MS });
      await visitor.context().close();
    } finally {
      await page.goto(`${hosts.acme}/`);
      await setLanguages(page, (locales) => locales.filter((locale) => locale !== "fr"));
    }
  });

  test("an exported German XLIFF file, edited by a translator and imported, is published to the German page", async ({ page, browser }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const title = `Field notes ${Date.now()}`;
    const id = (sectionId = await createSection(page, { section_title: title }));

    await page.goto(`${hosts.northwind}/admin/translations?lang=de`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: en.Translations.exchange.exportMissing }).click();
    const file = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of file) chunks.push(chunk as Buffer);
    const xml = Buffer.concat(chunks).toString("utf8");
    const translated = translateUnit(xml, title, `Feldnotizen ${title.split(" ").at(-1)}`);

    await page
      .getByLabel(en.Translations.exchange.fileLabel)
      .setInputFiles({ name: "de.xlf", mimeType: "application/xliff+xml", buffer: Buffer.from(translated) });
    await page.getByRole("button", { name: en.Translations.exchange.import }).click();
    await expect(page.getByRole("status").filter({ hasText: /1 text/ })).toBeVisible({ timeout: STEP_MS });

    await page.goto(`${hosts.northwind}/`);
    await editBar(page, en.EditMode.toolbar).getByRole("button", { name: "1 unpublished change" }).click();
    const list = page.getByRole("dialog", { name: en.Publishing.title });
    await expect(list.getByRole("region", { name: /^Translations · Deutsch/ })).toContainText(`Feldnotizen ${title.split(" ").at(-1)}`);
    await list.getByRole("button", { name: en.Publishing.publish }).click();
    await expect(list.getByRole("status").filter({ hasText: "published" })).toHaveText("1 change published.");

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${hosts.northwind}/de/`);
    await expect(onPage(visitor, id).locator("h2")).toHaveText(`Feldnotizen ${title.split(" ").at(-1)}`, { timeout: STEP_MS });
    await visitor.context().close();
  });

  test("a glossary term stays as written when the page is translated", async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/admin/translations?lang=fr`);
    const glossary = page.getByRole("region", { name: en.Translations.glossary.title });
    // A word the stand-in would translate ("team" → "équipe"), kept as written by the glossary.
    const term = "team";
    await glossary.getByLabel(en.Translations.glossary.term).fill(term);
    await glossary.getByLabel(en.Translations.glossary.keep).check();
    await glossary.getByRole("button", { name: en.Translations.glossary.add }).click();
    await expect(glossary.getByText(term, { exact: true })).toBeVisible({ timeout: STEP_MS });
    try {
      const stamp = Date.now();
      const title = `Our team and our services ${stamp}`;
      sectionId = await createSection(page, { section_title: title });
      await page.goto(`${hosts.northwind}/fr/`);
      const bar = editBar(page, fr.EditMode.toolbar);
      await bar.getByRole("button", { name: fr.TranslationReview.translatePage }).click();
      await page.getByRole("button", { name: fr.TranslationReview.translateInto.replace("{language}", "Français") }).click();
      await expect(page.getByRole("region", { name: fr.TranslationReview.translatePage })).toContainText("textes traduits", { timeout: 60_000 });
      await bar.getByRole("button", { name: /non publiée/ }).click();
      // The French translations' group: the other languages' items for the new title (outdated) are listed too.
      const french = page.getByRole("dialog", { name: fr.Publishing.title }).getByRole("region", { name: /^Traductions · Français/ });
      const item = french.getByRole("listitem").filter({ hasText: title });
      // The stand-in turns "our" into "nos" and "and" into "et", and would turn "team" into "équipe".
      await expect(item).toContainText(`[fr] Nos team et nos services ${stamp}`);
    } finally {
      const terms = await api(page, "GET", "/api/translations/glossary");
      const added = (terms.json?.terms as { id: string; term: string }[]).find((entry) => entry.term === term);
      if (added) await api(page, "DELETE", `/api/translations/glossary/${added.id}`);
    }
  });
});
