import type { Locator, Page } from "@playwright/test";
import { seriousAxeFindings } from "./editor-helpers";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";
import { ADMIN, signIn } from "./sign-in";

// Issue 37, "What a new user noticed": link entry in the rich-text editors used window.prompt, with no
// validation. The editors have a link popover instead: address, open in new tab, remove link, apply and cancel,
// reachable by keyboard, with the editors' rule for links (never javascript:), and axe clean.

const tool = (editor: Locator, name: string) => editor.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name, exact: true });

/** Moves the focus back from the text through the toolbar, as a keyboard user does, until `target` has it. */
async function shiftTabTo(page: Page, target: Locator) {
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Shift+Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error("the button was not reached with Shift+Tab");
}

test.describe("link popover in the post editor", () => {
  test("refuses javascript:, applies an https link in a new tab, closes with Escape and removes the link", async ({ page }) => {
    test.setTimeout(90_000);
    const browserDialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      browserDialogs.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.accept();
    });
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    await expect(page.getByRole("toolbar", { name: "Editing tools" })).toBeVisible();
    await page.keyboard.press("Control+Shift+P");
    const editor = page.getByRole("dialog", { name: "Create Blog Post" });
    await expect(editor).toBeVisible();

    const content = editor.getByRole("textbox", { name: "Content" });
    await content.click();
    await page.keyboard.type("Read the guide");
    for (let i = 0; i < "guide".length; i++) await page.keyboard.press("Shift+ArrowLeft");

    // Opened from the keyboard: Shift+Tab to the toolbar's Link, Enter; the address field has the focus.
    const linkButton = tool(editor, "Link");
    await shiftTabTo(page, linkButton);
    await page.keyboard.press("Enter");
    const popover = editor.getByRole("dialog", { name: "Add link" });
    const address = popover.getByLabel("Link address");
    await expect(address).toBeFocused();
    await expect(linkButton).toHaveAttribute("aria-expanded", "true");
    expect(await seriousAxeFindings(page)).toEqual([]);

    // The editors' rule for links: a javascript: address is refused with a message, nothing is linked.
    await page.keyboard.type("javascript:alert(document.domain)");
    await page.keyboard.press("Enter");
    await expect(popover.getByRole("alert")).toHaveText("Use a web address (https://…) or a path on this site (/…).");
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await expect(content.locator("a")).toHaveCount(0);
    expect(await seriousAxeFindings(page)).toEqual([]);

    // An https address, in a new tab: applied to the selected word, and the caret is back in the text.
    await address.fill("https://example.com/guide");
    await expect(popover.getByRole("alert")).toHaveCount(0);
    await popover.getByRole("checkbox", { name: "Open in a new tab" }).check();
    await popover.getByRole("button", { name: "Apply" }).click();
    await expect(popover).toBeHidden();
    const link = content.locator('a[href="https://example.com/guide"]');
    await expect(link).toHaveText("guide");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(content).toBeFocused();

    // Inside the link the popover edits it; Escape closes only the popover and gives the text the focus back.
    // End first: the caret's place after Apply (after the link, or the word still selected) depends on when
    // Chromium hands the focus back to the text, and ArrowLeft on a selection only collapses it.
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await shiftTabTo(page, linkButton);
    await page.keyboard.press("Enter");
    const editing = editor.getByRole("dialog", { name: "Edit link" });
    await expect(editing.getByLabel("Link address")).toHaveValue("https://example.com/guide");
    await expect(editing.getByRole("checkbox", { name: "Open in a new tab" })).toBeChecked();
    await expect(editing.getByLabel("Link address")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(editing).toBeHidden();
    await expect(editor).toBeVisible();
    await expect(content).toBeFocused();
    await expect(link).toHaveText("guide");

    // Remove link: the word stays, the link goes.
    await shiftTabTo(page, linkButton);
    await page.keyboard.press("Enter");
    await editing.getByRole("button", { name: "Remove link" }).click();
    await expect(editing).toBeHidden();
    await expect(content.locator("a")).toHaveCount(0);
    await expect(content).toHaveText("Read the guide");

    // No browser prompt anywhere on the way.
    expect(browserDialogs).toEqual([]);
  });
});

test.describe("link popover in the section editor", () => {
  test("refuses javascript: and links the description to an https address without a new-tab choice", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    await expect(page.getByRole("toolbar", { name: "Editing tools" })).toBeVisible();
    await page.locator("[data-section-type]").first().getByRole("button", { name: /^Edit section: / }).click();
    const editor = page.getByRole("dialog", { name: /Template Section/ });
    const description = editor.getByRole("textbox", { name: "Section description" });
    await expect(description).toBeVisible();

    await description.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" Our method");
    for (let i = 0; i < "method".length; i++) await page.keyboard.press("Shift+ArrowLeft");
    const linkButton = editor.getByRole("toolbar", { name: "Text formatting" }).getByRole("button", { name: "Link", exact: true });
    await shiftTabTo(page, linkButton);
    await page.keyboard.press("Enter");
    const popover = editor.getByRole("dialog", { name: "Add link" });
    await expect(popover.getByLabel("Link address")).toBeFocused();
    // Section descriptions keep no target (spec 002 §5), so there is no new-tab choice to offer.
    await expect(popover.getByRole("checkbox")).toHaveCount(0);

    await page.keyboard.type("JavaScript:alert(1)");
    await popover.getByRole("button", { name: "Apply" }).click();
    await expect(popover.getByRole("alert")).toBeVisible();
    await expect(description.locator("a")).toHaveCount(0);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await popover.getByLabel("Link address").fill("https://example.com/method");
    await page.keyboard.press("Enter");
    await expect(popover).toBeHidden();
    await expect(editor).toBeVisible();
    await expect(description.locator('a[href="https://example.com/method"]')).toHaveText("method");
    // The preview renders the description with the public renderer: the link is there too.
    await expect(editor.getByTestId("template-section-preview").locator('a[href="https://example.com/method"]')).toHaveText("method");
  });
});
