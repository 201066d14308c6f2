// The media library (issue 12): upload by file with its result, alt text, search and deletion on /admin/media,
// a refused file explained, and the library from Create New → Media library, free of serious axe findings.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { seriousAxeFindings } from "./editor-helpers";
import { hosts } from "./hosts";
import { ADMIN, signIn } from "./sign-in";

// A 3×2 PNG.
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000003000000020806000000b8e6c1d40000001149444154789c63f8ffff3f03042c0c0c00001efb03fd6c2d3d4b0000000049454e44ae426082", "hex");

const files = (page: Page) => page.getByRole("list", { name: "Files" });

async function upload(page: Page, name: string, buffer: Buffer, mimeType = "image/png") {
  await page.getByLabel("Choose files").setInputFiles({ name, mimeType, buffer });
}

/** How long an upload or a deletion and the list's refresh may take on a busy machine. */
const STEP_MS = 15_000;

test.describe("media library", () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, hosts.northwind, ADMIN);
  });

  test("uploads a file, names it for screen readers, finds it, and deletes it after a confirmation", async ({ page }) => {
    await page.goto(`${hosts.northwind}/admin/media`);
    await expect(page.getByRole("heading", { name: "Media library", level: 1 })).toBeVisible();
    const name = `harbour-${Date.now()}.png`;
    await upload(page, name, PNG);
    await expect(page.getByRole("status").filter({ hasText: `${name} added` })).toBeVisible({ timeout: STEP_MS });

    // The new file is selected: its details show its size, and alt text is saved and kept.
    const details = page.getByRole("region", { name: `Details of ${name}` });
    await expect(details).toContainText("3 × 2 px");
    await details.getByLabel("Alt text").fill("The harbour at dawn");
    await details.getByRole("button", { name: "Save alt text" }).click();
    await expect(details.getByText("Alt text saved")).toBeVisible({ timeout: STEP_MS });
    await page.reload();
    await page.getByLabel("Search media").fill("harbour at dawn");
    await expect(files(page).getByRole("button")).toHaveText(["The harbour at dawn"], { timeout: STEP_MS });

    // Served from storage as the image it is.
    // Relative: the site's own host serves it (proxied to Storage).
    const src = new URL((await files(page).locator("img").first().getAttribute("src"))!, page.url()).href;
    const served = await page.request.get(src);
    expect(served.headers()["content-type"]).toBe("image/png");

    await files(page).getByRole("button", { name: "The harbour at dawn" }).click();
    const selected = page.getByRole("region", { name: `Details of ${name}` });
    await selected.getByRole("button", { name: "Delete" }).click();
    await expect(selected.getByRole("alertdialog")).toContainText(`Delete ${name}?`);
    await selected.getByRole("button", { name: "Delete file" }).click();
    await expect(page.getByText("Nothing matches “harbour at dawn”.")).toBeVisible({ timeout: STEP_MS });
    expect((await page.request.get(src)).status()).toBe(404);
  });

  test("explains a refused file and stores nothing", async ({ page }) => {
    await page.goto(`${hosts.northwind}/admin/media`);
    await expect(page.getByRole("status").filter({ hasText: /files?$|No media yet/ }).first()).toBeVisible();
    await upload(page, "notes.png", Buffer.from("just some text"));
    const uploads = page.getByRole("list", { name: "Uploads" });
    await expect(uploads.getByRole("alert")).toContainText("notes.png could not be added: this kind of file cannot be added (use JPG");
    await upload(page, "page.html", Buffer.from("<html></html>"), "text/html");
    await expect(uploads.getByRole("alert").filter({ hasText: "page.html" })).toContainText("this kind of file cannot be added");
    // The library holds the demo images too: search for the refused file by its own name.
    await page.getByLabel("Search media").fill("notes.png");
    await expect(page.getByText("Nothing matches “notes.png”.")).toBeVisible();
  });

  test("opens from Create New → Media library, with no serious accessibility findings", async ({ page }) => {
    await page.goto(hosts.northwind);
    await page.getByRole("button", { name: "Create New" }).click();
    await page.getByRole("menu", { name: "Create New" }).getByRole("menuitem", { name: "Media library" }).click();
    const dialog = page.getByRole("dialog", { name: "Media library" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Search media")).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  test("an editor's Choose from library takes a link without submitting the editor", async ({ page }) => {
    await page.goto(hosts.northwind);
    await page.getByRole("button", { name: "Create New" }).click();
    await page.getByRole("menu", { name: "Create New" }).getByRole("menuitem", { name: "Heading Section" }).click();
    const editor = page.getByRole("dialog", { name: "Create Heading Section" });
    await editor.getByRole("button", { name: "Choose from library" }).click();
    const picker = page.getByRole("dialog", { name: "Choose media" });
    await picker.getByRole("button", { name: "Use link" }).click();
    await expect(picker.getByRole("alert")).toHaveText("Please enter a valid URL");
    await picker.getByLabel("Or use a link to an image or video").fill("https://cdn.example.com/team.webp");
    await picker.getByRole("button", { name: "Use link" }).click();
    await expect(picker).toBeHidden();
    // The link is in the editor's image field, and the editor was not submitted (no validation messages).
    await expect(editor.getByLabel("Image URL")).toHaveValue("https://cdn.example.com/team.webp");
    await expect(editor.getByText("Please enter a heading name")).toHaveCount(0);
  });

  test("the library page has no serious accessibility findings", async ({ page }) => {
    await page.goto(`${hosts.northwind}/admin/media`);
    await expect(page.getByRole("status").filter({ hasText: /files?$|No media yet/ }).first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include("main").analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });
});
