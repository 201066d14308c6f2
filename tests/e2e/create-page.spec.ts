import type { Locator, Page } from "@playwright/test";
import es from "../../messages/es.json" with { type: "json" };
import { api, seriousAxeFindings } from "./editor-helpers";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";
import { ADMIN, signIn } from "./sign-in";

// Create Page ("Template-Based Page") and the Site Map (spec 001 §2.5, §2.6, §4, §5, §8, §9).

/** A save, the redirect and the new page's first render on a busy machine. */
const STEP_MS = 20_000;

async function chooseCreateNew(page: Page, item: string, createNew = "Create New"): Promise<void> {
  await page.getByRole("button", { name: createNew }).click();
  await page.getByRole("menu", { name: createNew }).getByRole("menuitem", { name: item, exact: true }).click();
}

async function openCreatePage(page: Page): Promise<Locator> {
  await chooseCreateNew(page, "Empty Page");
  const dialog = page.getByRole("dialog", { name: "Template-Based Page" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openSiteMap(page: Page): Promise<Locator> {
  await chooseCreateNew(page, "Site Map");
  const dialog = page.getByRole("dialog", { name: "Site Map" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Browse your site's page structure")).toBeVisible();
  return dialog;
}

/** Removes a page made by a test: its sections' layout, then the post row. */
async function removePage(page: Page, slug: string) {
  const layout = await api(page, "GET", `/api/page-layout?url_page=/${slug}`);
  if (layout.status === 200 && Array.isArray(layout.json?.items) && layout.json.items.length > 0) {
    await api(page, "PUT", `/api/page-layout?url_page=/${slug}`, { items: [] }, layout.etag ?? undefined);
  }
  const post = await api(page, "GET", `/api/posts/${slug}`);
  if (post.status === 200) expect((await api(page, "DELETE", `/api/posts/${slug}`, undefined, post.etag ?? undefined)).status).toBe(200);
}

test.describe("Create Page", () => {
  test("says each of the spec's messages, lets the slug follow the title until edited, and opens the new page at /{slug}", async ({ page }) => {
    // Six saves, two page loads and two axe runs.
    test.setTimeout(120_000);
    const stamp = Date.now();
    const slug = `careers-${stamp}`;
    const taken = `taken-${stamp}`;
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    const dialog = await openCreatePage(page);
    expect(await seriousAxeFindings(page)).toEqual([]);
    const title = dialog.getByLabel("Page title", { exact: true });
    const slugField = dialog.getByLabel("Page slug", { exact: true });
    const description = dialog.getByLabel("Description", { exact: true });
    const create = dialog.getByRole("button", { name: "Create Page" });

    await create.click();
    await expect(dialog.getByText("Page title is required")).toBeVisible();
    await expect(dialog.getByText("Page slug is required")).toBeVisible();

    // Spec 001 §4: the slug follows the title…
    await title.fill(`Careers & Jobs ${stamp}`);
    await expect(slugField).toHaveValue(`careers-jobs-${stamp}`);
    await expect(dialog.getByText(`/careers-jobs-${stamp}`)).toBeVisible();
    // …until the slug field is edited.
    await slugField.fill("Our Careers");
    await title.fill(`Careers ${stamp}`);
    await expect(slugField).toHaveValue("Our Careers");
    await create.click();
    await expect(dialog.getByText("Slug can only contain lowercase letters, numbers, and hyphens")).toBeVisible();
    await expect(slugField).toHaveAttribute("aria-invalid", "true");

    // A slug another admin took after the modal opened: the server's 409 becomes the field's message.
    expect((await api(page, "POST", "/api/posts", { slug: taken, title: `Taken ${stamp}` })).status).toBe(201);
    try {
      await slugField.fill(taken);
      await create.click();
      await expect(dialog.getByText("A page with this slug already exists")).toBeVisible();
    } finally {
      await removePage(page, taken);
    }

    // Spec 001 §5: n/160, orange above 140, never more than 160.
    const counter = dialog.getByTestId("description-counter");
    await description.fill("d".repeat(140));
    await expect(counter).toHaveText("140/160");
    const calm = await counter.evaluate((element) => getComputedStyle(element).color);
    await description.fill("d".repeat(141));
    await expect(counter).toHaveText("141/160");
    await expect(counter).toHaveClass(/text-orange/);
    expect(await counter.evaluate((element) => getComputedStyle(element).color)).not.toBe(calm);
    await description.fill("d".repeat(170));
    await expect(counter).toHaveText("160/160");

    // A description the server refuses (a control character nobody types): the spec's banner.
    await slugField.fill(slug);
    await description.fill("Bell \u0007 ringing");
    await create.click();
    await expect(dialog.getByRole("alert").filter({ hasText: "Failed to create page. Please try again." })).toBeVisible({ timeout: STEP_MS });

    try {
      await description.fill("Join the team.");
      await create.click();
      // Spec 001 §2.5, §9: the form closes and the new page opens.
      await expect(dialog).toBeHidden({ timeout: STEP_MS });
      await page.waitForURL(`${hosts.northwind}/${slug}`, { timeout: STEP_MS });
      await expect(page.getByRole("heading", { level: 1, name: `Careers ${stamp}` })).toBeVisible();
      const stored = await api(page, "GET", `/api/posts/${slug}`);
      expect(stored.json).toMatchObject({
        description: "Join the team.",
        display_config: { display_this_post: true, display_as_blog_post: false },
        organization_config: { order: expect.any(Number) },
      });

      // The Site Map lists the new page, and opening it from there goes to it.
      await page.goto(`${hosts.northwind}/`);
      const siteMap = await openSiteMap(page);
      await expect(siteMap.getByRole("heading", { name: "Pages" })).toBeVisible();
      await expect(siteMap.getByRole("heading", { name: "Menus" })).toBeVisible();
      await expect(siteMap.getByRole("heading", { name: "Blog posts" })).toBeVisible();
      expect(await seriousAxeFindings(page)).toEqual([]);
      await siteMap.getByRole("link", { name: `Careers ${stamp}` }).click();
      await page.waitForURL(`${hosts.northwind}/${slug}`, { timeout: STEP_MS });
      await expect(siteMap).toBeHidden();
    } finally {
      await removePage(page, slug);
    }
  });

  test("gives the next order, and from the Spanish site opens /es/{slug} with the sections of the home", async ({ page }) => {
    const stamp = Date.now();
    const slug = `equipo-${stamp}`;
    const t = es.Editors.createPage;
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/es`);
    const homeSections = await page.locator("#content [data-section-id]").count();
    expect(homeSections).toBeGreaterThan(0);
    await chooseCreateNew(page, es.Editing.actions.emptyPage.label, es.Editing.createNew);
    const dialog = page.getByRole("dialog", { name: t.title });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(t.titleLabel, { exact: true }).fill(`Equipo ${stamp}`);
    await expect(dialog.getByLabel(t.slugLabel, { exact: true })).toHaveValue(slug);
    const layout = dialog.getByLabel(t.layoutLabel, { exact: true });
    await expect(layout.locator('option[value="/home"]')).toHaveText(t.layoutShared.replace("{page}", `${es.Editors.siteMap.home} (/)`));
    await layout.selectOption("/home");
    try {
      await dialog.getByRole("button", { name: t.create }).click();
      await page.waitForURL(`${hosts.northwind}/es/${slug}`, { timeout: STEP_MS });
      // The home's sections, shared: the same sections in the same order.
      await expect(page.locator("#content [data-section-id]")).toHaveCount(homeSections, { timeout: STEP_MS });
      const other = await api(page, "POST", "/api/posts", { slug: `${slug}-next`, title: "Next" });
      expect(other.status).toBe(201);
      const created = await api(page, "GET", `/api/posts/${slug}`);
      const order = (value: Answer) => (value.json?.organization_config as { order: number }).order;
      expect(order(other)).toBe(order(created) + 1);
      await removePage(page, `${slug}-next`);
    } finally {
      await removePage(page, slug);
    }
  });
});

type Answer = Awaited<ReturnType<typeof api>>;

test.describe("Site Map", () => {
  test("says Failed to Load with the spec's texts, and Retry loads the map", async ({ page }) => {
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    // Faults the admin cannot cause on purpose: the first answers fail, then the real one comes through.
    const faults = [
      { status: 404, body: { error: { code: "site_not_found", message: "No site at this address." } }, text: "Organization not found for current domain" },
      { status: 500, body: { error: { code: "internal", message: "Something went wrong." } }, text: "Failed to fetch organization: Something went wrong." },
      { status: 200, body: { posts: [] }, text: "Organization data not found" },
    ];
    let calls = 0;
    await page.route("**/api/site-index", async (route) => {
      const fault = faults[calls++];
      if (fault) await route.fulfill({ status: fault.status, json: fault.body });
      else await route.continue();
    });
    const siteMap = await openSiteMap(page);
    for (const fault of faults) {
      await expect(siteMap.getByRole("heading", { name: "Failed to Load" })).toBeVisible();
      await expect(siteMap.getByText(fault.text)).toBeVisible();
      if (fault === faults[0]) expect(await seriousAxeFindings(page)).toEqual([]);
      await siteMap.getByRole("button", { name: "Retry" }).click();
    }
    await expect(siteMap.getByRole("link", { name: "Home", exact: true }).first()).toBeVisible({ timeout: STEP_MS });
    await expect(siteMap.getByText("Failed to Load")).toHaveCount(0);
    // Menus list their submenu items below them.
    await expect(siteMap.getByRole("heading", { name: "Menus" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(siteMap).toBeHidden();
  });
});
