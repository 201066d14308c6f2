import AxeBuilder from "@axe-core/playwright";
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import pg from "pg";
import { TEXT_STYLE_VARIANTS, SECTION_TYPES } from "@/lib/model/enums";
import { LOCAL_ANON_KEY } from "@/supabase/embedded/auth/keys";
import { ACME, ALPENBAU, NORTHWIND, SEED_PASSWORDS } from "@/tests/helpers/seed-ids";
import { hosts } from "./hosts";

const SITES = [
  { url: hosts.northwind, org: NORTHWIND },
  { url: hosts.acme, org: ACME },
  { url: hosts.alpen, org: ALPENBAU },
];

/** The seeded home layout: hero, heading 1, sections 1–2, heading 2, then the remaining sections. */
function expectedHomeOrder(org: typeof ACME) {
  return [org.hero, org.homeHeadings[0], org.sections[0], org.sections[1], org.homeHeadings[1], ...org.sections.slice(2)];
}

const sectionIds = (page: Page) => page.locator("[data-section-id]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-section-id")));

async function seriousFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => `${violation.id}: ${violation.help}`);
}

test.describe("page content", () => {
  test("each demo home renders its hero, heading and template sections in the stored order", async ({ page }) => {
    for (const { url, org } of SITES) {
      await page.goto(`${url}/`);
      expect(await sectionIds(page)).toEqual(expectedHomeOrder(org));
      await expect(page.locator('[data-section-kind="hero"] h1')).toBeVisible();
    }
  });

  test("each demo home describes itself to search engines, in the language viewed", async ({ page }) => {
    for (const url of [`${hosts.northwind}/`, `${hosts.acme}/`, `${hosts.alpen}/`, `${hosts.northwind}/es/`]) {
      await page.goto(url);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length, url).toBeGreaterThan(20);
      expect(description!.length, url).toBeLessThanOrEqual(160);
    }
    await page.goto(`${hosts.northwind}/es/`);
    const spanish = await page.locator('meta[name="description"]').getAttribute("content");
    await page.goto(`${hosts.northwind}/`);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).not.toBe(spanish);
  });

  test("every text style variant and every section type appears on a demo page", async ({ page }) => {
    const styles = new Set<string>();
    const types = new Set<string>();
    for (const { url } of SITES) {
      await page.goto(`${url}/`);
      const sections = page.locator("[data-section-type]");
      // A text style shows as its ts-{variant}-* classes on the section's title, cards and texts.
      const classes = await sections.evaluateAll((nodes) => nodes.map((node) => [...node.querySelectorAll("[class*='ts-']")].map((part) => part.className).join(" ")));
      for (const value of classes) for (const match of value.matchAll(/\bts-([a-z]+)-/g)) styles.add(match[1]);
      for (const value of await sections.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-section-type")))) types.add(value!);
    }
    expect([...styles].sort()).toEqual([...TEXT_STYLE_VARIANTS].sort());
    expect([...types].sort()).toEqual([...SECTION_TYPES].sort());
  });

  test("section bodies show the organisation's data: plans, FAQs, articles, help centre, contact form", async ({ page }) => {
    await page.goto(`${hosts.northwind}/`);
    const plans = page.locator('[data-section-type="pricing_plans"]');
    await expect(plans.getByRole("article")).toHaveCount(3);
    await expect(plans.locator("s").first()).toBeVisible(); // the promotion's old price
    await plans.getByRole("button", { name: "Add to basket: Advisor" }).click();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("basket") ?? "[]").length)).toBe(1);
    await expect(page.locator('[data-section-type="faq"] details')).toHaveCount(4);
    await page.goto(`${hosts.acme}/`);
    await expect(page.locator('[data-section-type="article_slider"] [data-post-slug]')).toHaveCount(3);
    await expect(page.locator('[data-section-type="help_center"] a[href="/como-cambiar-una-reserva"]')).toBeVisible();

    await page.goto(`${hosts.alpen}/`);
    const form = page.locator('[data-section-type="contact"]').first().locator("form");
    await form.getByLabel("Name").fill("Eva Moser");
    await form.getByLabel("E-Mail").fill("eva@example.com");
    await form.getByLabel("Nachricht").fill("Bitte um Rückruf.");
    await form.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(form.getByRole("status")).toHaveText("Vielen Dank! Ihre Nachricht wurde gesendet.");
  });

  test("metric media: a video file plays with controls and fallback text, a YouTube link is embedded once allowed", async ({ page }) => {
    await page.goto(`${hosts.northwind}/`);
    const video = page.locator("#content video");
    await expect(video).toHaveAttribute("controls", "");
    expect(await video.textContent()).toContain("Your browser does not support the video tag.");

    // Nothing from YouTube loads before consent: a placeholder asks first (on the slider's third card).
    const slider = page.locator(`[data-section-id="${NORTHWIND.sections[1]}"]`).getByRole("region");
    await slider.hover();
    await slider.getByRole("button", { name: "Previous" }).click();
    const gate = slider.locator('[data-consent-gate="YouTube"]');
    await expect(gate.getByText("YouTube content is blocked")).toBeVisible();
    await expect(page.locator("#content iframe")).toHaveCount(0);
    await gate.getByRole("button", { name: "Allow YouTube and load" }).click();
    await expect(slider.locator("iframe")).toHaveAttribute("src", "https://www.youtube.com/embed/northwind01");
  });

  test("a slider shows grid_columns − 1 cards, wraps around, and hides controls for one item", async ({ page }) => {
    await page.goto(`${hosts.northwind}/`);
    const slider = page.locator(`[data-section-id="${NORTHWIND.sections[1]}"]`).getByRole("region");
    // The positions (in the slider's order) of the cards a visitor sees.
    const visible = () => slider.locator("article").evaluateAll((nodes) => nodes.flatMap((node, index) => (node.checkVisibility() ? [String(index)] : [])));
    expect(await visible()).toEqual(["0", "1"]);
    await slider.hover();
    await slider.getByRole("button", { name: "Previous" }).click();
    expect((await visible()).sort()).toEqual(["0", "2"]);
  });

  test("a post has 'On this page' whose links scroll to the headings", async ({ page }) => {
    // A returning visitor: cookie choice and language already made, so neither card slides over the page mid-click.
    await page.context().addCookies([
      { name: "cookies_accepted", value: "true", url: hosts.acme },
      { name: "defaultLocale", value: "es", url: hosts.acme },
    ]);
    await page.goto(`${hosts.acme}/que-ver-en-ronda-en-dos-dias`);
    const toc = page.getByRole("navigation", { name: "En esta página" });
    await expect(toc.getByRole("heading", { name: "En esta página" })).toBeVisible();
    // Two h2 entries; the h3 nested under one of them.
    await expect(toc.locator(":scope > ul > li")).toHaveCount(2);
    await expect(toc.locator(":scope > ul > li > ul > li")).toHaveText("Dónde comer");
    await toc.getByRole("link", { name: "Día 2: bodegas y miradores" }).click();
    await expect(page).toHaveURL(/#dia-2-bodegas-y-miradores$/);
    await expect(page.locator("#dia-2-bodegas-y-miradores")).toBeInViewport();
    await expect(page.getByRole("article").getByText("Por Lucía Fernández")).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://www.acme-viajes.example/que-ver-en-ronda-en-dos-dias");
  });

  test("a landing page renders its HTML full width without the post chrome", async ({ page }) => {
    await page.goto(`${hosts.northwind}/operations-review`);
    // Full width: the article spans the viewport.
    const article = page.getByRole("article");
    await expect(article).toBeVisible();
    expect(await article.evaluate((node) => Math.round(node.getBoundingClientRect().width))).toBe(await page.evaluate(() => window.innerWidth));
    await expect(page.getByRole("link", { name: "Book your slot" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "On this page" })).toHaveCount(0);
    await expect(page.getByRole("article").locator("time")).toHaveCount(0);
  });

  test("the blog lists blog posts only; hidden and unknown posts are 404", async ({ page }) => {
    await page.goto(`${hosts.alpen}/blog`);
    await expect(page.getByTestId("blog-posts").locator("li")).toHaveCount(3);
    expect((await page.goto(`${hosts.alpen}/entwurf-preisliste-2027`))?.status()).toBe(404);
    expect((await page.goto(`${hosts.alpen}/gibt-es-nicht`))?.status()).toBe(404);
  });

  test("each host has its own sitemap.xml and robots.txt", async ({ page }) => {
    // Through the browser: it resolves *.localhost itself, Node's resolver does not.
    const sitemap = (await (await page.goto(`${hosts.acme}/sitemap.xml`))?.text()) ?? "";
    expect(sitemap).toContain(`<loc>${hosts.acme}/que-ver-en-ronda-en-dos-dias</loc>`);
    expect(sitemap).toContain(`hreflang="en" href="${hosts.acme}/en/que-ver-en-ronda-en-dos-dias"`);
    expect(sitemap).not.toContain("borrador-ofertas-invierno");
    expect(await (await page.goto(`${hosts.alpen}/robots.txt`))?.text()).toContain(`Sitemap: ${hosts.alpen}/sitemap.xml`);
  });

  test("a changed section title shows on the next request after POST /api/revalidate", async ({ page, request }) => {
    const sectionId = NORTHWIND.sections[0];
    const heading = page.locator(`[data-section-id="${sectionId}"] h2`);
    await page.goto(`${hosts.northwind}/`);
    await expect(heading).toHaveText("How we work");

    const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    try {
      // The English text lives in the translation map too (it wins when non-empty): change both.
      // Simple-protocol statements (no parameters): the embedded PGlite socket multiplexes every client onto
      // one session, where a parameterised query's unnamed prepared statement can collide with the app's.
      const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
      const retitle = (title: string) =>
        db.query(
          `update public.template_sections set section_title = ${literal(title)},
             section_title_translation = section_title_translation || jsonb_build_object('en', ${literal(title)}::text)
           where id = ${literal(sectionId)}`,
        );
      await retitle("How we work, step by step");
      // Still the cached page: nothing told the cache yet.
      await page.reload();
      await expect(heading).toHaveText("How we work");

      const auth = await request.post(`${process.env.NEXT_PUBLIC_SUPABASE_URL}/auth/v1/token?grant_type=password`, {
        headers: { apikey: LOCAL_ANON_KEY },
        data: { email: NORTHWIND.admin.email, password: SEED_PASSWORDS.admin },
      });
      const { access_token: token } = (await auth.json()) as { access_token: string };
      const revalidate = (tag: string) =>
        request.post(`${hosts.northwind}/api/revalidate`, { headers: { authorization: `Bearer ${token}` }, data: { tag } });
      expect((await revalidate(`org-${NORTHWIND.id}`)).status()).toBe(200);
      await page.reload();
      await expect(heading).toHaveText("How we work, step by step");

      // An editor's save fires template-section-updated: the page refetches without a reload.
      await retitle("How we work");
      expect((await revalidate(`org-${NORTHWIND.id}:page:/home`)).status()).toBe(200);
      // The listener exists once the page has hydrated (the header's login control renders only then).
      await expect(page.getByRole("button", { name: "Log in" }).first()).toBeVisible();
      await page.evaluate(() => window.dispatchEvent(new Event("template-section-updated")));
      await expect(heading).toHaveText("How we work");
    } finally {
      await db.query(
        `update public.template_sections set section_title = 'How we work',
           section_title_translation = section_title_translation || '{"en": "How we work"}' where id = '${sectionId}'`,
      );
      await db.end();
    }
  });

  test("home and post pages have no serious or critical accessibility findings", async ({ page }) => {
    for (const path of [`${hosts.northwind}/`, `${hosts.acme}/`, `${hosts.alpen}/holz-oder-massiv`]) {
      await page.goto(path);
      expect(await seriousFindings(page), path).toEqual([]);
    }
  });
});
