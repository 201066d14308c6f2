import type { Locator, Page } from "@playwright/test";
import { NORTHWIND } from "../helpers/seed-ids";
import { expect, test } from "./fixtures";
import { api, seriousAxeFindings } from "./editor-helpers";
import { hosts } from "./hosts";
import { ADMIN, signIn } from "./sign-in";

// Issue 13 scope 2: the metrics area of "Edit Template Section", as Northwind's admin.

/** How long a save and the list's refetch may take on a busy machine. */
const STEP_MS = 15_000;

async function createMetric(page: Page, title: string, fields: Record<string, unknown> = {}): Promise<string> {
  const created = await api(page, "POST", "/api/metrics", { title, description: `About ${title}`, ...fields });
  expect(created.status).toBe(201);
  return String(created.json?.id);
}

/** A new section on Northwind's home showing `metricIds`, in that order. */
async function createSection(page: Page, title: string, metricIds: string[]): Promise<string> {
  const created = await api(page, "POST", "/api/template-sections", { section_type: "general", section_title: title, url_page: "/home", after: null });
  expect(created.status).toBe(201);
  const id = String(created.json?.id);
  const cards = await api(page, "PUT", `/api/template-sections/${id}/metrics`, { metric_ids: metricIds }, created.etag ?? undefined);
  expect(cards.status).toBe(200);
  return id;
}

const storedOrder = async (page: Page, sectionId: string) => (await api(page, "GET", `/api/template-sections/${sectionId}/metrics`)).json?.metric_ids;

async function cleanUp(page: Page, sectionIds: string[], metricIds: string[] = []) {
  for (const [kind, ids] of [["template-sections", sectionIds], ["metrics", metricIds]] as const) {
    for (const id of ids) {
      const current = await api(page, "GET", `/api/${kind}/${id}`);
      if (current.status === 200) await api(page, "DELETE", `/api/${kind}/${id}`, undefined, current.etag ?? undefined);
    }
  }
}

async function openEditor(page: Page, title: string): Promise<Locator> {
  await page.getByRole("button", { name: `Edit section: ${title}`, exact: true }).click();
  const editor = page.getByRole("dialog", { name: "Edit Template Section" });
  await expect(editor.getByTestId("section-metrics")).toBeVisible({ timeout: STEP_MS });
  return editor;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const cards = (editor: Locator) => editor.locator("[data-metric-card]");
const card = (editor: Locator, id: string) => editor.locator(`[data-metric-card="${id}"]`);
const shownOrder = (editor: Locator) => cards(editor).evaluateAll((elements) => elements.map((element) => element.getAttribute("data-metric-card")));

async function startAt(page: Page, title: string) {
  await signIn(page, hosts.northwind, ADMIN);
  await page.goto(`${hosts.northwind}/`);
  return title;
}

test.describe("metrics editor", () => {
  test("adds existing metrics until All Metrics Added, and creates a new one once title and description are given", async ({ page }) => {
    test.setTimeout(120_000);
    const title = await startAt(page, `Metrics add ${Date.now()}`);
    const sectionId = await createSection(page, title, []);
    await page.reload();
    const editor = await openEditor(page, title);

    await editor.getByRole("button", { name: "Add Existing Metric" }).click();
    const picker = editor.getByTestId("add-existing-metrics");
    const addButtons = picker.getByRole("button", { name: /^Add / });
    const available = await addButtons.count();
    expect(available).toBeGreaterThanOrEqual(NORTHWIND.metrics.length);
    await expect(picker.getByTestId("metrics-available-count")).toHaveText(`${available} metrics available to add`);
    for (let left = available; left > 0; left -= 1) {
      await addButtons.first().click();
      await expect(addButtons).toHaveCount(left - 1, { timeout: STEP_MS });
    }
    await expect(picker.getByText("All Metrics Added")).toBeVisible();
    await expect(picker.getByTestId("metrics-available-count")).toHaveText("0 metrics available to add");
    await expect(cards(editor)).toHaveCount(available);
    expect(await storedOrder(page, sectionId)).toHaveLength(available);

    await editor.getByRole("button", { name: "Create New Metric" }).click();
    await editor.getByRole("button", { name: "Create", exact: true }).click();
    await expect(editor.getByText("Title and description are required")).toBeVisible();
    const fresh = `Fresh metric ${Date.now()}`;
    await editor.getByLabel("Metric title").fill(fresh);
    await editor.getByRole("button", { name: "Create", exact: true }).click();
    await expect(editor.getByText("Title and description are required")).toBeVisible();
    await editor.getByLabel("Metric description").fill("Made in the editor");
    await editor.getByRole("button", { name: "Create", exact: true }).click();
    await expect(cards(editor).last().locator("h3")).toHaveText(fresh, { timeout: STEP_MS });
    const ids = (await storedOrder(page, sectionId)) as string[];
    expect(ids).toHaveLength(available + 1);
    await cleanUp(page, [sectionId], [ids.at(-1)!]);
  });

  test("each card control saves one field, and the change is still there after a reload", async ({ page }) => {
    const title = await startAt(page, `Metrics controls ${Date.now()}`);
    const metricTitle = `Control card ${Date.now()}`;
    const metricId = await createMetric(page, metricTitle, { image: "/media/control-card.jpg" });
    const sectionId = await createSection(page, title, [metricId]);
    await page.reload();
    let editor = await openEditor(page, title);
    let target = card(editor, metricId);

    await target.hover();
    const cardStyle = target.getByRole("button", { name: "Card style" });
    await expect(cardStyle).toHaveAttribute("aria-pressed", "false");
    await cardStyle.click();
    await expect(cardStyle).toHaveAttribute("aria-pressed", "true", { timeout: STEP_MS });
    // A card takes its text style's card look.
    await expect(target.getByRole("article")).toHaveClass(/ts-[a-z]+-card/);
    await target.getByRole("button", { name: "Show title" }).click();
    await expect(target.locator("h3")).toHaveCount(0, { timeout: STEP_MS });

    await target.getByRole("button", { name: "Media" }).click();
    const url = target.getByLabel("Image or video URL");
    await url.fill("  ");
    await target.getByRole("button", { name: "Save" }).click();
    await expect(target.getByText("Please enter a valid URL")).toBeVisible();
    await target.getByRole("button", { name: "Remove media" }).click();
    await expect(editor.getByRole("status").filter({ hasText: "Media removed" })).toBeVisible({ timeout: STEP_MS });

    await target.getByRole("button", { name: "Edit text" }).click();
    await target.getByLabel("Metric description").fill("Described in place");
    await target.getByRole("button", { name: "Save" }).click();
    await expect(target.getByText("Described in place")).toBeVisible({ timeout: STEP_MS });

    await page.reload();
    editor = await openEditor(page, title);
    target = card(editor, metricId);
    await target.hover();
    await expect(target.getByRole("button", { name: "Card style" })).toHaveAttribute("aria-pressed", "true");
    await expect(target.getByRole("button", { name: "Show title" })).toHaveAttribute("aria-pressed", "false");
    await expect(target.getByText("Described in place")).toBeVisible();
    expect((await api(page, "GET", `/api/metrics/${metricId}`)).json).toMatchObject({ is_card_type: true, is_title_displayed: false, image: null });
    await cleanUp(page, [sectionId], [metricId]);
  });

  test("reorders by keyboard and with Move up, speaks titles not ids, and keeps the order after a reload", async ({ page }) => {
    const title = await startAt(page, `Metrics order ${Date.now()}`);
    const ids = NORTHWIND.metrics.slice(0, 3);
    const sectionId = await createSection(page, title, ids);
    await page.reload();
    let editor = await openEditor(page, title);
    await expect(cards(editor)).toHaveCount(3);

    // Space picks the third card up, ArrowUp moves it to the card above, Space drops it.
    const third = card(editor, ids[2]);
    const thirdTitle = (await third.getAttribute("aria-label"))!;
    await third.getByRole("button", { name: `Drag to reorder: ${thirdTitle}` }).focus();
    await page.keyboard.press("Space");
    // A person waits to hear where the card is before dropping it; the announcement names it by title. When
    // the place above is out of view, the first ArrowUp scrolls the dialog to it (dnd-kit) and they press again.
    const spoken = editor.locator("[id^=DndLiveRegion]");
    await expect(async () => {
      await page.keyboard.press("ArrowUp");
      await expect(spoken).toHaveText(new RegExp(`^${escapeRegExp(thirdTitle)} is over position [12] of 3\\.$`), { timeout: 1_500 });
    }).toPass({ timeout: STEP_MS });
    await page.keyboard.press("Space");
    await expect(spoken).toHaveText(new RegExp(`^${escapeRegExp(thirdTitle)} dropped at position [12] of 3\\.$`));
    await expect(editor.getByText(ids[2], { exact: false })).toHaveCount(0);
    await expect.poll(async () => (await shownOrder(editor)).indexOf(ids[2]), { timeout: STEP_MS }).toBeLessThan(2);
    await expect.poll(() => storedOrder(page, sectionId), { timeout: STEP_MS }).toEqual(await shownOrder(editor));

    // Move up on the last card.
    const before = (await shownOrder(editor)) as string[];
    const last = before[2];
    await card(editor, last).getByRole("button", { name: "Move up" }).click();
    const expected = [before[0], last, before[1]];
    await expect.poll(() => shownOrder(editor)).toEqual(expected);
    await expect.poll(() => storedOrder(page, sectionId), { timeout: STEP_MS }).toEqual(expected);

    await page.reload();
    editor = await openEditor(page, title);
    await expect.poll(() => shownOrder(editor)).toEqual(expected);
    await cleanUp(page, [sectionId]);
  });

  test("reorders by dragging a card's handle with the mouse, and keeps the order", async ({ page }) => {
    const title = await startAt(page, `Metrics drag ${Date.now()}`);
    const ids = NORTHWIND.metrics.slice(0, 3);
    const sectionId = await createSection(page, title, ids);
    await page.reload();
    const editor = await openEditor(page, title);
    await expect(cards(editor)).toHaveCount(3);

    // Drag the first card's handle onto the second card, in small steps as a hand would.
    const handle = card(editor, ids[0]).getByRole("button", { name: /^Drag to reorder: / });
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await card(editor, ids[1]).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
    await page.mouse.move(to.x + to.width * 0.75, to.y + to.height / 2, { steps: 20 });
    await page.mouse.up();

    const expected = [ids[1], ids[0], ids[2]];
    await expect.poll(() => shownOrder(editor), { timeout: STEP_MS }).toEqual(expected);
    await expect.poll(() => storedOrder(page, sectionId), { timeout: STEP_MS }).toEqual(expected);
    await cleanUp(page, [sectionId]);
  });

  test("a second admin reordering the same cards gets the conflict view, and Keep mine saves their order", async ({ page }) => {
    const title = await startAt(page, `Metrics conflict ${Date.now()}`);
    const ids = NORTHWIND.metrics.slice(0, 3);
    const sectionId = await createSection(page, title, ids);
    await page.reload();
    const editor = await openEditor(page, title);
    await expect(cards(editor)).toHaveCount(3);

    // Meanwhile another admin stores another order (the editor still holds the older version).
    const stored = await api(page, "GET", `/api/template-sections/${sectionId}/metrics`);
    const theirs = [ids[1], ids[0], ids[2]];
    expect((await api(page, "PUT", `/api/template-sections/${sectionId}/metrics`, { metric_ids: theirs }, stored.etag ?? undefined)).status).toBe(200);

    await card(editor, ids[2]).getByRole("button", { name: "Move up" }).click();
    const mine = [ids[0], ids[2], ids[1]];
    const conflict = editor.getByRole("region", { name: /Someone else saved a newer version/ });
    await expect(conflict).toBeVisible({ timeout: STEP_MS });
    const order = conflict.getByRole("group", { name: "Order of the cards" });
    await expect(order.getByRole("radio", { name: "Keep mine" })).toBeVisible();
    await expect(order.getByRole("radio", { name: "Take theirs" })).toBeVisible();
    expect(await storedOrder(page, sectionId)).toEqual(theirs);

    await order.getByRole("radio", { name: "Keep mine" }).check();
    await editor.getByRole("button", { name: "Apply" }).click();
    await expect(conflict).toBeHidden();
    await expect.poll(() => storedOrder(page, sectionId), { timeout: STEP_MS }).toEqual(mine);
    await expect.poll(() => shownOrder(editor)).toEqual(mine);
    await cleanUp(page, [sectionId]);
  });

  test("removes a card from this section only, and deletes one everywhere only after its exact title is typed", async ({ page }) => {
    const title = await startAt(page, `Metrics remove ${Date.now()}`);
    const stamp = Date.now();
    const [kept, doomed] = [await createMetric(page, `Kept card ${stamp}`), await createMetric(page, `Doomed card ${stamp}`)];
    const sectionId = await createSection(page, title, [kept, doomed]);
    const otherSection = await createSection(page, `${title} other`, [doomed]);
    await page.reload();
    const editor = await openEditor(page, title);

    const keptCard = card(editor, kept);
    await keptCard.hover();
    await keptCard.getByRole("button", { name: "Remove or delete" }).click();
    const removeDialog = keptCard.getByRole("group", { name: `Remove or delete “Kept card ${stamp}”` });
    await expect(removeDialog.getByRole("radio", { name: /Remove from this section/ })).toBeChecked();
    await removeDialog.getByRole("button", { name: "Remove", exact: true }).click();
    await expect(keptCard).toHaveCount(0, { timeout: STEP_MS });
    await expect.poll(() => storedOrder(page, sectionId), { timeout: STEP_MS }).toEqual([doomed]);
    expect((await api(page, "GET", `/api/metrics/${kept}`)).status).toBe(200);

    const doomedCard = card(editor, doomed);
    await doomedCard.hover();
    await doomedCard.getByRole("button", { name: "Remove or delete" }).click();
    const deleteDialog = doomedCard.getByRole("group", { name: `Remove or delete “Doomed card ${stamp}”` });
    await deleteDialog.getByRole("radio", { name: /Delete everywhere/ }).check();
    const confirm = deleteDialog.getByRole("button", { name: "Delete", exact: true });
    await expect(confirm).toBeDisabled();
    const typed = deleteDialog.getByLabel(`Type the metric title “Doomed card ${stamp}” to enable Delete`);
    await typed.fill(`DOOMED CARD ${stamp}`);
    await expect(confirm).toBeDisabled();
    await typed.fill(`Doomed card ${stamp}`);
    await confirm.click();
    await expect(doomedCard).toHaveCount(0, { timeout: STEP_MS });
    expect((await api(page, "GET", `/api/metrics/${doomed}`)).status).toBe(404);
    expect(await storedOrder(page, otherSection)).toEqual([]);
    await cleanUp(page, [sectionId, otherSection], [kept]);
  });

  test("the metrics area has no serious accessibility findings", async ({ page }) => {
    const title = await startAt(page, `Metrics axe ${Date.now()}`);
    const sectionId = await createSection(page, title, NORTHWIND.metrics.slice(0, 2));
    await page.reload();
    const editor = await openEditor(page, title);
    const findings = () => seriousAxeFindings(page);
    await editor.getByRole("button", { name: "Add Existing Metric" }).click();
    const first = cards(editor).first();
    await first.hover();
    await first.getByRole("button", { name: "Remove or delete" }).click();
    await first.getByRole("radio", { name: /Delete everywhere/ }).check();
    expect(await findings()).toEqual([]);
    await first.getByRole("button", { name: "Background colour" }).click();
    await editor.getByRole("button", { name: "Create New Metric" }).click();
    expect(await findings()).toEqual([]);
    await cleanUp(page, [sectionId]);
  });
});
