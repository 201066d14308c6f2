import type { Browser, Locator, Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import es from "../../messages/es.json" with { type: "json" };
import { ACME, NORTHWIND } from "../helpers/seed-ids";
import { api, seriousAxeFindings } from "./editor-helpers";
import { expect, test, waitForHydration } from "./fixtures";
import { hosts } from "./hosts";
import { ACME_ADMIN, ADMIN, signIn } from "./sign-in";

// Issue 16: the Products, Features, FAQs and Cookies tabs of Global Settings. Acme (default language
// Spanish) for FAQs and cookies; Northwind for the plan price, as only its home has a pricing section.

/** How long a save and the page's refresh may take on a busy machine. */
const STEP_MS = 20_000;

type Messages = typeof es;
type Row = { id: string; version: number } & Record<string, unknown>;
const LISTS = ["faqs", "features", "products", "pricing_plans", "cookie_categories", "cookie_services"] as const;
type Stored = Record<(typeof LISTS)[number], Row[]>;

const orgUrl = (orgId: string) => `/api/organizations/${orgId}`;

async function stored(page: Page, orgId: string): Promise<Stored> {
  const answer = await api(page, "GET", orgUrl(orgId));
  expect(answer.status).toBe(200);
  return answer.json as unknown as Stored;
}

/** Puts the lists back as they were (the suite shares one database): rows added by a test are deleted. */
async function restore(page: Page, orgId: string, original: Stored) {
  const now = await stored(page, orgId);
  const body = Object.fromEntries(
    LISTS.map((list) => [list, original[list].map((row) => ({ ...row, version: now[list].find((fresh) => fresh.id === row.id)?.version ?? row.version }))]),
  );
  expect((await api(page, "PUT", orgUrl(orgId), body)).status).toBe(200);
}

async function openCreateNew(page: Page, messages: Messages, action: "globalSettings" | "faq"): Promise<Locator> {
  await page.getByRole("button", { name: messages.Editing.createNew }).click();
  await page.getByRole("menuitem", { name: messages.Editing.actions[action].label }).click();
  const dialog = page.getByRole("dialog", { name: messages.Editors.settings.title });
  await expect(dialog).toBeVisible({ timeout: STEP_MS });
  return dialog;
}

async function openTab(page: Page, messages: Messages, tab: keyof Messages["Editors"]["settings"]["tabs"]): Promise<Locator> {
  const dialog = await openCreateNew(page, messages, "globalSettings");
  await dialog.getByRole("tab", { name: messages.Editors.settings.tabs[tab] }).click({ timeout: STEP_MS });
  return dialog;
}

async function save(dialog: Locator, messages: Messages) {
  await dialog.getByRole("button", { name: messages.Editors.settings.save, exact: true }).click();
  await expect(dialog.getByText(messages.Editors.settings.unsavedChanges)).toBeHidden({ timeout: STEP_MS });
}

const listRow = (dialog: Locator, id: string) => dialog.locator(`[data-list-row="${id}"]`);

async function visit(browser: Browser, url: string): Promise<Page> {
  const visitor = await browser.newPage();
  await visitor.goto(url);
  await waitForHydration(visitor);
  return visitor;
}

test.describe("Global Settings: Products, Features, FAQs and Cookies (Acme)", () => {
  let original: Stored;
  test.beforeEach(async ({ page }) => {
    await signIn(page, hosts.acme, ACME_ADMIN);
    await page.goto(`${hosts.acme}/`);
    original = await stored(page, ACME.id);
  });
  test.afterEach(async ({ page }) => {
    await restore(page, ACME.id, original);
  });

  test("Create New → FAQ adds a question; moved to the top by keyboard and saved, a visitor sees it first", async ({ page, browser }) => {
    const l = es.Editors.settingsLists;
    const dialog = await openCreateNew(page, es, "faq");
    await expect(dialog.getByRole("tab", { name: es.Editors.settings.tabs.faqs })).toHaveAttribute("aria-selected", "true");
    const rows = dialog.getByRole("list", { name: l.faqs.listLabel }).locator(":scope > [data-list-row]");
    await expect(rows).toHaveCount(ACME.faqs.length + 1, { timeout: STEP_MS });
    const added = rows.last();
    const question = added.getByLabel(l.faqs.question, { exact: true });
    await expect(question).toBeFocused();
    await question.fill("¿Hay descuentos para grupos?");
    await added.getByLabel(l.faqs.answer, { exact: true }).fill("Sí, a partir de diez viajeros.");

    // Moved to the top with the keyboard: Move up keeps the focus on the row moved, and the live region
    // says where it went.
    const moveUp = added.getByRole("button", { name: new RegExp(`^${l.moveUp}`) });
    await moveUp.focus();
    for (let step = 0; step < ACME.faqs.length; step += 1) await page.keyboard.press("Enter");
    await expect(rows.first().getByTestId("list-label")).toHaveText("¿Hay descuentos para grupos?");
    await expect(rows.first().getByTestId("list-position")).toHaveText(l.position.replace("{position}", "1"));
    await expect(dialog.getByRole("status").filter({ hasText: "movido a la posición 1 de 5" })).toHaveCount(1);
    await expect(rows.first().getByRole("button", { name: new RegExp(`^${l.moveDown}`) })).toBeFocused();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await save(dialog, es);

    const visitor = await visit(browser, `${hosts.acme}/`);
    // The question, without the accordion's aria-hidden "+" beside it.
    const firstQuestion = () =>
      visitor.locator(`[data-section-id="${ACME.sections[4]}"] details > summary`).first().evaluate((summary) => summary.firstChild?.textContent ?? "");
    await expect
      .poll(async () => {
        await visitor.reload();
        return (await firstQuestion()).trim();
      }, { timeout: STEP_MS })
      .toBe("¿Hay descuentos para grupos?");
    await visitor.close();
  });

  test("a service added under Analytics shows in a visitor's cookie settings dialog", async ({ page, browser }) => {
    const l = es.Editors.settingsLists;
    const dialog = await openTab(page, es, "cookies");
    const analytics = listRow(dialog, ACME.cookieCategories.analytics);
    await analytics.getByRole("button", { name: l.cookies.addService }).click();
    const name = analytics.getByLabel(l.cookies.serviceName, { exact: true }).last();
    await expect(name).toBeFocused();
    await name.fill("Matomo");
    await analytics.getByLabel(l.cookies.serviceDescription, { exact: true }).last().fill("Mide las visitas sin compartir datos.");

    // Essential cannot be deleted and its services stay on.
    const essential = listRow(dialog, ACME.cookieCategories.essential);
    await expect(essential.getByRole("button", { name: l.deleteNamed.replace("{title}", "Esenciales"), exact: true })).toHaveCount(0);
    await expect(listRow(dialog, ACME.cookieCategories.marketing).getByRole("button", { name: l.deleteNamed.replace("{title}", "Marketing"), exact: true })).toHaveCount(1);
    await expect(essential.getByRole("checkbox").first()).toBeDisabled();
    await expect(dialog.getByRole("button", { name: l.records.download })).toBeEnabled();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await save(dialog, es);

    const visitor = await visit(browser, `${hosts.acme}/`);
    await visitor.getByRole("region", { name: es.Consent.title }).getByRole("button", { name: es.Consent.settings }).click();
    const cookies = visitor.getByRole("dialog", { name: es.Consent.dialogTitle });
    await cookies.getByRole("tab", { name: es.Consent.tabServices }).click();
    await expect(cookies.locator('[data-cookie-service="Matomo"]')).toBeVisible({ timeout: STEP_MS });
    await expect(cookies.getByText("Mide las visitas sin compartir datos.")).toBeVisible();
    await visitor.close();
  });

  test("the Products, Features, FAQs and Cookies tabs have no serious axe findings", async ({ page }) => {
    // Four full-dialog axe runs on a busy machine.
    test.setTimeout(120_000);
    const dialog = await openTab(page, es, "products");
    for (const tab of ["products", "features", "faqs", "cookies"] as const) {
      await dialog.getByRole("tab", { name: es.Editors.settings.tabs[tab] }).click();
      await expect(dialog.locator("[data-list-row]").first()).toBeVisible({ timeout: STEP_MS });
      expect(await seriousAxeFindings(page), tab).toEqual([]);
    }
  });
});

test.describe("Global Settings: a plan's price (Northwind)", () => {
  let original: Stored;
  test.beforeEach(async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    original = await stored(page, NORTHWIND.id);
  });
  test.afterEach(async ({ page }) => {
    await restore(page, NORTHWIND.id, original);
  });

  test("a plan's price typed in dollars shows on the public pricing section", async ({ page, browser }) => {
    const l = en.Editors.settingsLists;
    const plan = NORTHWIND.pricingPlans[1];
    const dialog = await openTab(page, en, "products");
    const row = listRow(dialog, plan);
    const price = row.getByLabel(l.plans.price, { exact: true });
    await expect(price).toHaveValue("6500.00");
    await price.fill("12.5x");
    await expect(row.getByText(l.plans.priceInvalid)).toBeVisible();
    await price.fill("7250.50");
    await expect(row.getByText(l.plans.priceInvalid)).toBeHidden();
    await save(dialog, en);
    expect((await stored(page, NORTHWIND.id)).pricing_plans.find((stored) => stored.id === plan)?.price).toBe(725050);

    const visitor = await visit(browser, `${hosts.northwind}/`);
    // The plan's card, found by its add-to-basket button; its current price is the first amount on it.
    const name = String(original.pricing_plans.find((stored) => stored.id === plan)?.name);
    const card = visitor.getByRole("article").filter({ has: visitor.getByRole("button", { name: `Add to basket: ${name}`, exact: true }) });
    await expect
      .poll(async () => {
        await visitor.reload();
        // Scrolled to, as a visitor would: sections below the fold render as they near the viewport
        // (content-visibility), and innerText reads only rendered text.
        const amount = card.getByText(/^\$/).first();
        await amount.scrollIntoViewIfNeeded();
        return amount.innerText();
      }, { timeout: STEP_MS })
      .toBe("$7,250.50");
    await visitor.close();
  });
});
