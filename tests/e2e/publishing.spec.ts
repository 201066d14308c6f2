import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { api, seriousAxeFindings } from "./editor-helpers";
import { hosts } from "./hosts";
import { ADMIN, signIn } from "./sign-in";

// Draft mode and change sets (issue 40): an admin's saves in draft mode wait in the organisation's change set; a
// visitor sees them only once "Publish changes" has run.

const STEP_MS = 15_000;
const editBar = (page: Page) => page.getByRole("toolbar", { name: "Editing tools" });
const onPage = (page: Page, id: string) => page.locator(`#content [data-section-id="${id}"]`);

test.describe("draft mode and publishing", () => {
  let sectionId: string | null = null;

  // Whatever happened, the admin leaves draft mode with nothing unpublished, as the other specs expect them.
  test.afterEach(async ({ page }) => {
    await api(page, "DELETE", "/api/change-set");
    await api(page, "PUT", "/api/draft-mode", { on: false });
    if (sectionId) {
      const current = await api(page, "GET", `/api/template-sections/${sectionId}`);
      if (current.status === 200) await api(page, "DELETE", `/api/template-sections/${sectionId}`, undefined, current.etag ?? undefined);
    }
  });

  test("an edit in draft mode stays unpublished for visitors until the admin publishes the change set", async ({ page, browser }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const title = `Relaunch ${Date.now()}`;
    const created = await api(page, "POST", "/api/template-sections", { section_type: "general", section_title: title, url_page: "/home", after: null });
    expect(created.status).toBe(201);
    const id = (sectionId = String(created.json?.id));
    await page.reload();

    const bar = editBar(page);
    await bar.getByRole("switch", { name: "Draft mode" }).check();
    await expect(bar.getByRole("button", { name: "0 unpublished changes" })).toBeVisible();

    await page.getByRole("button", { name: `Edit section: ${title}`, exact: true }).click();
    const editor = page.getByRole("dialog", { name: "Edit Template Section" });
    const drafted = `${title}, drafted`;
    await editor.getByLabel("Section title").fill(drafted);
    await editor.getByRole("button", { name: "Update" }).click();
    await expect(editor).toBeHidden();
    await expect(bar.getByRole("button", { name: "1 unpublished change" })).toBeVisible({ timeout: STEP_MS });

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${hosts.northwind}/`);
    await expect(onPage(visitor, id).locator("h2")).toHaveText(title);

    await bar.getByRole("button", { name: "1 unpublished change" }).click();
    const list = page.getByRole("dialog", { name: "Unpublished changes" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list.getByRole("listitem")).toContainText("Section");
    await expect(list.getByRole("listitem")).toContainText("Changed: section_title");
    expect(await seriousAxeFindings(page)).toEqual([]);
    await list.getByRole("button", { name: "Publish changes" }).click();
    await expect(list.getByRole("status")).toHaveText("1 change published.");

    await visitor.reload();
    await expect(onPage(visitor, id).locator("h2")).toHaveText(drafted, { timeout: STEP_MS });
    await visitor.context().close();
  });
});
