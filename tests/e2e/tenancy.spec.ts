import { expect, test } from "./fixtures";
import { hosts, port } from "./hosts";
import { rawRequest } from "./raw-http";

test.describe("one product, many organisations", () => {
  test("three hosts show three organisations, each in its default language @platform", async ({ page }) => {
    const expected = [
      { url: hosts.northwind, name: "Northwind Consulting", lang: "en", skip: "Skip to content" },
      { url: hosts.acme, name: "Acme Viajes", lang: "es", skip: "Saltar al contenido" },
      { url: hosts.alpen, name: "Alpenbau GmbH", lang: "de", skip: "Zum Inhalt springen" },
    ];
    for (const site of expected) {
      const response = await page.goto(`${site.url}/`);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId("site-name")).toHaveText(site.name);
      await expect(page.locator("html")).toHaveAttribute("lang", site.lang);
      await expect(page.getByRole("link", { name: site.skip })).toBeAttached();
      await expect(page.getByRole("navigation").getByRole("link").first()).toBeVisible();
      expect(await page.locator("#content section h2").count()).toBeGreaterThan(2);
    }
  });

  test("/es/ on the English site shows Spanish interface text and Spanish menu labels @platform", async ({ page }) => {
    await page.goto(`${hosts.northwind}/`);
    const englishMenu = await page.getByRole("navigation").getByRole("link").allTextContents();

    await page.goto(`${hosts.northwind}/es/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeVisible();
    const spanishMenu = await page.getByRole("navigation").getByRole("link").allTextContents();
    expect(spanishMenu).not.toEqual(englishMenu);
    // Links keep the current language prefix.
    await expect(page.getByTestId("site-name")).toHaveAttribute("href", "/es");
  });

  test("the Spanish site's bare path is Spanish and /es/… redirects to the bare path @platform", async ({ page }) => {
    await page.goto(`${hosts.acme}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");

    await page.goto(`${hosts.acme}/es/`);
    expect(new URL(page.url()).pathname).toBe("/");
    await page.goto(`${hosts.acme}/es/about`);
    expect(new URL(page.url()).pathname).toBe("/about");
  });

  test("a language the organisation does not offer redirects to the bare path @platform", async ({ page }) => {
    await page.goto(`${hosts.alpen}/ja/`);
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });

  test("a menu link opens its page in place, in the language of the prefix @platform", async ({ page }) => {
    // The App Router's requests for a page (its prefetch or the navigation) name the internal path it rendered.
    const rendered: Record<string, string | undefined> = {};
    page.on("response", (response) => {
      if (response.request().headers()["rsc"] === "1") rendered[new URL(response.url()).pathname] = response.headers()["x-nextjs-rewritten-path"];
    });
    await page.goto(`${hosts.northwind}/es`);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const link = page.getByRole("navigation", { name: "Navegación principal" }).locator('a[href^="/es/"]').first();
    const href = (await link.getAttribute("href"))!;
    await link.click();
    await page.waitForURL(`${hosts.northwind}${href}`);
    await expect(page.locator("#content h1").first()).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect.poll(() => rendered[href]).toBe(`/sites/localhost/es${href.slice(3)}`);
  });

  test("/de/ on the Spanish site shows German @platform", async ({ page }) => {
    await page.goto(`${hosts.acme}/de/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeVisible();
  });
});

test.describe("addresses that lead nowhere", () => {
  test("an unknown host gets the no-site page @platform", async ({ page }) => {
    const response = await page.goto(`${hosts.unknown}/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "No site at this address" })).toBeVisible();
  });

  test("the internal /sites/ tree cannot be requested from outside @platform", async ({ page, request }) => {
    const home = await request.get(`${hosts.northwind}/`);
    expect(home.status()).toBe(200);
    const response = await page.goto(`${hosts.northwind}/sites/anything/en`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  test("dot segments cannot climb out of the site's tree into another site's @platform", async () => {
    // Sent as written: a browser would resolve the dot segments before sending.
    for (const path of ["/../../acme.localhost/es", "/x/%2e%2e/%2e%2e/%2e%2e/acme.localhost/es"]) {
      const response = await rawRequest(port, { path, host: `localhost:${port}` });
      expect(response.status, path).toBe(404);
      expect(response.body, path).not.toContain("Acme Viajes");
    }
  });

  test("an unknown page is a 404 in the site's language @platform", async ({ page }) => {
    const response = await page.goto(`${hosts.alpen}/gibt-es-nicht`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
  });
});

test("public pages are served from the cache after the first visit, in ASCII that reads as the site's language @platform", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  // Through Chromium: it resolves *.localhost itself, Node's resolver does not.
  await page.goto(`${hosts.alpen}/`);
  const second = await page.goto(`${hosts.alpen}/`);
  expect(second?.status()).toBe(200);
  expect(second?.headers()["x-nextjs-cache"]).toBe("HIT");
  // Stored with its "ä" and "–" as escapes (lib/cache/ascii-html.mjs): the visitor reads them as written,
  // and React hydrates the same text without a mismatch.
  expect(await second?.text()).toMatch(/^[\x00-\x7f]*$/);
  await expect(page.getByText("Alles aus einer Hand – vom Fundament bis zum Dachstuhl.")).toBeVisible();
  await expect(page.getByText("Dämmung, Fenster und Heizung – mit Förderberatung.")).toBeVisible();
  await page.waitForFunction(() => document.documentElement.getAttribute("data-hydrated") === "true");
  expect(errors).toEqual([]);
});
