import type { Locator, Page } from "@playwright/test";
import { NORTHWIND } from "../helpers/seed-ids";
import { api, seriousAxeFindings } from "./editor-helpers";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";
import { ADMIN, signIn } from "./sign-in";

// Issue 15 scope 7: Manage Page Layout (spec 002 §2, §4, §5, §8) on Northwind's home, as its admin.

/** How long a save and the page's refresh may take on a busy machine. */
const STEP_MS = 15_000;

/** The seeded home: hero, heading 1, How we work, Client results, heading 2, reviews, pricing, FAQ. */
const SEEDED = [
  { kind: "hero", id: NORTHWIND.hero },
  { kind: "heading_section", id: NORTHWIND.homeHeadings[0] },
  { kind: "template_section", id: NORTHWIND.sections[0] },
  { kind: "template_section", id: NORTHWIND.sections[1] },
  { kind: "heading_section", id: NORTHWIND.homeHeadings[1] },
  { kind: "template_section", id: NORTHWIND.sections[2] },
  { kind: "template_section", id: NORTHWIND.sections[3] },
  { kind: "template_section", id: NORTHWIND.sections[4] },
] as const;
const SEEDED_IDS = SEEDED.map((item) => item.id);
const PRICING = "Engagement models";
const FAQ = "Questions we hear often";
const REVIEWS = "What clients say";
/** A seeded post: a page without sections. */
const POST_PAGE = "/pricing-without-guesswork";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const layoutUrl = "/api/page-layout?url_page=%2Fhome";
const storedIds = async (page: Page) => ((await api(page, "GET", layoutUrl)).json?.items as { id: string }[]).map((item) => item.id);
const pageIds = (page: Page) => page.locator("[data-section-id]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-section-id")));
const rows = (dialog: Locator) => dialog.locator("[data-layout-row]");
const row = (dialog: Locator, title: string) => dialog.getByRole("listitem", { name: title, exact: true });
const shownIds = (dialog: Locator) => rows(dialog).evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-layout-row")?.split(":")[1]));

/** Puts the seeded home order back (the suite shares one database; content.spec checks it). */
async function restoreHome(page: Page) {
  const current = await api(page, "GET", layoutUrl);
  const ids = (current.json?.items as { id: string }[] | undefined)?.map((item) => item.id);
  if (JSON.stringify(ids) === JSON.stringify(SEEDED_IDS)) return;
  expect((await api(page, "PUT", layoutUrl, { items: SEEDED }, current.etag ?? undefined)).status).toBe(200);
}

async function openLayout(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Create New" }).click();
  await page.getByRole("menu", { name: "Create New" }).getByRole("menuitem", { name: "Page Layout" }).click();
  const dialog = page.getByRole("dialog", { name: "Manage Page Layout" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openHomeLayout(page: Page): Promise<Locator> {
  const dialog = await openLayout(page);
  await expect(rows(dialog)).toHaveCount(SEEDED.length, { timeout: STEP_MS });
  return dialog;
}

test.describe("Manage Page Layout", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    await restoreHome(page);
  });
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await restoreHome(page);
  });

  test("lists the home's sections in order with type, title, #n and category, and the counts", async ({ page }) => {
    // The load is held back a moment: the loading state shows first.
    await page.route("**/api/page-layout?*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const dialog = await openLayout(page);
    await expect(dialog.getByText("Loading page sections...")).toBeVisible();
    await expect(rows(dialog)).toHaveCount(8, { timeout: STEP_MS });
    await expect(dialog.getByTestId("page-layout-badge")).toHaveText("Edit");

    const counts = dialog.getByTestId("layout-counts");
    await expect(counts.locator("[data-count=total] dd")).toHaveText("8");
    await expect(counts.locator("[data-count=hero] dd")).toHaveText("1");
    await expect(counts.locator("[data-count=template_section] dd")).toHaveText("5");
    await expect(counts.locator("[data-count=heading_section] dd")).toHaveText("2");

    expect(await shownIds(dialog)).toEqual(SEEDED_IDS);
    await expect(rows(dialog).getByTestId("layout-position")).toHaveText(["#1", "#2", "#3", "#4", "#5", "#6", "#7", "#8"]);
    await expect(rows(dialog).getByTestId("layout-kind")).toHaveText([
      "Hero", "Heading Section", "Template Section", "Template Section", "Heading Section", "Template Section", "Template Section", "Template Section",
    ]);
    // Only template sections carry a category: the spec's labels.
    await expect(rows(dialog).getByTestId("layout-category")).toHaveText(["General", "General", "Reviews", "Pricing Plans", "FAQ"]);
    await expect(row(dialog, "How we work").getByTestId("layout-title")).toHaveText("How we work");
    await expect(row(dialog, FAQ).getByTestId("layout-position")).toHaveText("#8");

    // Draggable by its header, with a fullscreen toggle, and no serious accessibility findings.
    const fullscreen = dialog.getByRole("button", { name: "Fullscreen" });
    await fullscreen.click();
    await expect(fullscreen).toHaveAttribute("aria-pressed", "true");
    await fullscreen.click();
    await expect(fullscreen).toHaveAttribute("aria-pressed", "false");
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Create New" })).toBeFocused();
  });

  test("moves the FAQ above pricing with Move up and a section by keyboard drag, saves, and Ctrl+Z restores the order", async ({ page }) => {
    const dialog = await openHomeLayout(page);

    await row(dialog, FAQ).getByRole("button", { name: "Move up" }).click();
    await expect(row(dialog, FAQ).getByTestId("layout-position")).toHaveText("#7");
    await expect(row(dialog, PRICING).getByTestId("layout-position")).toHaveText("#8");
    await expect(dialog.getByRole("status").filter({ hasText: `${FAQ} moved to position 7 of 8.` })).toBeAttached();
    await expect(row(dialog, FAQ).getByRole("button", { name: "Move up" })).toBeFocused();

    // dnd-kit's keyboard: Escape puts a lifted section back and leaves the modal open.
    const handle = row(dialog, REVIEWS).getByRole("button", { name: `Drag to reorder: ${REVIEWS}` });
    const spoken = dialog.locator("[id^=DndLiveRegion]");
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(spoken).toHaveText(`Picked up ${REVIEWS}, at position 6 of 8.`);
    // dnd-kit listens for keys a task after the pick-up it announces, so a key sent at once may come too early.
    await expect(async () => {
      await page.keyboard.press("Escape");
      await expect(spoken).toHaveText(`Moving ${REVIEWS} was cancelled. It stays at position 6 of 8.`, { timeout: 1_500 });
    }).toPass({ timeout: STEP_MS });
    await expect(dialog).toBeVisible();

    // Space picks the reviews section up, ArrowUp moves it above heading 2, Space drops it.
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(spoken).toHaveText(`Picked up ${REVIEWS}, at position 6 of 8.`);
    await expect(async () => {
      await page.keyboard.press("ArrowUp");
      await expect(spoken).toHaveText(new RegExp(`^${escapeRegExp(REVIEWS)} is over position 5 of 8\\.$`), { timeout: 1_500 });
    }).toPass({ timeout: STEP_MS });
    await page.keyboard.press("Space");
    await expect(spoken).toHaveText(`${REVIEWS} dropped at position 5 of 8.`);

    const expected = [SEEDED_IDS[0], SEEDED_IDS[1], SEEDED_IDS[2], SEEDED_IDS[3], SEEDED_IDS[5], SEEDED_IDS[4], SEEDED_IDS[7], SEEDED_IDS[6]];
    await expect.poll(() => shownIds(dialog)).toEqual(expected);

    await dialog.getByRole("button", { name: "Save Layout" }).click();
    await expect(dialog).toBeHidden({ timeout: STEP_MS });
    // The page shows the new order without a reload, and after one.
    await expect.poll(() => pageIds(page), { timeout: STEP_MS }).toEqual(expected);
    expect(await storedIds(page)).toEqual(expected);
    await page.reload();
    expect(await pageIds(page)).toEqual(expected);

    // The save is undoable like every other (once the admin layer has loaded after the reload).
    await expect(page.getByRole("toolbar", { name: "Editing tools" }).getByRole("button", { name: /^Undo/ })).toBeEnabled({ timeout: STEP_MS });
    await page.keyboard.press("Control+z");
    await expect.poll(() => storedIds(page), { timeout: STEP_MS }).toEqual(SEEDED_IDS);
    await expect.poll(() => pageIds(page), { timeout: STEP_MS }).toEqual(SEEDED_IDS);
  });

  test("reorders by dragging a row's handle with the mouse, and Save Layout keeps it", async ({ page }) => {
    const dialog = await openHomeLayout(page);
    const handle = row(dialog, FAQ).getByRole("button", { name: `Drag to reorder: ${FAQ}` });
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await row(dialog, PRICING).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2, to.y + to.height * 0.25, { steps: 20 });
    await page.mouse.up();

    const expected = [...SEEDED_IDS.slice(0, 6), SEEDED_IDS[7], SEEDED_IDS[6]];
    await expect.poll(() => shownIds(dialog), { timeout: STEP_MS }).toEqual(expected);
    await expect(row(dialog, FAQ).getByTestId("layout-position")).toHaveText("#7");
    await dialog.getByRole("button", { name: "Save Layout" }).click();
    await expect(dialog).toBeHidden({ timeout: STEP_MS });
    await expect.poll(() => storedIds(page), { timeout: STEP_MS }).toEqual(expected);
    await page.reload();
    expect(await pageIds(page)).toEqual(expected);
  });

  test("Cancel restores the stored order and saves nothing", async ({ page }) => {
    let dialog = await openHomeLayout(page);
    await row(dialog, "How we work").getByRole("button", { name: "Move down" }).click();
    await expect(row(dialog, "How we work").getByTestId("layout-position")).toHaveText("#4");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(await storedIds(page)).toEqual(SEEDED_IDS);
    expect(await pageIds(page)).toEqual(SEEDED_IDS);

    dialog = await openHomeLayout(page);
    expect(await shownIds(dialog)).toEqual(SEEDED_IDS);
    await expect(row(dialog, "How we work").getByTestId("layout-position")).toHaveText("#3");
  });

  test("a failed save says so in red and keeps the modal open with the admin's order", async ({ page }) => {
    await page.route("**/api/page-layout?*", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: { code: "unavailable", message: "Down" } }) })
        : route.continue(),
    );
    const dialog = await openHomeLayout(page);
    await row(dialog, FAQ).getByRole("button", { name: "Move up" }).click();
    await dialog.getByRole("button", { name: "Save Layout" }).click();
    const error = dialog.getByText("Failed to save page layout. Please try again.");
    await expect(error).toBeVisible({ timeout: STEP_MS });
    await expect(error).toHaveClass(/\btext-red-700\b/);
    await expect(dialog).toBeVisible();
    await expect(row(dialog, FAQ).getByTestId("layout-position")).toHaveText("#7");
    await expect(dialog.getByRole("button", { name: "Save Layout" })).toBeEnabled();
    expect(await storedIds(page)).toEqual(SEEDED_IDS);
  });

  test("a layout changed by someone else meanwhile is shown, with a message, instead of being overwritten", async ({ page }) => {
    const dialog = await openHomeLayout(page);
    // Another admin stores another order while this one arranges.
    const theirs = [SEEDED[1], SEEDED[0], ...SEEDED.slice(2)];
    const current = await api(page, "GET", layoutUrl);
    expect((await api(page, "PUT", layoutUrl, { items: theirs }, current.etag ?? undefined)).status).toBe(200);

    await row(dialog, FAQ).getByRole("button", { name: "Move up" }).click();
    await dialog.getByRole("button", { name: "Save Layout" }).click();
    await expect(dialog.getByRole("alert").filter({ hasText: /changed this page's layout while you were arranging it/ })).toBeVisible({ timeout: STEP_MS });
    await expect.poll(() => shownIds(dialog), { timeout: STEP_MS }).toEqual(theirs.map((item) => item.id));
    expect(await storedIds(page)).toEqual(theirs.map((item) => item.id));
  });

  test("a page without sections shows the empty state", async ({ page }) => {
    await page.goto(`${hosts.northwind}${POST_PAGE}`);
    const dialog = await openLayout(page);
    await expect(dialog.getByText("No page sections found")).toBeVisible({ timeout: STEP_MS });
    await expect(dialog.getByText("Add sections to your page to manage their layout")).toBeVisible();
    await expect(rows(dialog)).toHaveCount(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });
});
