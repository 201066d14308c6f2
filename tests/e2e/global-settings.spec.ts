import type { Browser, Locator, Page, Response } from "@playwright/test";
import { ACME } from "../helpers/seed-ids";
import { api, seriousAxeFindings } from "./editor-helpers";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";
import { ACME_ADMIN, signIn } from "./sign-in";

// Issue 16: the Global Settings modal (spec 001 §2.7, §4, §8) and its General, Blog and Meeting Types tabs,
// as Acme's admin (default language Spanish; the modal is used under /en/ so it speaks English).

/** How long a save and the page's refresh may take on a busy machine. */
const STEP_MS = 20_000;
const ORG_URL = `/api/organizations/${ACME.id}`;
const UNSAVED = "You have unsaved changes. Are you sure you want to close?";

type Row = { id: string; version: number } & Record<string, unknown>;
interface Stored {
  settings: Row & { supported_locales: string[] };
  meeting_types: Row[];
  blog_posts: (Row & { display_config: Record<string, unknown> })[];
}

async function stored(page: Page): Promise<Stored> {
  const answer = await api(page, "GET", ORG_URL);
  expect(answer.status).toBe(200);
  return answer.json as unknown as Stored;
}

async function openSettings(page: Page): Promise<Locator> {
  await signIn(page, hosts.acme, ACME_ADMIN);
  await page.goto(`${hosts.acme}/en/`);
  await page.getByRole("button", { name: "Create New" }).click();
  await page.getByRole("menu", { name: "Create New" }).getByRole("menuitem", { name: "Global Settings" }).click();
  const modal = page.getByRole("dialog", { name: "Global Settings" });
  await expect(modal.getByLabel("Site name")).toBeVisible({ timeout: STEP_MS });
  return modal;
}

async function save(modal: Locator) {
  await expect(modal.getByText("Unsaved changes")).toBeVisible();
  await modal.getByRole("button", { name: "Save", exact: true }).click();
  await expect(modal.getByText("Unsaved changes")).toBeHidden({ timeout: STEP_MS });
  await expect(modal.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
}

/** A visitor's view of `path`: a fresh browser context, no session. */
async function asVisitor(browser: Browser, path: string, check: (page: Page, response: Response | null) => Promise<void>) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const response = await page.goto(`${hosts.acme}${path}`);
    await check(page, response);
  } finally {
    await context.close();
  }
}

test.describe("Global Settings", () => {
  // Sign-in, the modal's chunks, a save and a visitor's page each take seconds on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test("opens from Create New at General, loaded, with no serious axe findings", async ({ page }) => {
    const modal = await openSettings(page);
    await expect(modal.getByRole("tab", { name: "General" })).toHaveAttribute("aria-selected", "true");
    await expect(modal.getByRole("tablist", { name: "Settings sections" }).getByRole("tab")).toHaveCount(10);
    await expect(modal.getByLabel("Site name")).toHaveValue("Acme Viajes");
    await expect(modal.getByLabel("Default language")).toHaveValue("es");
    await expect(modal.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
    expect(await seriousAxeFindings(page)).toEqual([]);

    for (const tab of ["Blog", "Meeting Types", "Hero Section"]) {
      await modal.getByRole("tab", { name: tab }).click();
      await expect(modal.getByRole("tabpanel")).not.toContainText("Loading settings", { timeout: STEP_MS });
      expect(await seriousAxeFindings(page), tab).toEqual([]);
    }
  });

  test("adds French: the badge goes on save and a visitor gets /fr/", async ({ page, browser }) => {
    await asVisitor(browser, "/fr/", async (visitor) => {
      expect(await visitor.evaluate(() => document.documentElement.lang)).not.toBe("fr");
    });

    const modal = await openSettings(page);
    try {
      await modal.getByRole("checkbox", { name: "Français" }).check();
      await save(modal);
      await expect(modal.getByRole("checkbox", { name: "Français" })).toBeChecked();
      expect((await stored(page)).settings.supported_locales).toContain("fr");

      await asVisitor(browser, "/fr/", async (visitor, response) => {
        expect(response?.status()).toBe(200);
        expect(new URL(visitor.url()).pathname).toMatch(/^\/fr\/?$/);
        expect(await visitor.evaluate(() => document.documentElement.lang)).toBe("fr");
        await expect(visitor.getByRole("link", { name: "Aller au contenu" })).toBeAttached();
      });
    } finally {
      // The suite shares one database: Acme's languages go back as seeded.
      const now = await stored(page);
      const settings = { ...now.settings, supported_locales: now.settings.supported_locales.filter((locale) => locale !== "fr") };
      expect((await api(page, "PUT", ORG_URL, { settings })).status).toBe(200);
    }
  });

  test("asks before closing with unsaved changes: dismissed keeps the modal, accepted closes it", async ({ page }) => {
    const modal = await openSettings(page);
    await modal.getByLabel("Site name").fill("Acme Viajes y Más");
    await expect(modal.getByText("Unsaved changes")).toBeVisible();

    const asked: string[] = [];
    page.once("dialog", async (dialog) => {
      asked.push(dialog.message());
      await dialog.dismiss();
    });
    await page.keyboard.press("Escape");
    await expect.poll(() => asked).toEqual([UNSAVED]);
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel("Site name")).toHaveValue("Acme Viajes y Más");

    page.once("dialog", async (dialog) => {
      asked.push(dialog.message());
      await dialog.accept();
    });
    await modal.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => asked).toEqual([UNSAVED, UNSAVED]);
    await expect(modal).toBeHidden();
  });

  test("a meeting type added here is offered on /book", async ({ page, browser }) => {
    const name = `Ruta gastronómica ${Date.now()}`;
    const modal = await openSettings(page);
    const original = (await stored(page)).meeting_types;
    try {
      await modal.getByRole("tab", { name: "Meeting Types" }).click();
      await modal.getByRole("button", { name: "Add meeting type" }).click();
      const added = modal.locator("[data-meeting-type]").last();
      await expect(added.getByLabel(/^Name/)).toBeFocused();
      await added.getByLabel(/^Name/).fill(name);
      await added.getByLabel("Duration (minutes)").fill("45");
      await save(modal);
      await expect(modal.locator("[data-meeting-type]")).toHaveCount(original.length + 1);

      await asVisitor(browser, "/en/book", async (visitor) => {
        await expect(visitor.getByRole("main")).toContainText(name);
      });
    } finally {
      const now = await stored(page);
      const kept = now.meeting_types.filter((row) => original.some((each) => each.id === row.id));
      expect((await api(page, "PUT", ORG_URL, { meeting_types: kept })).status).toBe(200);
    }
  });

  test("a post unticked from 'Show on the blog' leaves /blog", async ({ page, browser }) => {
    const modal = await openSettings(page);
    await modal.getByRole("tab", { name: "Blog" }).click();
    // Acme is a hospitality site: its blog is titled Stories.
    await expect(modal.getByTestId("blog-title")).toHaveText("Stories");
    // A post a visitor sees on /blog now (a hidden post may be flagged for the blog too).
    let title = "";
    await asVisitor(browser, "/en/blog", async (visitor) => {
      title = (await visitor.getByTestId("blog-posts").getByRole("heading", { level: 2 }).first().textContent())?.trim() ?? "";
    });
    expect(title).not.toBe("");
    const name = `Show on the blog: ${title}`;
    const box = modal.getByRole("checkbox", { name, exact: true });
    await expect(box).toBeChecked();
    // `has` is matched inside each row: a locator of the page, not of the modal.
    const row = modal.locator("li[data-post-slug]").filter({ has: page.getByRole("checkbox", { name, exact: true }) });
    const slug = (await row.getAttribute("data-post-slug")) ?? "";
    expect(slug).not.toBe("");
    const listed = (visitor: Page) => visitor.getByTestId("blog-posts").getByRole("heading", { level: 2, name: title, exact: true });

    try {
      await box.uncheck();
      await save(modal);
      await asVisitor(browser, "/en/blog", async (visitor) => {
        await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(listed(visitor)).toHaveCount(0);
      });
    } finally {
      const post = (await stored(page)).blog_posts.find((each) => each.slug === slug);
      if (post) {
        const shown = { ...post, display_config: { ...post.display_config, display_as_blog_post: true } };
        expect((await api(page, "PUT", ORG_URL, { blog_posts: [shown] })).status).toBe(200);
      }
    }
  });

  test("says 'Failed to fetch organization data: ...' when loading fails, and Retry loads", async ({ page }) => {
    await signIn(page, hosts.acme, ACME_ADMIN);
    await page.goto(`${hosts.acme}/en/`);
    // Browser-level fault injection: the first GET of the organisation answers 500.
    await page.route(
      (url) => url.pathname === ORG_URL,
      (route) =>
        route.request().method() === "GET"
          ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "internal", message: "Database unavailable" } }) })
          : route.fallback(),
      { times: 1 },
    );
    await page.getByRole("button", { name: "Create New" }).click();
    await page.getByRole("menu", { name: "Create New" }).getByRole("menuitem", { name: "Global Settings" }).click();
    const modal = page.getByRole("dialog", { name: "Global Settings" });
    await expect(modal.getByRole("alert")).toContainText("Failed to fetch organization data: Database unavailable", { timeout: STEP_MS });
    await modal.getByRole("button", { name: "Retry" }).click();
    await expect(modal.getByLabel("Site name")).toHaveValue("Acme Viajes", { timeout: STEP_MS });
    await expect(modal.getByRole("alert")).toHaveCount(0);
  });
});
