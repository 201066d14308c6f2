import type { Page } from "@playwright/test";
import de from "../../messages/de.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import es from "../../messages/es.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";

// Issue 12, "every demo link is a page": from each demo home, in every language the site offers, every
// same-host link followed breadth-first to depth 2 answers 200 with a real page, never the site's 404, and
// every image those pages show answers 200 as an image (fetched once each, after the crawl).

const MAX_DEPTH = 2;
const NOT_FOUND_TITLES = [en, es, de, fr].map((messages) => messages.NotFound.title);

/** Paths that are not pages to crawl: the API, the framework's files, and flows that need a session or a booking. */
const SKIPPED = /^\/(?:[a-z]{2}\/)?(?:api|_next|admin|auth|book|meeting)(?:\/|$)/;

/** The seeded menu, submenu and button targets (supabase/seed-pages.sql); the last one is the contact page. */
const SITES = [
  {
    name: "Northwind",
    origin: hosts.northwind,
    defaultLocale: "en",
    locales: ["en", "es", "de", "fr"],
    pages: ["/services", "/services/strategy", "/services/operations", "/services/digital", "/contact"],
  },
  {
    name: "Acme",
    origin: hosts.acme,
    defaultLocale: "es",
    locales: ["es", "en", "de"],
    pages: ["/destinos", "/destinos/andalucia", "/destinos/canarias", "/destinos/portugal", "/experiencias", "/experiencias/gastronomia", "/products", "/contacto"],
  },
  {
    name: "Alpenbau",
    origin: hosts.alpen,
    defaultLocale: "de",
    locales: ["de", "en", "es"],
    pages: ["/leistungen", "/leistungen/neubau", "/leistungen/sanierung", "/leistungen/holzbau", "/referenzen", "/referenzen/tirol", "/karriere", "/kontakt"],
  },
];

/** The same-host pages a page links to, without fragments; mailto:, tel: and other hosts drop out. */
async function pageLinks(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page.locator("a[href]").evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return hrefs.flatMap((href) => {
    const url = new URL(href);
    if (url.origin !== origin || SKIPPED.test(url.pathname)) return [];
    url.hash = "";
    return [url.toString()];
  });
}

/** The images a page shows, by absolute URL. */
const pageImages = (page: Page) => page.locator("img[src]").evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));

for (const site of SITES) {
  test(`every link on ${site.name}'s demo site, in ${site.locales.join(", ")}, leads to a page`, async ({ page }) => {
    test.setTimeout(900_000);
    // Video and fonts are not needed to find links; images load, so the pages show the images they really have.
    await page.route("**/*", (route) => (["media", "font"].includes(route.request().resourceType()) ? route.abort() : route.continue()));
    const localized = (locale: string, path: string) => `${site.origin}${locale === site.defaultLocale ? "" : `/${locale}`}${path}`;
    const homes = site.locales.map((locale) => (locale === site.defaultLocale ? `${site.origin}/` : localized(locale, "")));
    const contactPages = new Set(site.locales.map((locale) => localized(locale, site.pages.at(-1)!)));
    const depth = new Map(homes.map((url) => [url, 0]));
    const queue = [...homes];
    const failures: string[] = [];
    let links = 0;
    const images = new Set<string>();
    for (let url = queue.shift(); url; url = queue.shift()) {
      const response = await page.goto(url);
      const status = response?.status() ?? 0;
      const notFound = await page.getByRole("heading", { level: 1 }).filter({ hasText: new RegExp(`^(${NOT_FOUND_TITLES.join("|")})$`) }).count();
      if (status !== 200 || notFound > 0) failures.push(`${url} → ${status}${notFound ? " (not-found page)" : ""}`);
      if (contactPages.has(url) && (await page.locator('#content form textarea[name="message"]').count()) === 0) failures.push(`${url} has no contact form`);
      for (const image of await pageImages(page)) if (new URL(image).origin === site.origin) images.add(image);
      const level = depth.get(url)!;
      if (level >= MAX_DEPTH) continue;
      const found = await pageLinks(page, site.origin);
      links += found.length;
      for (const link of found) {
        if (depth.has(link)) continue;
        depth.set(link, level + 1);
        queue.push(link);
      }
    }
    // Fetched by the browser on the site's own page: only Chromium resolves *.localhost.
    await page.goto(homes[0]);
    const answers = await page.evaluate(
      (urls) => Promise.all(urls.map(async (url) => ({ url, ...(await fetch(url).then((r) => ({ status: r.status, type: r.headers.get("content-type") ?? "" }))) }))),
      [...images],
    );
    for (const { url, status, type } of answers) if (status !== 200 || !type.startsWith("image/")) failures.push(`image ${url} → ${status} ${type}`);
    console.log(`[demo-links] ${site.name}: ${depth.size} pages visited, ${links} same-host links followed, ${images.size} images, ${failures.length} failures`);
    expect(failures).toEqual([]);
    // The crawl reached every seeded target in every language: links a visitor can follow, not only typed addresses.
    const unreached = site.locales.flatMap((locale) => site.pages.map((path) => localized(locale, path))).filter((url) => !depth.has(url));
    expect(unreached).toEqual([]);
  });
}
