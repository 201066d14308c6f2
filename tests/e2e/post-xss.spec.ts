import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";
import { ADMIN } from "./sign-in";
import { apiPages, XSS_PAYLOADS, xssCall } from "../helpers/xss-payloads";

// The stored-XSS corpus (issue 15, "Tests"; issue 37, finding 1): Northwind's admin stores the whole corpus
// through POST /api/posts, a few posts holding many fragments each, as their content and as their Spanish
// translation. A visitor opens each in Chromium, and nothing runs: no payload calls window.__xss, no dialog
// opens, the page does not navigate away, and the post's DOM holds nothing that could run later. The harmless
// text around each payload still shows. The posts are deleted afterwards.
const RUN = Date.now().toString(36);
const PAGES = apiPages();
const pageSlug = (i: number) => `xss-${RUN}-page-${i + 1}`;
const FIELDS_SLUG = `xss-${RUN}-fields`;
const REPRO_SLUG = `xss-${RUN}-heading-id`;
/** The number the payloads in the title, description and meta description call. */
const FIELDS_CALL = XSS_PAYLOADS.length + 1;
/** Issue 37, finding 1, as reported: a heading's class held ` id=b`, and the text after it became attributes. */
const REPRO = `<h2 class="a id=b">Heading</h2><p>" onfocus=document.title='X' autofocus tabindex=1 x=</p>`;

let admin: BrowserContext;
const created: { slug: string; etag: string }[] = [];

/** Signs Northwind's admin in through the login page, in a context of its own that the whole file shares. */
async function adminPage(browser: Browser): Promise<Page> {
  admin = await browser.newContext();
  const page = await admin.newPage();
  await page.goto(`${hosts.northwind}/login`);
  await page.waitForFunction(() => document.documentElement.getAttribute("data-hydrated") === "true");
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(ADMIN.email);
  await main.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await main.getByRole("button", { name: "Log in", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));
  return page;
}

async function store(page: Page, slug: string, fields: Record<string, unknown>) {
  const response = await page.request.post(`${hosts.northwind}/api/posts`, { data: { slug, ...fields } });
  expect(response.status(), await response.text()).toBe(201);
  created.push({ slug, etag: response.headers().etag! });
}

/** Every sign that a payload ran: its call (from the page or any frame in it) and any dialog. */
async function watchForXss(page: Page): Promise<string[]> {
  const ran: string[] = [];
  await page.exposeFunction("__xssReport", (n: number) => ran.push(`payload ${n} ran`));
  // Both run in every frame of the page, so a payload calling parent.__xss or __xss from a frame is seen too.
  await page.addInitScript(() => {
    const frame = window as unknown as { __xssReport?: (n: number) => void };
    Object.assign(window, { __xss: (n: number) => frame.__xssReport?.(n) });
  });
  page.on("dialog", (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return ran;
}

/** Whatever in the post's DOM could still run: foreign elements, handlers, script URLs, frames other than the players. */
function riskyNodes(root: Element): string[] {
  const ALLOWED = new Set([
    "H1", "H2", "H3", "H4", "H5", "H6", "P", "BR", "HR", "STRONG", "B", "EM", "I", "U", "S", "MARK", "SUB", "SUP", "SPAN",
    "DIV", "SECTION", "BLOCKQUOTE", "CODE", "PRE", "UL", "OL", "LI", "A", "IMG", "FIGURE", "FIGCAPTION", "TABLE", "THEAD",
    "TBODY", "TFOOT", "TR", "TH", "TD", "CAPTION", "IFRAME",
  ]);
  const PLAYERS = /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/|^https:\/\/player\.vimeo\.com\/video\//;
  const found: string[] = [];
  for (const element of root.querySelectorAll("*")) {
    const name = element.tagName;
    if (!ALLOWED.has(name.toUpperCase())) found.push(`<${name.toLowerCase()}>`);
    for (const attribute of element.attributes) {
      if (/^on|^(style|srcdoc|formaction|xlink:href|id|name)$/i.test(attribute.name) && !(/^H[2-6]$/.test(name) && attribute.name === "id")) {
        found.push(`${name.toLowerCase()}[${attribute.name}]`);
      }
      if (["href", "src"].includes(attribute.name)) {
        const protocol = new URL(attribute.value, document.baseURI).protocol;
        if (!["http:", "https:", "mailto:", "tel:"].includes(protocol)) found.push(`${name.toLowerCase()}[${attribute.name}=${attribute.value}]`);
      }
    }
    if (name === "IFRAME" && !PLAYERS.test(element.getAttribute("src") ?? "")) found.push(`iframe ${element.getAttribute("src")}`);
  }
  return found;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await adminPage(browser);
  for (const [i, { html }] of PAGES.entries()) {
    await store(page, pageSlug(i), { title: `XSS corpus page ${i + 1}`, content: html, content_translation: { es: html } });
  }
  await store(page, FIELDS_SLUG, {
    title: `Fields </title></script><script>${xssCall(FIELDS_CALL)}</script>`,
    description: `<img src=x onerror=${xssCall(FIELDS_CALL)}>`,
    metadescription_for_page: `"><script>${xssCall(FIELDS_CALL)}</script>`,
    content: `<p>Before fields</p><p>After fields</p>`,
  });
  await store(page, REPRO_SLUG, { title: "Heading id", content: REPRO, content_translation: { es: REPRO } });
});

test.afterAll(async () => {
  if (!admin) return;
  const request = admin.request;
  for (const { slug, etag } of created) {
    const response = await request.delete(`${hosts.northwind}/api/posts/${slug}`, { headers: { "if-match": etag } });
    expect(response.status(), `delete ${slug}`).toBe(200);
  }
  await admin.close();
});

test("the pages hold at least two hundred payloads of the corpus", () => {
  expect(PAGES.flatMap((page) => page.numbers).length).toBeGreaterThanOrEqual(200);
});

/** The post's own content on its page (the first .prose in the article is the post's, not one it holds). */
const postContent = (page: Page) => page.getByRole("article").locator(".prose").first();

/** Opens `path` as a visitor, gives every payload time to fire, and checks that none did and nothing risky is left. */
async function visitUnharmed(page: Page, path: string) {
  const ran = await watchForXss(page);
  const url = `${hosts.northwind}${path}`;
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  const content = postContent(page);
  await expect(content).toBeVisible();
  // Time for anything a payload could set off: image errors, frame loads, autofocus, a meta refresh.
  await page.waitForTimeout(1_500);
  expect(ran).toEqual([]);
  expect(page.url()).toBe(url);
  expect(await content.evaluate(riskyNodes)).toEqual([]);
  // Links that survive are inert: clicking one that is not a page of the site would run nothing either.
  for (const href of await content.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))) {
    expect(href).not.toMatch(/^\s*(javascript|data|vbscript):/i);
  }
  return content;
}

for (const [i, { numbers }] of PAGES.entries()) {
  for (const prefix of ["", "/es"]) {
    test(`corpus page ${i + 1} (${numbers.length} payloads)${prefix && ", in Spanish"}: runs nothing for a visitor and keeps the text around each payload`, async ({ page }) => {
      const content = await visitUnharmed(page, `${prefix}/${pageSlug(i)}`);
      const shown = (await content.textContent()) ?? "";
      const missing = numbers.filter((n) => !new RegExp(`Before ${n}(?!\\d)[\\s\\S]*After ${n}(?!\\d)`).test(shown));
      expect(missing, "payloads whose surrounding text is gone").toEqual([]);
    });
  }
}

test("payloads in the title, description and meta description run nothing and show as text", async ({ page }) => {
  const content = await visitUnharmed(page, `/${FIELDS_SLUG}`);
  await expect(content).toContainText("After fields");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("</script><script>");
});

for (const prefix of ["", "/es"]) {
  test(`a heading whose class holds " id=b" leaves the text after it as text (issue 37)${prefix && ", in Spanish"}`, async ({ page }) => {
    const content = await visitUnharmed(page, `${prefix}/${REPRO_SLUG}`);
    const title = await page.title();
    await expect(content.getByRole("heading", { level: 2, name: "Heading" })).toHaveAttribute("id", "heading");
    await expect(content.getByRole("heading", { level: 2, name: "Heading" })).toHaveAttribute("class", "a id=b");
    await expect(content.locator("p")).toHaveText(`" onfocus=document.title='X' autofocus tabindex=1 x=`);
    expect(await content.locator("[onfocus], [autofocus], [tabindex]").count()).toBe(0);
    await page.keyboard.press("Tab");
    expect(await page.title()).toBe(title);
    expect(title).not.toBe("X");
  });
}

test("the watch sees a payload that does run (a control: markup added to the page after sanitising)", async ({ page }) => {
  const ran = await watchForXss(page);
  await page.goto(`${hosts.northwind}/${pageSlug(0)}`);
  await postContent(page).evaluate((element) => element.insertAdjacentHTML("beforeend", '<img src="x" onerror="__xss(0)">'));
  await expect.poll(() => ran).toEqual(["payload 0 ran"]);
});
