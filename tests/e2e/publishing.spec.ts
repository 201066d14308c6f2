import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { api, seriousAxeFindings } from "./editor-helpers";
import { hosts } from "./hosts";
import { NORTHWIND } from "../helpers/seed-ids";
import { ADMIN, EDITOR, signIn } from "./sign-in";

// Draft mode and change sets (issue 40): an admin's saves in draft mode wait in the organisation's change set; a
// visitor sees them only once "Publish changes" has run.

const STEP_MS = 15_000;
const editBar = (page: Page) => page.getByRole("toolbar", { name: "Editing tools" });
const onPage = (page: Page, id: string) => page.locator(`#content [data-section-id="${id}"]`);

test.describe("draft mode and publishing", () => {
  let sectionId: string | null = null;
  let postSlug: string | null = null;

  // Whatever happened, the admin leaves draft mode with nothing unpublished, as the other specs expect them.
  test.afterEach(async ({ page }) => {
    await api(page, "DELETE", "/api/change-set");
    await api(page, "PUT", "/api/draft-mode", { on: false });
    for (const path of [sectionId && `/api/template-sections/${sectionId}`, postSlug && `/api/posts/${postSlug}`]) {
      if (!path) continue;
      const current = await api(page, "GET", path);
      if (current.status === 200) await api(page, "DELETE", path, undefined, current.etag ?? undefined);
    }
  });

  test("an edit in draft mode stays unpublished for visitors until the admin publishes the change set", async ({ page, browser }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const title = `Relaunch ${Date.now()}`;
    const created = await api(page, "POST", "/api/template-sections", { section_type: "general", section_title: title, url_page: "/home", after: null });
    expect(created.status).toBe(201);
    const id = (sectionId = String(created.json?.id));
    const slug = (postSlug = `relaunch-notes-${Date.now()}`);
    expect((await api(page, "POST", "/api/posts", { slug, title: "Relaunch notes", description: "What changes with the relaunch." })).status).toBe(201);
    await page.reload();

    const bar = editBar(page);
    await bar.getByRole("switch", { name: "Draft mode" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-draft-view", "editor");
    await expect(bar.getByRole("button", { name: "0 unpublished changes" })).toBeVisible();
    // A post's draft, with an image that has no alt text: the check before publishing names it.
    const post = await api(page, "PATCH", `/api/posts/${slug}`, { content: '<p>Our new team.</p><img src="/default-logo.svg">' });
    expect(post.json).toMatchObject({ draft: true });

    await page.getByRole("button", { name: `Edit section: ${title}`, exact: true }).click();
    const editor = page.getByRole("dialog", { name: "Edit Template Section" });
    const drafted = `${title}, drafted`;
    await editor.getByLabel("Section title").fill(drafted);
    await editor.getByRole("button", { name: "Update" }).click();
    await expect(editor).toBeHidden();
    await expect(bar.getByRole("button", { name: "2 unpublished changes" })).toBeVisible({ timeout: STEP_MS });
    // The admin sees their draft in place, marked as one; a visitor does not.
    await expect(onPage(page, id).locator("h2")).toHaveText(drafted, { timeout: STEP_MS });
    await expect(onPage(page, id)).toHaveAttribute("data-draft", "Draft");
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${hosts.northwind}/`);
    await expect(onPage(visitor, id).locator("h2")).toHaveText(title);

    await bar.getByRole("button", { name: "2 unpublished changes" }).click();
    const list = page.getByRole("dialog", { name: "Unpublished changes" });
    const changes = list.getByRole("list", { name: "Unpublished changes" }).getByRole("listitem");
    await expect(changes).toHaveCount(2);
    const sectionChange = changes.filter({ hasText: "Changed: section_title" });
    await expect(sectionChange).toContainText("Section");
    await expect(list.getByText("An image has no alt text", { exact: false })).toBeVisible();
    await sectionChange.getByRole("button", { name: "Show changes" }).click();
    await expect(sectionChange.getByRole("insertion").first()).toContainText("drafted");
    expect(await seriousAxeFindings(page)).toEqual([]);
    await list.getByRole("button", { name: "Publish changes" }).click();
    await expect(list.getByRole("status").filter({ hasText: "published" })).toHaveText("2 changes published.");

    await visitor.reload();
    await expect(onPage(visitor, id).locator("h2")).toHaveText(drafted, { timeout: STEP_MS });
    await visitor.context().close();
  });

  test("a preview link shows the drafts to a guest, marked and kept from search engines, until it is revoked", async ({ page, browser }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const title = `Preview ${Date.now()}`;
    const created = await api(page, "POST", "/api/template-sections", { section_type: "general", section_title: title, url_page: "/home", after: null });
    const id = (sectionId = String(created.json?.id));
    const hero = await api(page, "GET", `/api/heroes/${NORTHWIND.hero}`);
    const liveHero = String((hero.json?.title_translation as Record<string, string> | undefined)?.en || hero.json?.title);

    // Draft mode through the edit bar: the page loads again in the draft view (a click, not check(): the switch's
    // state is read again only on the page that loads).
    await page.reload();
    await editBar(page).getByRole("switch", { name: "Draft mode" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-draft-view", "editor");
    const section = await api(page, "GET", `/api/template-sections/${id}`);
    expect((await api(page, "PATCH", `/api/template-sections/${id}`, { section_title: `${title}, drafted` }, section.etag ?? undefined)).status).toBe(200);
    // As the editor saves in the default language: the base text, and no English entry to shadow it.
    const heroTranslations = { ...(hero.json?.title_translation as Record<string, string>), en: undefined };
    const heroDraft = await api(page, "PATCH", `/api/heroes/${NORTHWIND.hero}`, { title: "Relaunch week", title_translation: heroTranslations }, hero.etag ?? undefined);
    expect(heroDraft.status).toBe(200);

    // The admin in draft mode sees the drafts on the page itself; a visitor does not.
    await page.reload();
    await expect(onPage(page, id).locator("h2")).toHaveText(`${title}, drafted`);
    await expect(page.getByRole("heading", { name: "Relaunch week" })).toBeVisible();
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${hosts.northwind}/`);
    await expect(onPage(visitor, id).locator("h2")).toHaveText(title);
    await expect(visitor.getByRole("heading", { name: liveHero })).toBeVisible();

    const link = await api(page, "POST", "/api/change-set/preview-links");
    expect(link.status).toBe(201);
    const guest = await (await browser.newContext()).newPage();
    await guest.goto(String(link.json?.url));
    await expect(guest).toHaveURL(`${hosts.northwind}/`);
    await expect(guest.getByRole("status").filter({ hasText: "Preview" }).first()).toBeVisible();
    await expect(onPage(guest, id).locator("h2")).toHaveText(`${title}, drafted`);
    await expect(guest.getByRole("heading", { name: "Relaunch week" })).toBeVisible();
    await expect(guest.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    expect((await api(page, "DELETE", `/api/change-set/preview-links/${link.json?.id}`)).status).toBe(204);
    const revoked = await guest.reload();
    expect(revoked?.status()).toBe(404);
    await visitor.reload();
    await expect(onPage(visitor, id).locator("h2")).toHaveText(title);
    await guest.context().close();
    await visitor.context().close();
  });

  test("who else edits the page shows in the edit bar within 5 s", async ({ page, browser }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    await expect(editBar(page)).toBeVisible();
    const editor = await (await browser.newContext()).newPage();
    await signIn(editor, hosts.northwind, EDITOR);
    await editor.goto(`${hosts.northwind}/`);
    await expect(editBar(editor).getByRole("img", { name: /^Nadia Brooks, editing since / })).toBeVisible({ timeout: 5_000 });
    await expect(editBar(page).getByRole("img", { name: /^Maya Chen, editing since / })).toBeVisible({ timeout: 5_000 });
    await editor.context().close();
  });
});

