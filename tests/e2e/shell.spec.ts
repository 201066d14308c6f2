import AxeBuilder from "@axe-core/playwright";
import { type Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { hosts } from "./hosts";

const header = (page: Page) => page.getByTestId("site-header");
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });

async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}

test.describe("site shell on a desktop (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a menu item with several submenu items opens the wide panel, one with a single item the narrow list", async ({ page }) => {
    await page.goto(`${hosts.northwind}/`);
    const services = mainNav(page).getByRole("button", { name: "Services" });
    await services.hover();
    const wide = page.getByRole("group", { name: "Services submenu" });
    await expect(wide).toBeVisible();
    await expect(wide).toHaveAttribute("data-panel", "wide");
    await expect(wide.getByRole("link", { name: /Strategy & growth/ })).toBeVisible();
    await expect(wide.getByRole("img")).toHaveCount(0); // decorative images stay out of the accessibility tree

    await mainNav(page).getByRole("button", { name: "Insights" }).hover();
    const narrow = page.getByRole("group", { name: "Insights submenu" });
    await expect(narrow).toHaveAttribute("data-panel", "narrow");
    await expect(narrow.getByRole("link", { name: "Case studies" })).toBeVisible();
    // The Services panel closes 300 ms after the pointer left it.
    await expect(wide).toBeHidden();
  });

  test("a page from the cache paints before it asks for its scripts, and then hydrates", async ({ page }) => {
    await page.goto(`${hosts.northwind}/`);
    // Reloaded until served from the cache: the first answer, or one just after another test's edit, is the
    // render that stores the page.
    await expect(async () => {
      await page.reload();
      const { paintedAt, scriptsAskedAt } = await page.evaluate(() => ({
        paintedAt: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
        scriptsAskedAt: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(scriptsAskedAt.length).toBeGreaterThan(3);
      expect(Math.min(...scriptsAskedAt)).toBeGreaterThanOrEqual(paintedAt);
    }).toPass({ timeout: 20_000 });
    // Hydrated (the fixture waited for it): the menu answers.
    await mainNav(page).getByRole("button", { name: "Services" }).hover();
    await expect(page.getByRole("group", { name: "Services submenu" })).toBeVisible();
  });

  test("every script a page names for its hydration starts with V8's compile hint", async ({ request }) => {
    const html = await (await request.get(`${hosts.northwind}/`)).text();
    // As Next.js renders them (<script src async>; not the noModule polyfills) or as the cache's loader lists them (["name.js"…]).
    const tag = /<script src="\/_next\/static\/chunks\/([\w.-]+\.js)"(?: id="[\w-]+")? async="">|\["([\w.-]+\.js)"/g;
    const names = [...html.matchAll(tag)].map((match) => match[1] ?? match[2]);
    expect(names.length).toBeGreaterThan(3);
    for (const name of new Set(names)) {
      // lib/next-internals/compile-hints.ts: compiled while they download, not function by function on the main thread.
      const script = await (await request.get(`${hosts.northwind}/_next/static/chunks/${name}`)).text();
      expect(script.startsWith("//# allFunctionsCalledOnLoad\n"), name).toBe(true);
    }
  });

  test("the logo goes home and a logo that fails to load is replaced by the default logo", async ({ page }) => {
    // The seeded logo is a real file: make it fail to load, as a deleted or unreachable file would.
    await page.route("**/media/logo.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(`${hosts.northwind}/operations-review`);
    const home = page.getByTestId("site-name");
    await expect(home).toHaveAttribute("href", "/");
    const logo = home.locator("img");
    await expect(logo).toHaveAttribute("src", "/default-logo.svg");
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await home.click();
    await page.waitForURL(`${hosts.northwind}/`);
  });

  test("the keyboard opens a submenu, Escape closes it and returns focus", async ({ page }) => {
    await page.goto(`${hosts.northwind}/`);
    // The login control renders once the header has hydrated and checked the session: keys work from then on.
    await expect(page.getByRole("button", { name: "Log in" }).first()).toBeVisible();
    const services = mainNav(page).getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("ArrowDown");
    const panel = page.getByRole("group", { name: "Services submenu" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(services).toBeFocused();
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await services.click();
    await expect(panel).toBeVisible();
  });

  test("switching language keeps the page, and choosing the default language removes the prefix @platform", async ({ page, context }) => {
    await page.goto(`${hosts.northwind}/operations-review`);
    // Wait for the hydrated header (its login control renders after the session check) before clicking it.
    await expect(page.getByRole("button", { name: "Log in" }).first()).toBeVisible();
    await page.getByRole("button", { name: "Language: English" }).first().click();
    const list = page.getByRole("list").filter({ has: page.getByRole("link", { name: /Español/ }) }).first();
    await expect(list.getByRole("link", { name: /English.*current.*default/ })).toBeVisible();
    await list.getByRole("link", { name: /Español/ }).click();
    await page.waitForURL(`${hosts.northwind}/es/operations-review`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByTestId("site-name")).toHaveAttribute("href", "/es");
    await expect(page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Sobre nosotros" })).toHaveAttribute("href", "/es/about");
    const cookie = (await context.cookies()).find((entry) => entry.name === "defaultLocale");
    expect(cookie?.value).toBe("es");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    // The language links are plain links: a whole new page, whose header answers once it has hydrated.
    await waitForHydration(page);
    await page.getByRole("button", { name: "Idioma: Español" }).first().click();
    await page.getByRole("link", { name: /English/ }).first().click();
    await page.waitForURL(`${hosts.northwind}/operations-review`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the header hides when scrolling down past 100 px and returns when scrolling up", async ({ page }) => {
    await page.goto(`${hosts.northwind}/`);
    await expect(header(page)).toHaveAttribute("data-visible", "true");
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header(page)).toHaveAttribute("data-visible", "true");
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header(page)).toHaveAttribute("data-visible", "false");
    await expect(header(page)).toHaveAttribute("data-blurred", "true");
    await page.evaluate(() => window.scrollTo(0, 450));
    await expect(header(page)).toHaveAttribute("data-visible", "true");

    // The fixed style never hides.
    await page.goto(`${hosts.alpen}/`);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForTimeout(100);
    await expect(header(page)).toHaveAttribute("data-visible", "true");
  });

  test("breadcrumbs are absent on home and present on every other page", async ({ page }) => {
    await page.goto(`${hosts.northwind}/`);
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("breadcrumb-bar")).toHaveCount(0);

    await page.goto(`${hosts.northwind}/operations-review`);
    const bar = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(bar.locator("[aria-current=page]")).toHaveText("Operations review");

    await page.goto(`${hosts.northwind}/es/blog`);
    await expect(page.getByRole("navigation", { name: "Ruta de navegación" }).locator("[aria-current=page]")).toHaveText("Perspectivas");
  });

  test("the footer shows menu columns, Links, the account column, privacy settings and the copyright @platform", async ({ page }) => {
    await page.goto(`${hosts.northwind}/`);
    const footer = page.getByTestId("site-footer");
    await expect(footer.getByRole("link", { name: "Services", exact: true })).toBeVisible();
    await expect(footer.getByRole("heading", { name: "Links" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "About us" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Contact" })).toHaveCount(0); // not flagged for the footer
    await expect(footer.getByRole("button", { name: "Login" })).toBeVisible();
    await expect(footer.getByRole("button", { name: "Register" })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Northwind Consulting. All rights reserved.`);

    const opened = page.evaluate(() => new Promise<boolean>((resolve) => window.addEventListener("open-cookie-settings", () => resolve(true))));
    await footer.getByRole("button", { name: "Privacy Settings" }).click();
    expect(await opened).toBe(true);

    await page.goto(`${hosts.acme}/`);
    await expect(page.getByTestId("site-footer")).toHaveAttribute("data-layout", "compact");
  });

  test("the basket icon shows the total quantity and follows basket-updated", async ({ page }) => {
    await page.goto(`${hosts.northwind}/`);
    await page.evaluate(() => localStorage.setItem("basket", JSON.stringify([{ plan: { id: "a" }, quantity: 2 }, { plan: { id: "b" }, quantity: 1 }])));
    await page.reload();
    await expect(page.getByRole("link", { name: "Basket, 3 items" })).toBeVisible();
    await page.evaluate(() => {
      localStorage.setItem("basket", JSON.stringify([{ plan: { id: "a" }, quantity: 5 }]));
      window.dispatchEvent(new Event("basket-updated"));
    });
    await expect(page.getByRole("link", { name: "Basket, 5 items" })).toBeVisible();
  });

  test("the language suggestion appears after 2 s and accepting stores the choice and switches", async ({ page, context }) => {
    await context.addCookies([{ name: "suggestedLocale", value: "de", url: hosts.northwind }]);
    await page.goto(`${hosts.northwind}/operations-review`);
    const dialog = page.getByRole("dialog", { name: "Change language?" });
    await expect(dialog).toBeHidden();
    await expect(dialog).toBeVisible({ timeout: 5000 });
    await dialog.getByRole("button", { name: "Switch to Deutsch" }).click();
    await page.waitForURL(`${hosts.northwind}/de/operations-review`);
    expect((await context.cookies()).find((entry) => entry.name === "defaultLocale")?.value).toBe("de");
    await page.waitForTimeout(2500);
    await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
  });

  test("an admin's profile panel and footer column offer Dashboard, Tickets, Meetings, AI Agents and Logout", async ({ page }) => {
    await page.goto(`${hosts.northwind}/operations-review`);
    await header(page).getByRole("button", { name: "Log in" }).click();
    const dialog = page.getByRole("dialog", { name: "Log in" });
    await dialog.getByLabel("Email").fill("admin@northwind.test");
    await dialog.getByLabel("Password", { exact: true }).fill("AdminPass123");
    await dialog.getByRole("button", { name: "Log in", exact: true }).click();
    await page.waitForURL(`${hosts.northwind}/operations-review`);

    const footer = page.getByTestId("site-footer");
    await expect(footer.getByRole("heading", { name: "Admin" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Meetings" })).toHaveAttribute("href", "/admin/meetings");
    await header(page).getByRole("link", { name: "Your account" }).hover();
    const panel = header(page).getByRole("list", { name: "Profile" });
    await expect(panel.getByRole("link")).toHaveText(["Dashboard", "Tickets", "Meetings", "AI Agents"]);
    await expect(panel.getByRole("link", { name: "AI Agents" })).toHaveAttribute("href", "/admin/ai/management");
    await panel.getByRole("button", { name: "Logout" }).click();
    await expect(header(page).getByRole("button", { name: "Log in" })).toBeVisible();
    await expect(footer.getByRole("button", { name: "Register" })).toBeVisible();
  });

  test("home and a content page have no serious accessibility findings in English and Spanish", async ({ page }) => {
    for (const path of ["/", "/operations-review", "/es", "/es/operations-review"]) {
      await page.goto(`${hosts.northwind}${path}`);
      await expect(header(page)).toBeVisible();
      expect(await seriousFindings(page), path).toEqual([]);
    }
  });
});

test.describe("site shell on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the hamburger opens the full-screen menu, accordions expand, and navigating closes it", async ({ page }) => {
    await page.goto(`${hosts.northwind}/`);
    await expect(mainNav(page)).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("button", { name: "Log in" })).toBeVisible();
    await menu.getByRole("button", { name: "Services" }).click();
    await expect(menu.getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("link", { name: "About us" }).click();
    await page.waitForURL(`${hosts.northwind}/about`);
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile menu" })).toHaveCount(0);
  });

  test("home and a content page have no serious accessibility findings on a phone", async ({ page }) => {
    for (const path of ["/", "/es/operations-review"]) {
      await page.goto(`${hosts.northwind}${path}`);
      expect(await seriousFindings(page), path).toEqual([]);
    }
  });
});
