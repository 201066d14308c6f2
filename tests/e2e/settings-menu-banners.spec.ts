import type { Browser, Locator, Page } from "@playwright/test";
import de from "../../messages/de.json" with { type: "json" };
import es from "../../messages/es.json" with { type: "json" };
import { ACME } from "../helpers/seed-ids";
import { api, seriousAxeFindings } from "./editor-helpers";
import { expect, test, waitForHydration } from "./fixtures";
import { hosts } from "./hosts";
import { ACME_ADMIN, signIn } from "./sign-in";

// Issue 16: the Menu and Banners tabs of Global Settings, as Acme's admin (default language Spanish).

/** How long a save and the page's refresh may take on a busy machine. */
const STEP_MS = 20_000;

type Messages = typeof es;
type Row = { id: string; version: number } & Record<string, unknown>;
interface Stored {
  menu_items: Row[];
  submenu_items: Row[];
  banners: Row[];
}

/** A message by its dotted key (the modal's own namespace is read this way, not typed). */
function text(messages: Messages, key: string): string {
  const value = key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), messages);
  if (typeof value !== "string") throw new Error(`No message ${key}`);
  return value;
}

const orgUrl = `/api/organizations/${ACME.id}`;
const [DESTINOS, EXPERIENCIAS, BLOG, SOBRE] = ACME.menuItems;
const IMAGE = `/storage/v1/object/public/media/${ACME.id}/canarias.svg`;

async function stored(page: Page): Promise<Stored> {
  const answer = await api(page, "GET", orgUrl);
  expect(answer.status).toBe(200);
  return answer.json as unknown as Stored;
}

/** Puts Acme's menu and banners back as they were (the suite shares one database). */
async function restore(page: Page, original: Stored) {
  const now = await stored(page);
  const current = (rows: Row[], fresh: Row[]) => rows.map((row) => ({ ...row, version: fresh.find((candidate) => candidate.id === row.id)?.version ?? row.version }));
  const body = {
    menu_items: current(original.menu_items, now.menu_items),
    submenu_items: current(original.submenu_items, now.submenu_items),
    banners: current(original.banners, now.banners),
  };
  expect((await api(page, "PUT", orgUrl, body)).status).toBe(200);
}

async function openSettings(page: Page, messages: Messages, tab: "menu" | "banners"): Promise<Locator> {
  await page.getByRole("button", { name: text(messages, "Editing.createNew") }).click();
  await page.getByRole("menuitem", { name: text(messages, "Editing.actions.globalSettings.label") }).click();
  const dialog = page.getByRole("dialog", { name: text(messages, "Editors.settings.title") });
  await dialog.getByRole("tab", { name: text(messages, `Editors.settings.tabs.${tab}`) }).click({ timeout: STEP_MS });
  return dialog;
}

async function save(dialog: Locator, messages: Messages) {
  await dialog.getByRole("button", { name: text(messages, "Editors.settings.save"), exact: true }).click();
  await expect(dialog.getByText(text(messages, "Editors.settings.unsavedChanges"))).toBeHidden({ timeout: STEP_MS });
}

const menuRow = (dialog: Locator, id: string) => dialog.locator(`[data-list-row="${id}"]`);

/** The public header's menu labels, in order, as a visitor sees them. */
async function visitorMenu(browser: Browser, url: string): Promise<Page> {
  const visitor = await browser.newPage();
  await visitor.goto(url);
  await waitForHydration(visitor);
  return visitor;
}
const headerLabels = (page: Page) => page.getByTestId("site-header").locator("nav ul > li > :is(a, button)").allInnerTexts();

test.describe("Global Settings: Menu and Banners", () => {
  let original: Stored;
  test.beforeEach(async ({ page }) => {
    // Each test saves, reloads and checks the public site: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    await signIn(page, hosts.acme, ACME_ADMIN);
    await page.goto(`${hosts.acme}/`);
    original = await stored(page);
  });
  test.afterEach(async ({ page }) => {
    await restore(page, original);
  });

  test("renames a menu item in Spanish and German and adds a submenu item with an image; a visitor sees both", async ({ page, browser }) => {
    const m = es.Editors.settingsMenu;
    let dialog = await openSettings(page, es, "menu");
    expect(await seriousAxeFindings(page)).toEqual([]);

    const about = menuRow(dialog, SOBRE);
    await about.getByRole("button", { name: `${m.editDetails} Sobre nosotros` }).click();
    await about.getByLabel(m.fields.display_name, { exact: true }).fill("Quiénes somos");

    // An address off the site is refused at once.
    const path = about.getByLabel(m.fields.url_name);
    await path.fill("https://example.com/about");
    await expect(about.getByText(m.urlProblems.offSite)).toBeVisible();
    await path.fill("/about");
    await expect(about.getByText(m.urlProblems.offSite)).toBeHidden();

    const experiences = menuRow(dialog, EXPERIENCIAS);
    await experiences.getByRole("button", { name: `${m.addSubmenuItem} ${m.under.replace("{name}", "Experiencias")}` }).click();
    const added = experiences.locator("[data-submenu-item]").last();
    const name = added.getByLabel(m.fields.name, { exact: true });
    await expect(name).toBeFocused();
    await name.fill("Tapas en Madrid");
    await added.getByLabel(m.fields.description).fill("Ruta guiada por los bares del centro");
    await added.getByLabel(m.fields.url_name).fill("experiencias/tapas");
    await added.getByLabel(m.fields.image).fill(IMAGE);
    await expect(added.getByTestId("image-thumbnail")).toHaveAttribute("src", IMAGE);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await save(dialog, es);
    await dialog.getByRole("button", { name: es.Editors.cancel }).click();

    // German: the translation, edited on /de/.
    await page.goto(`${hosts.acme}/de/`);
    dialog = await openSettings(page, de, "menu");
    const aboutDe = menuRow(dialog, SOBRE);
    await aboutDe.getByRole("button", { name: `${de.Editors.settingsMenu.editDetails} Über uns` }).click();
    await aboutDe.getByLabel(new RegExp(`^${de.Editors.settingsMenu.fields.display_name}`)).fill("Wer wir sind");
    await save(dialog, de);

    const visitor = await visitorMenu(browser, `${hosts.acme}/`);
    await expect(visitor.getByTestId("site-header").getByRole("link", { name: "Quiénes somos" })).toBeVisible({ timeout: STEP_MS });
    await visitor.getByTestId("site-header").getByRole("button", { name: "Experiencias" }).click();
    const card = visitor.getByTestId("site-header").getByRole("link", { name: /Tapas en Madrid/ });
    await expect(card).toBeVisible();
    // The visitor's page prints the organisation's own file at its short address.
    await expect(card.locator("img")).toHaveAttribute("src", "/media/canarias.svg");
    await visitor.goto(`${hosts.acme}/de/`);
    await expect(visitor.getByTestId("site-header").getByRole("link", { name: "Wer wir sind" })).toBeVisible();
    await visitor.close();
  });

  test("a keyboard reorder of the menu items shows in the public header's order", async ({ page, browser }) => {
    const dialog = await openSettings(page, es, "menu");
    const announce = es.Editors.settingsLists.announce;
    const spoken = dialog.locator("[id^=DndLiveRegion]", { hasText: "Blog de viajes" });
    const handle = menuRow(dialog, BLOG).getByRole("button", { name: es.Editors.settingsLists.dragHandle.replace("{title}", "Blog de viajes") });
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(spoken).toHaveText(announce.pickedUp.replace("{title}", "Blog de viajes").replace("{position}", "3").replace("{count}", "4"));
    const overFirst = announce.over.replace("{title}", "Blog de viajes").replace("{position}", "1").replace("{count}", "4");
    await expect(async () => {
      await page.keyboard.press("ArrowUp");
      await expect(spoken).toHaveText(overFirst, { timeout: 1_500 });
    }).toPass({ timeout: STEP_MS });
    await page.keyboard.press("Space");
    await expect(dialog.locator("[data-list-row]").first()).toHaveAttribute("data-list-row", BLOG);
    const order = await dialog.locator("ol > [data-list-row]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-list-row")));
    expect(order.filter((id) => [DESTINOS, EXPERIENCIAS, BLOG, SOBRE].includes(id ?? ""))).toEqual([BLOG, DESTINOS, EXPERIENCIAS, SOBRE]);
    await save(dialog, es);

    const visitor = await visitorMenu(browser, `${hosts.acme}/`);
    await expect.poll(() => headerLabels(visitor), { timeout: STEP_MS }).toEqual(["Blog de viajes", "Destinos", "Experiencias", "Sobre nosotros"]);
    await visitor.close();
  });

  test("creates a bottom banner with a countdown that expands to the right half; a visitor sees it", async ({ page, browser }) => {
    const b = es.Editors.settingsBanners;
    const dialog = await openSettings(page, es, "banners");
    await dialog.getByRole("button", { name: b.add }).click();
    const card = dialog.locator("[data-banner-card]").last();
    const textBox = card.getByLabel(b.fields.text, { exact: true });
    await expect(textBox).toBeFocused();
    await textBox.fill("Rebajas de verano en Canarias");
    await card.getByLabel(b.fields.position).selectOption("bottom");
    await card.getByLabel(b.fields.open_state).selectOption("right-half");
    await card.getByLabel(b.fields.linkLabel).fill("Ver ofertas");
    await card.getByLabel(b.fields.linkUrl).fill("/destinos/canarias");

    // A past end date warns but is allowed; then a date two days ahead, with its countdown.
    const end = card.getByLabel(b.fields.end_date_promotion);
    await end.fill("2020-01-01T10:00");
    await expect(card.getByText(b.endedWarning)).toBeVisible();
    const ahead = new Date(Date.now() + 2 * 86_400_000);
    const local = new Date(ahead.getTime() - ahead.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await end.fill(local);
    await expect(card.getByText(b.endedWarning)).toBeHidden();
    await card.getByLabel(b.fields.end_date_promotion_is_displayed).check();

    const duration = card.getByLabel(b.fields.dismissal_duration);
    await duration.fill("pronto");
    await expect(card.getByText(/N minute\(s\)\/hour\(s\)\/day\(s\)\/month\(s\)\/year\(s\)/)).toBeVisible();
    await duration.fill("2 days");
    await card.getByLabel(b.fields.landing_content).fill("<h2>Verano</h2><p>Hasta un 20 % menos.</p>");

    // The live preview is the public banner: countdown and expansion included.
    const preview = card.locator("[data-banner-preview]");
    await expect(preview.getByText("Rebajas de verano en Canarias")).toBeVisible();
    await expect(preview.locator("[data-countdown]")).toBeVisible();
    await preview.getByRole("button", { name: es.Banners.expand }).click();
    const expansion = page.locator('[data-banner-expansion="right-half"]');
    await expect(expansion.getByRole("heading", { name: "Verano" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(expansion).toHaveCount(0);
    await expect(dialog).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await save(dialog, es);

    const visitor = await visitorMenu(browser, `${hosts.acme}/`);
    const banner = visitor.locator('[data-banner-position="bottom"]', { hasText: "Rebajas de verano en Canarias" });
    await expect(banner).toBeVisible({ timeout: STEP_MS });
    await expect(banner.locator("[data-countdown]")).toBeVisible();
    await banner.getByRole("button", { name: es.Banners.expand }).click();
    await expect(visitor.locator('[data-banner-expansion="right-half"]').getByRole("heading", { name: "Verano" })).toBeVisible();
    await visitor.close();
  });
});
