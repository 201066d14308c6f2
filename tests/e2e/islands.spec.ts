import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import pg from "pg";
import { ACME, NORTHWIND } from "../helpers/seed-ids";
import { hosts } from "./hosts";

// The per-visitor islands of every public page: cookie consent, basket, help widget and banners.

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };

/** The cookie banner stays away once a choice is remembered (used where the banner is not under test). */
async function answeredCookies(context: BrowserContext, base: string) {
  await context.addCookies([{ name: "cookies_accepted", value: "true", url: base }]);
}

/** GET /api/cookies/consent from the page itself (its cookies; Node cannot resolve *.localhost). */
async function consentOf(page: Page, orgId: string) {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/cookies/consent?organization_id=${id}`);
    if (!response.ok) throw new Error(`consent GET ${response.status}`);
    return (await response.json()) as { services: string[]; consent_given: boolean | null };
  }, orgId);
}

async function visitorRecords(visitorId: string) {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ consent_given: boolean; services: string[] }>(
      "select consent_given, services::text[] as services from public.cookie_consent_records where visitor_id = $1",
      [visitorId],
    );
    return rows;
  } finally {
    await db.end();
  }
}

test.describe("cookie consent", () => {
  test("Accept all hides the banner for good and records every service (1280 px)", async ({ page, context }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(hosts.northwind);
    const banner = page.getByRole("region", { name: "Privacy & Cookies" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Accept all" }).click();
    await expect(banner).toBeHidden();
    const cookies = await context.cookies(hosts.northwind);
    const accepted = cookies.find((cookie) => cookie.name === "cookies_accepted");
    expect(accepted?.value).toBe("true");
    // 365 days, give or take the test's own duration.
    expect(accepted!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);

    await page.reload();
    await page.waitForTimeout(2000);
    await expect(banner).toBeHidden();
    const consent = await consentOf(page, NORTHWIND.id);
    expect(consent.consent_given).toBe(true);
    expect([...consent.services].sort()).toEqual([...NORTHWIND.cookieServices].sort());
    const visitor = cookies.find((cookie) => cookie.name === "consent_visitor_id")!.value;
    expect(await visitorRecords(visitor)).toEqual([{ consent_given: true, services: expect.arrayContaining(NORTHWIND.cookieServices) }]);
  });

  test("Reject all keeps only the essential services (390 px)", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto(hosts.acme);
    const banner = page.getByRole("region", { name: "Privacidad y cookies" });
    await banner.getByRole("button", { name: "Rechazar todo" }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await page.waitForTimeout(2000);
    await expect(banner).toBeHidden();
    const consent = await consentOf(page, ACME.id);
    expect(consent.consent_given).toBe(false);
    expect([...consent.services].sort()).toEqual(ACME.cookieServices.slice(0, 2).sort());
  });

  test("the settings dialog locks Essential on and saves a chosen category", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(hosts.northwind);
    await page.getByRole("region", { name: "Privacy & Cookies" }).getByRole("button", { name: "Settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie Settings" });
    await expect(dialog.getByRole("tab", { name: "Categories" })).toHaveAttribute("aria-selected", "true");
    const essential = dialog.getByRole("switch", { name: "Allow Essential" });
    await expect(essential).toHaveAttribute("aria-disabled", "true");
    await essential.dispatchEvent("click");
    await expect(essential).toHaveAttribute("aria-checked", "true");
    await dialog.getByRole("switch", { name: "Allow Analytics" }).click();
    await dialog.getByRole("button", { name: /^Analytics/ }).click();
    await expect(dialog.getByText("Plausible Analytics")).toBeVisible();
    await dialog.getByRole("tab", { name: "Services" }).click();
    await expect(dialog.getByRole("switch", { name: "Allow Plausible Analytics" })).toHaveAttribute("aria-checked", "true");
    await expect(dialog.getByRole("switch", { name: "Allow LinkedIn Insight Tag" })).toHaveAttribute("aria-checked", "false");
    await dialog.getByRole("button", { name: "Save Settings" }).click();
    await expect(dialog).toBeHidden();
    const consent = await consentOf(page, NORTHWIND.id);
    expect([...consent.services].sort()).toEqual(NORTHWIND.cookieServices.slice(0, 3).sort());

    // The footer's Privacy Settings button fires this event; the dialog reopens with the saved choice.
    await page.evaluate(() => window.dispatchEvent(new Event("open-cookie-settings")));
    await expect(dialog.getByRole("switch", { name: "Allow Analytics" })).toHaveAttribute("aria-checked", "true");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("toasts", () => {
  test("a success toast says what happened, can be closed, and leaves by itself after 5 s", async ({ page, context }) => {
    await answeredCookies(context, hosts.northwind);
    await page.clock.install();
    await page.goto(`${hosts.northwind}/basket`);
    const toasts = page.getByRole("region", { name: "Notifications" });
    await page.getByRole("button", { name: "Add to basket: Diagnostic" }).click();
    const first = toasts.getByRole("status").filter({ hasText: "Added to basket: Diagnostic" });
    await expect(first).toHaveAttribute("data-toast-type", "success");
    await first.getByRole("button", { name: "Dismiss" }).click();
    await expect(first).toHaveCount(0);

    await page.getByRole("button", { name: "Add to basket: Advisor" }).click();
    const second = toasts.getByRole("status").filter({ hasText: "Added to basket: Advisor" });
    await expect(second).toBeVisible();
    await page.clock.runFor(4_900);
    await expect(second).toBeVisible();
    await page.clock.runFor(200);
    await expect(second).toHaveCount(0);
  });
});

test.describe("basket", () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`lines and totals survive a reload at ${viewport.width} px`, async ({ page, context }) => {
      await answeredCookies(context, hosts.northwind);
      await page.setViewportSize(viewport);
      await page.goto(`${hosts.northwind}/basket`);
      await expect(page.getByText("Your basket is empty.")).toBeVisible();
      await page.getByRole("button", { name: "Add to basket: Diagnostic" }).click();
      await page.getByRole("button", { name: "Add to basket: Diagnostic" }).click();
      await page.getByRole("button", { name: "Add to basket: Advisor" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Added to basket: Advisor" })).toBeVisible();
      await expect(page.getByText("3 items")).toBeVisible();
      // Diagnostic is on promotion: 2 × $10,200 + 1 × $6,500.
      await expect(page.locator("[data-basket-total]")).toHaveText("$26,900");
      await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("basket") ?? "[]").length)).toBe(2);

      await page.reload();
      await expect(page.getByText("3 items")).toBeVisible();
      await page.getByRole("button", { name: "Remove one Diagnostic" }).click();
      await expect(page.locator("[data-basket-total]")).toHaveText("$16,700");
      await page.getByRole("spinbutton", { name: "Quantity of Advisor" }).fill("0");
      await expect(page.locator("[data-basket-line]")).toHaveCount(1);
      await page.reload();
      await expect(page.getByText("1 item", { exact: true })).toBeVisible();
    });
  }

  test("a stored basket of the wrong shape is discarded and removed", async ({ page, context }) => {
    await answeredCookies(context, hosts.northwind);
    await page.goto(`${hosts.northwind}/basket`);
    await page.evaluate(() => localStorage.setItem("basket", JSON.stringify([{ plan: { id: "x" } }])));
    await page.reload();
    await expect(page.getByText("Your basket is empty.")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("basket"))).toBeNull();
  });

  test("/basket has no serious or critical accessibility findings", async ({ page, context }) => {
    await answeredCookies(context, hosts.northwind);
    await page.goto(`${hosts.northwind}/basket`);
    await page.getByRole("button", { name: "Add to basket: Board partner" }).click();
    await expect(page.locator("[data-basket-line]")).toHaveCount(1);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  });
});

test.describe("help widget", () => {
  test("cycles initial → half → fullscreen and shows FAQ, articles and the sign-in step (1280 px)", async ({ page, context }) => {
    await answeredCookies(context, hosts.northwind);
    await page.setViewportSize(DESKTOP);
    await page.goto(hosts.northwind);
    await page.getByRole("button", { name: "Open help centre" }).click();
    const widget = page.locator("[data-help-widget]");
    await expect(widget).toHaveAttribute("data-size", "initial");
    expect((await widget.boundingBox())!.width).toBe(400);
    const resize = widget.locator("[data-widget-resize]");
    await resize.click();
    await expect(widget).toHaveAttribute("data-size", "half");
    expect((await widget.boundingBox())!.width).toBe(640);
    await resize.click();
    await expect(widget).toHaveAttribute("data-size", "fullscreen");
    await resize.click();
    await expect(widget).toHaveAttribute("data-size", "initial");

    await widget.getByRole("tab", { name: "FAQ" }).click();
    await expect(widget.getByText("How long does a diagnostic take?")).toBeVisible();
    await widget.getByRole("tab", { name: "Knowledge base" }).click();
    await expect(widget.getByRole("link", { name: "How to prepare for a diagnostic" })).toBeVisible();
    await widget.getByRole("tab", { name: "AI assistant" }).click();
    await widget.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  });

  test("keeps its state across a language change and shares chat mode with other tabs", async ({ page, context }) => {
    await answeredCookies(context, hosts.northwind);
    await page.setViewportSize(DESKTOP);
    await page.goto(hosts.northwind);
    await page.getByRole("button", { name: "Open help centre" }).click();
    const widget = page.locator("[data-help-widget]");
    await widget.locator("[data-widget-resize]").click();
    await widget.getByRole("tab", { name: "FAQ" }).click();
    await widget.getByLabel("Language").selectOption("es");
    await page.waitForURL(`${hosts.northwind}/es`);
    await expect(widget).toHaveAttribute("data-size", "half");
    await expect(widget).toHaveAttribute("data-view", "faq");
    await expect(widget.getByText("¿Cuánto dura un diagnóstico?")).toBeVisible();

    const other = await context.newPage();
    await other.goto(hosts.northwind);
    await widget.getByRole("button", { name: "Cambiar al chat" }).click();
    await expect(widget).toHaveAttribute("data-mode", "chat");
    await expect(other.locator("[data-help-widget]")).toHaveAttribute("data-mode", "chat");
  });

  test("on mobile the button waits for a scroll and sizes cycle half ↔ fullscreen (390 px)", async ({ page, context }) => {
    await answeredCookies(context, hosts.northwind);
    await page.setViewportSize(MOBILE);
    await page.goto(hosts.northwind);
    const button = page.locator("[data-help-widget-button]");
    await expect(button).toHaveCSS("opacity", "0");
    await page.mouse.wheel(0, 400);
    await expect(button).toHaveCSS("opacity", "1");
    await button.click();
    const widget = page.locator("[data-help-widget]");
    await expect(widget).toHaveAttribute("data-size", "half");
    await widget.locator("[data-widget-resize]").click();
    await expect(widget).toHaveAttribute("data-size", "fullscreen");
    await widget.locator("[data-widget-resize]").click();
    await expect(widget).toHaveAttribute("data-size", "half");
  });
});

test.describe("banners", () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`a closed closable banner stays dismissed after a reload at ${viewport.width} px`, async ({ page, context }) => {
      await answeredCookies(context, hosts.northwind);
      await page.setViewportSize(viewport);
      await page.goto(hosts.northwind);
      const top = page.locator(`[data-banner-id="${NORTHWIND.banners.top}"]`);
      await expect(top).toContainText("New: our 2026 Operations Benchmark is out.");
      // Fixed above the navbar, which moves down by the banner's 56 px so its controls stay uncovered.
      expect((await top.boundingBox())!.y).toBe(0);
      await expect.poll(async () => (await page.getByTestId("site-header").boundingBox())?.y).toBe(56);
      await top.getByRole("button", { name: "Close banner" }).click();
      await expect(top).toBeHidden();
      await page.reload();
      await expect(page.locator(`[data-banner-id="${NORTHWIND.banners.bottom}"]`)).toBeVisible();
      await expect(top).toBeHidden();
      const until = await page.evaluate((id) => JSON.parse(localStorage.getItem("bannerDismissals") ?? "{}")[id], NORTHWIND.banners.top);
      // The seeded banner is dismissed for '3 days'.
      expect(until - Date.now()).toBeGreaterThan(3 * 86_400_000 - 120_000);
    });
  }

  test("the promotion counts down and expands to its landing content; top banners stay off /login", async ({ page, context }) => {
    await answeredCookies(context, hosts.northwind);
    await page.setViewportSize(DESKTOP);
    await page.goto(hosts.northwind);
    const bottom = page.locator(`[data-banner-id="${NORTHWIND.banners.bottom}"]`);
    await expect(bottom.locator("[data-countdown]")).toContainText("Days");
    await bottom.getByRole("button", { name: "Show details" }).click();
    const expansion = page.locator("[data-banner-expansion='bottom-30']");
    await expect(expansion.getByRole("heading", { name: "Quarter-end offer" })).toBeVisible();
    await expansion.getByRole("button", { name: "Hide details" }).click();
    await expect(expansion).toBeHidden();
    // The bottom banner is limited to /home and /about; the top one is hidden on /login.
    await page.goto(`${hosts.northwind}/login`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("[data-banner-id]")).toHaveCount(0);
  });
});
