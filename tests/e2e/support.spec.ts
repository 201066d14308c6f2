import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";
import { waitForMail } from "./mailbox";
import { ADMIN, CUSTOMER, signIn } from "./sign-in";

// Live support and tickets (issue 17): a Northwind customer in the widget, Northwind's admin in the
// tickets modal, each in their own browser context. New messages arrive by polling (CONVERSATION_POLL_MS).
const DESKTOP = { width: 1280, height: 900 };
const QUESTION = "Can we move our diagnostic to March?";
const ANSWER = "Yes, March works. We have moved your diagnostic to 12 March.";
const MARKUP = `<img src=x onerror="window.__supportXss=1"><script>window.__supportXss=2</script><b>bold?</b>`;

async function answeredCookies(context: BrowserContext) {
  await context.addCookies([{ name: "cookies_accepted", value: "true", url: hosts.northwind }]);
}

/** A page in a new browser context whose navigations wait for hydration, as the `page` fixture's do. */
async function pageInNewContext(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  await answeredCookies(context);
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(() => document.documentElement.getAttribute("data-app") !== "site" || document.documentElement.getAttribute("data-hydrated") === "true");
    return response;
  };
  return page;
}

/** Serious and critical axe findings inside `selector`. */
async function seriousFindings(page: Page, selector: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
}

async function openLiveSupport(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Open help centre" }).click();
  const widget = page.locator("[data-help-widget]");
  await widget.getByRole("tab", { name: "Live support" }).click();
  return widget;
}

async function sendFromWidget(widget: Locator, text: string) {
  await widget.getByLabel("Your message").fill(text);
  await widget.getByRole("button", { name: "Send", exact: true }).click();
  await expect(widget.getByRole("log").getByText(text, { exact: true })).toBeVisible();
}

test.describe("support: live support and tickets", () => {
  test("a signed-out visitor gets the login choice in the widget and the login notice on /account/profile/tickets", async ({ page, context }) => {
    await answeredCookies(context);
    await page.setViewportSize(DESKTOP);
    await page.goto(`${hosts.northwind}/account/profile/tickets`);
    await expect(page.getByRole("main").getByText("Please log in to see your tickets.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Log in" })).toHaveAttribute("href", `/login?redirectTo=${encodeURIComponent("/account/profile/tickets")}`);
    const widget = await openLiveSupport(page);
    await expect(widget.getByRole("button", { name: "Log in" })).toBeVisible();
    await expect(widget.getByRole("button", { name: "Register" })).toBeVisible();
  });

  test("customer and admin talk through the widget and the tickets modal, by email too, and the ticket stays on the account", async ({ page, context, browser }) => {
    test.setTimeout(150_000);
    await answeredCookies(context);
    await page.setViewportSize(DESKTOP);

    // The customer writes from the widget; a text past the limit is stopped by the form first.
    await signIn(page, hosts.northwind, CUSTOMER);
    await page.goto(hosts.northwind);
    const widget = await openLiveSupport(page);
    await expect(widget.getByRole("heading", { name: "Write to us…" })).toBeVisible();
    const box = widget.getByLabel("Your message");
    await box.fill("a".repeat(10_001));
    expect((await box.inputValue()).length).toBe(5000);
    await expect(widget.getByRole("alert")).toHaveText("A message can have at most 5,000 characters.");
    await box.fill("   ");
    await widget.getByRole("button", { name: "Send", exact: true }).click();
    await expect(widget.getByRole("alert")).toHaveText("Please write a message.");
    expect(await seriousFindings(page, "[data-help-widget]")).toEqual([]);
    await sendFromWidget(widget, QUESTION);

    // The admin, in another browser, sees the unread badge on Tickets and opens the modal.
    const admin = await pageInNewContext(browser);
    await signIn(admin, hosts.northwind, ADMIN);
    await admin.goto(hosts.northwind);
    await expect(admin.getByRole("toolbar", { name: "Editing tools" })).toBeVisible();
    const header = admin.getByTestId("site-header");
    await header.getByRole("link", { name: "Your account" }).hover();
    const panel = header.getByRole("list", { name: "Profile" });
    const ticketsLink = panel.getByRole("link", { name: "Tickets, 1 unread" });
    await expect(ticketsLink).toBeVisible();
    await ticketsLink.click();
    const modal = admin.getByRole("dialog", { name: "Tickets" });
    await expect(modal).toBeVisible();
    const row = modal.getByRole("button", { name: new RegExp(`Unread: ${QUESTION.replace("?", "\\?")}`) });
    await expect(row).toBeVisible();
    await row.click();
    const thread = modal.locator("[data-ticket-thread]");
    await expect(thread.getByRole("heading", { name: QUESTION })).toBeVisible();
    await expect(thread.getByRole("log").getByText(QUESTION, { exact: true })).toBeVisible();
    await expect(thread.getByText("From Oliver Grant (customer@northwind.test)")).toBeVisible();
    // Read now: the mark goes from the list.
    await expect(modal.locator(`[data-ticket-list] [data-unread="true"]`)).toHaveCount(0);
    expect(await seriousFindings(admin, "[data-editor-dialog]")).toEqual([]);

    // The admin answers with Ctrl+Enter; the customer's widget shows it without a reload.
    await thread.getByLabel("Your reply").fill(ANSWER);
    const sentAt = Date.now();
    await thread.getByLabel("Your reply").press("Control+Enter");
    await expect(thread.getByRole("log").getByText(ANSWER, { exact: true })).toBeVisible();
    await expect(thread.locator("[data-ticket-status]")).toHaveText("Pending");
    await expect(widget.getByRole("log").getByText(ANSWER, { exact: true })).toBeVisible({ timeout: 10_000 });
    const elapsed = Date.now() - sentAt;
    console.log(`answer visible after ${elapsed} ms`);
    expect(elapsed).toBeLessThan(8000);
    const mail = await waitForMail(CUSTOMER.email, /^New reply: Can we move our diagnostic to March\?$/);
    expect(mail.text).toContain(ANSWER);

    // Markup is text on both sides and never runs.
    await sendFromWidget(widget, MARKUP);
    await expect(thread.getByRole("log").getByText(MARKUP, { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(thread.locator("[data-ticket-status]")).toHaveText("Open");
    for (const side of [page, admin]) {
      await expect(side.locator("[data-support-messages] img, [data-support-messages] b")).toHaveCount(0);
      expect(await side.evaluate(() => (window as { __supportXss?: number }).__supportXss)).toBeUndefined();
    }

    // Close and reopen; a closed ticket takes no admin reply and shows under Closed.
    await thread.getByRole("button", { name: "Close ticket" }).click();
    await expect(thread.locator("[data-ticket-status]")).toHaveText("Closed");
    await expect(thread.getByText("This ticket is closed. Reopen it to reply.")).toBeVisible();
    await expect(thread.getByLabel("Your reply")).toHaveCount(0);
    await modal.getByRole("group", { name: "Filter by status" }).getByRole("button", { name: "Closed" }).click();
    await expect(modal.locator("[data-ticket-list]").getByText(QUESTION)).toBeVisible();
    await thread.getByRole("button", { name: "Reopen" }).click();
    await expect(thread.locator("[data-ticket-status]")).toHaveText("Open");
    await expect(thread.getByLabel("Your reply")).toBeVisible();

    // Escape closes the modal; opened from the footer by keyboard, focus comes back to the footer's link.
    await admin.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    const footerLink = admin.getByTestId("site-footer").getByRole("link", { name: "Tickets" });
    // Everything has been read: the badge is gone.
    await expect(footerLink).toHaveAccessibleName("Tickets");
    await footerLink.focus();
    await admin.keyboard.press("Enter");
    await expect(modal).toBeVisible();
    await admin.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await expect(footerLink).toBeFocused();

    // The customer finds the conversation again on their account.
    await page.goto(`${hosts.northwind}/account/profile/tickets`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Your tickets" })).toBeVisible();
    await main.locator("[data-ticket-list]").getByRole("button", { name: new RegExp(QUESTION.replace("?", "\\?")) }).click();
    await expect(main.getByRole("log").getByText(ANSWER, { exact: true })).toBeVisible();
    await expect(main.getByRole("button", { name: "Close ticket" })).toHaveCount(0);
    expect(await seriousFindings(page, "main")).toEqual([]);

    // An admin on the same page works the organisation's tickets.
    await admin.goto(`${hosts.northwind}/account/profile/tickets`);
    await expect(admin.getByRole("main").getByRole("heading", { name: "Tickets", exact: true })).toBeVisible();
    await expect(admin.getByRole("main").locator("[data-ticket-list]").getByText(QUESTION)).toBeVisible();
    await admin.context().close();
  });
});
