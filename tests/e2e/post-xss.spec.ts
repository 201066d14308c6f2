import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";
import { ADMIN } from "./sign-in";
import { XSS_PAYLOADS, xssCall } from "../helpers/xss-payloads";

// The stored-XSS corpus (issue 15, "Tests"): Northwind's admin stores each payload through POST /api/posts,
// a visitor opens /{slug} in Chromium, and nothing runs: no payload calls window.__xss, no dialog opens, the
// page does not navigate away, and the post's DOM holds nothing that could run later. The harmless text
// around each payload still shows. The posts are deleted afterwards.
const RUN = Date.now().toString(36);
const slugOf = (n: number) => `xss-${RUN}-${n}`;
/** The post whose title and description carry payloads (they are plain text, escaped wherever shown). */
const FIELDS_POST = XSS_PAYLOADS.length + 1;

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
  for (const [i, payload] of XSS_PAYLOADS.entries()) {
    const n = i + 1;
    const html = payload.html(xssCall(n));
    const content = payload.unclosed ? `<p>Before ${n}</p><p>After ${n}</p>${html}` : `<p>Before ${n}</p>${html}<p>After ${n}</p>`;
    await store(page, slugOf(n), { title: `XSS payload ${n}`, content });
  }
  await store(page, slugOf(FIELDS_POST), {
    title: `Fields ${FIELDS_POST} </title></script><script>${xssCall(FIELDS_POST)}</script>`,
    description: `<img src=x onerror=${xssCall(FIELDS_POST)}>`,
    metadescription_for_page: `"><script>${xssCall(FIELDS_POST)}</script>`,
    content: `<p>Before ${FIELDS_POST}</p><p>After ${FIELDS_POST}</p>`,
  });
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

test("the corpus holds at least thirty payloads", () => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
});

for (const [i, payload] of [...XSS_PAYLOADS.entries(), [FIELDS_POST - 1, { name: "payloads in the title, description and meta description" }] as const]) {
  const n = i + 1;
  test(`#${n} ${payload.name}: runs nothing for a visitor and keeps the text around it`, async ({ page }) => {
    const ran = await watchForXss(page);
    const url = `${hosts.northwind}/${slugOf(n)}`;
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    const content = page.getByRole("article").locator(".prose");
    await expect(content).toContainText(`Before ${n}`);
    await expect(content).toContainText(`After ${n}`);
    // Time for anything a payload could set off: image errors, frame loads, autofocus, a meta refresh.
    await page.waitForTimeout(1_500);
    expect(ran).toEqual([]);
    expect(page.url()).toBe(url);
    expect(await content.evaluate(riskyNodes)).toEqual([]);
    // Links that survive are inert: clicking one that is not a page of the site would run nothing either.
    for (const link of await content.locator("a").all()) expect((await link.getAttribute("href")) ?? "").not.toMatch(/^\s*(javascript|data|vbscript):/i);
    if (n === FIELDS_POST) await expect(page.getByRole("heading", { level: 1 })).toContainText("</script><script>");
  });
}

test("the watch sees a payload that does run (a control: markup added to the page after sanitising)", async ({ page }) => {
  const ran = await watchForXss(page);
  await page.goto(`${hosts.northwind}/${slugOf(1)}`);
  await page.getByRole("article").locator(".prose").evaluate((element) => element.insertAdjacentHTML("beforeend", '<img src="x" onerror="__xss(0)">'));
  await expect.poll(() => ran).toEqual(["payload 0 ran"]);
});
