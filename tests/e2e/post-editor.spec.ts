// Issue 15, scope 1–3: the post editor modal (spec 000 §2–5, §8, §9; 002 §2, §4): Ctrl+Shift+P → write a post
// with a heading, a list, a link and a gallery image → Publish → /{slug} with its table of contents, and /blog
// for a visitor; the pencil and Update; the slug rule; the meta description counter; landing's HTML view; the
// help centre order; the local draft; the unsaved-close question; the edit lock from a second admin; axe.
import type { Browser, Dialog, Locator, Page } from "@playwright/test";
import pg from "pg";
import { POST_DRAFT_KEY } from "@/lib/posts/editor-constants";
import { NORTHWIND } from "@/tests/helpers/seed-ids";
import { api, seriousAxeFindings } from "./editor-helpers";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";
import { ADMIN, CUSTOMER, signIn } from "./sign-in";

/** How long a save and the page's refresh may take on a busy machine. */
const STEP_MS = 15_000;
const CLOSE_TEXT = "You have unsaved changes. Are you sure you want to close? Your draft will be saved locally.";

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1_000)}`;

/** Answers the page's confirm dialogs with `answers` in turn (then accepts), and records them. */
function answerDialogs(page: Page, answers: (boolean | string)[] = []) {
  const seen: { type: string; message: string }[] = [];
  page.on("dialog", async (dialog: Dialog) => {
    seen.push({ type: dialog.type(), message: dialog.message() });
    const answer = answers.shift() ?? true;
    if (answer === false) await dialog.dismiss();
    else await dialog.accept(typeof answer === "string" ? answer : undefined);
  });
  return seen;
}

async function openCreate(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Create New" }).click();
  await page.getByRole("menu", { name: "Create New" }).getByRole("menuitem", { name: "Blog Post", exact: true }).click();
  const editor = page.getByRole("dialog", { name: "Create Blog Post" });
  await expect(editor).toBeVisible();
  return editor;
}

/** The pencil on the post page (admins in edit mode): shown on hover, like the sections' pencils. */
async function openPencil(page: Page): Promise<Locator> {
  await page.locator("article[data-post-slug]").hover();
  await page.getByRole("button", { name: "Edit post" }).click();
  const editor = page.getByRole("dialog", { name: "Edit Post" });
  await expect(editor).toBeVisible();
  return editor;
}

const tool = (editor: Locator, name: string) => editor.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name, exact: true });
const advanced = (editor: Locator) => editor.getByRole("button", { name: "More / Advanced Settings" }).click();
const backToContent = (editor: Locator) => editor.getByRole("button", { name: "Back to content" }).click();

async function createPost(page: Page, slug: string, fields: Record<string, unknown> = {}) {
  const created = await api(page, "POST", "/api/posts", {
    slug,
    title: `Post ${slug}`,
    content: "<h2>First part</h2><p>Text.</p>",
    display_config: { display_this_post: true, display_as_blog_post: true, type: "default" },
    ...fields,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
}

async function removePost(page: Page, slug: string) {
  const current = await api(page, "GET", `/api/posts/${slug}`);
  if (current.status === 200) await api(page, "DELETE", `/api/posts/${slug}`, undefined, current.etag ?? undefined);
}

test.describe("post editor", () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, hosts.northwind, ADMIN);
  });

  test("publishes a post with a heading, a list, a link and a gallery image; it opens at /{slug} with its contents and is on /blog", async ({ page, browser }) => {
    await page.goto(`${hosts.northwind}/`);
    const title = `Harbour notes ${stamp()}`;
    const slug = title.toLowerCase().replaceAll(" ", "-");
    answerDialogs(page);
    try {
      // Spec 002 §4: Ctrl+Shift+P opens the post editor (once the admin layer is there).
      await expect(page.getByRole("toolbar", { name: "Editing tools" })).toBeVisible();
      await page.keyboard.press("Control+Shift+P");
      const editor = page.getByRole("dialog", { name: "Create Blog Post" });
      await expect(editor).toBeVisible();
      await expect(editor.getByRole("button", { name: "Publish" })).toBeDisabled();
      await expect(editor.getByText("Title is required")).toBeVisible();
      await editor.getByLabel("Title", { exact: true }).fill(title);
      await editor.getByLabel("Description", { exact: true }).fill("What we learnt at the harbour.");

      const content = editor.getByRole("textbox", { name: "Content" });
      await content.click();
      await page.keyboard.type("Getting started");
      // Each tool gives the focus back to the text, as a person sees the caret return before typing on.
      await tool(editor, "Heading 2").click();
      await expect(content).toBeFocused();
      await page.keyboard.press("End");
      await page.keyboard.press("Enter");
      await page.keyboard.type("Read the guide");
      for (let i = 0; i < "guide".length; i++) await page.keyboard.press("Shift+ArrowLeft");
      await tool(editor, "Link").click();
      const linkForm = editor.getByRole("dialog", { name: "Add link" });
      await linkForm.getByLabel("Link address").fill("https://example.com/guide");
      await linkForm.getByRole("button", { name: "Apply" }).click();
      await expect(content.locator('a[href="https://example.com/guide"]')).toHaveText("guide");
      await expect(content).toBeFocused();
      await page.keyboard.press("Enter");
      await tool(editor, "Bulleted list").click();
      await expect(content).toBeFocused();
      await page.keyboard.type("Maps");
      await page.keyboard.press("Enter");
      await page.keyboard.type("Tide tables");
      await page.keyboard.press("Enter");
      await page.keyboard.press("Enter");

      await tool(editor, "Image").click();
      const picker = page.getByRole("dialog", { name: "Choose media" });
      await picker.getByRole("list", { name: "Files" }).getByRole("button").first().click();
      await picker.getByRole("button", { name: "Use this file" }).click();
      await expect(picker).toBeHidden();
      await expect(content.locator("img")).toHaveCount(1);

      // Fullscreen shows the table of contents of what is being written.
      await editor.getByRole("button", { name: "Fullscreen" }).click();
      const contents = editor.getByRole("navigation", { name: "On this page" });
      await expect(contents.getByRole("button", { name: "Getting started" })).toBeVisible();

      // The slug came from the title.
      await advanced(editor);
      await expect(editor.getByLabel("Slug")).toHaveValue(slug);
      await backToContent(editor);

      await editor.getByRole("button", { name: "Publish" }).click();
      await page.waitForURL(`${hosts.northwind}/${slug}`, { timeout: STEP_MS });
      await expect(editor).toBeHidden();
      const article = page.locator(`article[data-post-slug="${slug}"]`);
      await expect(article.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(article.getByRole("heading", { level: 2, name: "Getting started" })).toBeVisible();
      await expect(article.getByRole("link", { name: "guide" })).toHaveAttribute("href", "https://example.com/guide");
      await expect(article.getByRole("listitem").filter({ hasText: "Tide tables" })).toBeVisible();
      await expect(article.locator("img[src*='/storage/v1/object/public/media/']")).toHaveCount(1);
      await expect(page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Getting started" })).toHaveAttribute("href", "#getting-started");

      // A visitor finds it on the blog.
      const visitor = await browser.newContext();
      try {
        const visitorPage = await visitor.newPage();
        await visitorPage.goto(`${hosts.northwind}/blog`);
        await expect(visitorPage.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
      } finally {
        await visitor.close();
      }
    } finally {
      await removePost(page, slug);
    }
  });

  test("the pencil on a post page opens it, and Update saves it", async ({ page }) => {
    const slug = `pencil-${stamp()}`;
    await page.goto(`${hosts.northwind}/`);
    await createPost(page, slug);
    try {
      await page.goto(`${hosts.northwind}/${slug}`);
      const editor = await openPencil(page);
      await expect(editor.getByLabel("Title", { exact: true })).toHaveValue(`Post ${slug}`);
      await expect(editor.getByRole("textbox", { name: "Content" })).toContainText("First part");
      await editor.getByLabel("Title", { exact: true }).fill(`Renamed ${slug}`);
      await expect(editor.getByText("Unsaved changes")).toBeVisible();
      await editor.getByRole("button", { name: "Update" }).click();
      await expect(editor).toBeHidden({ timeout: STEP_MS });
      await expect(page.getByRole("heading", { level: 1, name: `Renamed ${slug}` })).toBeVisible({ timeout: STEP_MS });
      expect((await api(page, "GET", `/api/posts/${slug}`)).json?.title).toBe(`Renamed ${slug}`);
    } finally {
      await removePost(page, slug);
    }
  });

  test("makes the slug from the title by the spec's rule until the slug is edited; counts the meta description", async ({ page }) => {
    await page.goto(`${hosts.northwind}/`);
    const editor = await openCreate(page);
    const title = editor.getByLabel("Title", { exact: true });
    await title.fill("  What's new? Q3_2026 --  Launch!  ");
    await advanced(editor);
    const slug = editor.getByLabel("Slug");
    await expect(slug).toHaveValue("whats-new-q3-2026-launch");
    await slug.fill("my-own-slug");
    await backToContent(editor);
    await title.fill("Something else");
    await advanced(editor);
    await expect(slug).toHaveValue("my-own-slug");
    await slug.fill("Not A Slug");
    await editor.getByRole("button", { name: "Publish" }).click();
    await expect(editor.getByText("Use lowercase letters, digits and single hyphens.")).toBeVisible();

    // Spec 000 §5, §9: n/160, orange above 140, never more than 160.
    const meta = editor.getByLabel("Meta description");
    const counter = editor.getByTestId("meta-description-counter");
    await meta.fill("m".repeat(140));
    await expect(counter).toHaveText("140/160");
    await expect(counter).toHaveAttribute("data-warning", "false");
    await expect(counter).not.toHaveClass(/orange/);
    await meta.fill("m".repeat(141));
    await expect(counter).toHaveText("141/160");
    await expect(counter).toHaveAttribute("data-warning", "true");
    await expect(counter).toHaveClass(/text-orange-700/);
    await meta.fill("m".repeat(170));
    await expect(meta).toHaveValue("m".repeat(160));
    await expect(counter).toHaveText("160/160");
  });

  test("type landing switches to the HTML code view and hides the contents, subsection, title and description", async ({ page }) => {
    await page.goto(`${hosts.northwind}/`);
    const editor = await openCreate(page);
    await editor.getByLabel("Title", { exact: true }).fill("Spring offer");
    await editor.getByRole("button", { name: "Fullscreen" }).click();
    await expect(editor.getByRole("navigation", { name: "On this page" })).toBeVisible();
    await advanced(editor);
    await expect(editor.getByLabel("Subsection")).toBeVisible();
    await editor.getByRole("radio", { name: /^Landing/ }).check();
    await expect(editor.getByLabel("Subsection")).toBeHidden();
    // The title (required) moves to SEO and Identity.
    await expect(editor.getByLabel("Title", { exact: true })).toHaveValue("Spring offer");
    await backToContent(editor);
    await expect(editor.getByLabel("HTML code")).toBeVisible();
    await expect(editor.getByRole("toolbar", { name: "Formatting" })).toBeHidden();
    await expect(editor.getByLabel("Title", { exact: true })).toBeHidden();
    await expect(editor.getByLabel("Description", { exact: true })).toBeHidden();
    await expect(editor.getByRole("navigation", { name: "On this page" })).toBeHidden();
    await editor.getByLabel("HTML code").fill('<section><h1>Spring</h1><a href="/book">Book now</a></section>');

    await advanced(editor);
    await editor.getByRole("radio", { name: /^Default/ }).check();
    await backToContent(editor);
    await expect(editor.getByRole("textbox", { name: "Content" })).toContainText("Book now");
    await expect(editor.getByLabel("Title", { exact: true })).toBeVisible();
  });

  test("shows the help center order only while the help center option is on", async ({ page }) => {
    await page.goto(`${hosts.northwind}/`);
    const editor = await openCreate(page);
    await advanced(editor);
    const order = editor.getByLabel("Help center order");
    await expect(order).toHaveCount(0);
    await editor.getByLabel("Show in the help center").check();
    await expect(order).toBeVisible();
    await expect(order).toHaveValue("0");
    await editor.getByLabel("Show in the help center").uncheck();
    await expect(order).toHaveCount(0);
  });

  test("keeps a draft after two minutes and offers it after a reload", async ({ page }) => {
    await page.clock.install();
    await page.goto(`${hosts.northwind}/`);
    let editor = await openCreate(page);
    await editor.getByLabel("Title", { exact: true }).fill("Draft about tides");
    // Spec 000 §9: checked every 30 s, written once the last save is at least 120 s old.
    await page.clock.fastForward(60_000);
    await expect(editor.getByText(/^Draft saved locally/)).toHaveCount(0);
    await page.clock.fastForward(90_000);
    await expect(editor.getByText(/^Draft saved locally at/)).toBeVisible();

    await page.reload();
    editor = await openCreate(page);
    await expect(editor.getByText(/^A draft of this post from .* is saved in this browser\.$/)).toBeVisible();
    await expect(editor.getByLabel("Title", { exact: true })).toHaveValue("");
    await editor.getByRole("button", { name: "Restore draft" }).click();
    await expect(editor.getByLabel("Title", { exact: true })).toHaveValue("Draft about tides");
    await expect(editor.getByText("Unsaved changes")).toBeVisible();
  });

  test("asks before closing with unsaved changes, and keeps the draft locally", async ({ page }) => {
    await page.goto(`${hosts.northwind}/`);
    const dialogs = answerDialogs(page, [false, true]);
    let editor = await openCreate(page);
    await editor.getByLabel("Title", { exact: true }).fill("Do not lose me");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialogs).toEqual([{ type: "confirm", message: CLOSE_TEXT }]);
    await expect(editor).toBeVisible();
    await editor.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => dialogs.length).toBe(2);
    expect(dialogs[1].message).toBe(CLOSE_TEXT);
    await expect(editor).toBeHidden();

    editor = await openCreate(page);
    await editor.getByRole("button", { name: "Restore draft" }).click();
    await expect(editor.getByLabel("Title", { exact: true })).toHaveValue("Do not lose me");
  });

  test("a save that cannot reach the server keeps the text and the local draft", async ({ page }) => {
    await page.goto(`${hosts.northwind}/`);
    const editor = await openCreate(page);
    await editor.getByLabel("Title", { exact: true }).fill("Written offline");
    await page.route("**/api/posts", (route) => route.abort("internetdisconnected"));
    await editor.getByRole("button", { name: "Publish" }).click();
    await expect(editor.getByRole("alert")).toHaveText("The server could not be reached. Your text is still here and kept as a local draft; try again.");
    await expect(editor.getByLabel("Title", { exact: true })).toHaveValue("Written offline");
    expect(await page.evaluate((key) => localStorage.getItem(key), POST_DRAFT_KEY)).toContain("Written offline");
  });

  test("the modal has no serious accessibility findings, in either view", async ({ page }) => {
    await page.goto(`${hosts.northwind}/`);
    const editor = await openCreate(page);
    await editor.getByLabel("Title", { exact: true }).fill("Accessible post");
    expect(await seriousAxeFindings(page)).toEqual([]);
    await advanced(editor);
    await editor.getByLabel("Show in the help center").check();
    await editor.getByLabel("Meta description").fill("m".repeat(150));
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});

/** Makes Northwind's customer (Oliver Grant) an admin for the time of `run`: the seed has one admin per site. */
async function withSecondAdmin(run: () => Promise<void>) {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  // Simple-protocol statements: the embedded PGlite socket shares one session with the app's clients.
  const setRole = (role: string) => db.query(`update public.memberships set role = '${role}' where user_id = '${NORTHWIND.customer.id}'`);
  try {
    await setRole("admin");
    await run();
  } finally {
    await setRole("customer");
    await db.end();
  }
}

async function secondAdminPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, hosts.northwind, CUSTOMER);
  return { context, page };
}

test.describe("post edit lock", () => {
  test("a second admin sees who is editing, may view read-only or take over; the first is told and keeps a draft", async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signIn(page, hosts.northwind, ADMIN);
    const slug = `locked-${stamp()}`;
    await page.goto(`${hosts.northwind}/`);
    await createPost(page, slug);
    try {
      await withSecondAdmin(async () => {
        await page.goto(`${hosts.northwind}/${slug}`);
        const first = await openPencil(page);
        await expect(first.getByText("Checking whether someone else is editing this post…")).toBeHidden();
        await first.getByLabel("Title", { exact: true }).fill(`Nadia's title ${slug}`);

        const second = await secondAdminPage(browser);
        try {
          await second.page.goto(`${hosts.northwind}/${slug}`);
          const other = await openPencil(second.page);
          const notice = other.getByRole("alert").filter({ hasText: "has been editing this post since" });
          await expect(notice).toContainText(/^Nadia Brooks has been editing this post since \d{1,2}:\d{2}/);
          await other.getByRole("button", { name: "View read-only" }).click();
          await expect(other.getByText("You are viewing this post read-only while Nadia Brooks edits it.")).toBeVisible();
          await expect(other.getByLabel("Title", { exact: true })).toBeDisabled();
          await expect(other.getByRole("button", { name: "Update" })).toBeDisabled();

          await other.getByRole("button", { name: "Take over" }).click();
          await expect(other.getByLabel("Title", { exact: true })).toBeEnabled();
          await expect(other.getByLabel("Title", { exact: true })).toHaveValue(`Post ${slug}`);

          // The first admin is told within a poll (15 s), keeps their text as a draft, and is read-only.
          await expect(first.getByText(/^Oliver Grant took over editing this post at/)).toBeVisible({ timeout: 20_000 });
          await expect(first.getByLabel("Title", { exact: true })).toBeDisabled();
          await expect(first.getByRole("button", { name: "Update" })).toBeDisabled();
          const draft = await page.evaluate((key) => localStorage.getItem(key), POST_DRAFT_KEY);
          expect(draft).toContain(`Nadia's title ${slug}`);
          // The server refuses the first admin's save while the second holds the lease.
          const refused = await api(page, "PATCH", `/api/posts/${slug}`, { title: "Sneaky" });
          expect(refused.status).toBe(423);

          await other.getByLabel("Title", { exact: true }).fill(`Oliver's title ${slug}`);
          await other.getByRole("button", { name: "Update" }).click();
          await expect(other).toBeHidden({ timeout: STEP_MS });
          await expect(second.page.getByRole("heading", { level: 1, name: `Oliver's title ${slug}` })).toBeVisible({ timeout: STEP_MS });
        } finally {
          // Closing the editor gave the lease back; say so again in case the page went first.
          await api(second.page, "DELETE", `/api/posts/${slug}/lock`).catch(() => undefined);
          await second.context.close();
        }
      });
    } finally {
      await removePost(page, slug);
    }
  });
});
