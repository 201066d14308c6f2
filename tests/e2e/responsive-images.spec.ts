import type { Browser, Page, Response } from "@playwright/test";
import sharp from "sharp";
import { api } from "./editor-helpers";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";
import { ADMIN, signIn } from "./sign-in";

// Issue 12 §4, end to end: a photo an admin uploads through the gallery picker and sets as a page's hero is
// served to visitors in the width their screen needs, as WebP, with its intrinsic size, eager and first.

/** How long an upload, a save and the page's refresh may take on a busy machine. */
const STEP_MS = 20_000;
const ORIGINAL = { width: 2400, height: 1600 };
/** A resized variant at the site's own short address (lib/media/site-url.ts). */
const RENDERED = /\/media\/[^?]+\?width=\d+/;
/** The hero image's width on desktops, set in the editor. */
const SLOT_WIDTH = 720;

/** A 2400×1600 photo-like JPEG: a sky-to-sea gradient with a sun and two hills. */
function photo(): Promise<Buffer> {
  const { width, height } = ORIGINAL;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6b26b"/><stop offset="0.55" stop-color="#6fa8dc"/><stop offset="1" stop-color="#0b3d66"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="1700" cy="520" r="210" fill="#ffe599" opacity="0.9"/>
    <ellipse cx="600" cy="1500" rx="1100" ry="420" fill="#274e13"/>
    <ellipse cx="1900" cy="1600" rx="900" ry="380" fill="#38761d"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A page of the admin's own, so the seeded pages other specs read stay as they are. */
async function createPage(page: Page, slug: string) {
  const created = await api(page, "POST", "/api/posts", { slug, title: `Harbour views ${slug}` });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
}

async function removeCreated(page: Page, { slug, heroId, fileName }: { slug: string; heroId?: string; fileName: string }) {
  if (heroId) {
    const hero = await api(page, "GET", `/api/heroes/${heroId}`);
    if (hero.status === 200) await api(page, "DELETE", `/api/heroes/${heroId}`, undefined, hero.etag ?? undefined);
  }
  const post = await api(page, "GET", `/api/posts/${slug}`);
  if (post.status === 200) await api(page, "DELETE", `/api/posts/${slug}`, undefined, post.etag ?? undefined);
  const media = await api(page, "GET", `/api/media?search=${encodeURIComponent(fileName)}`);
  const files = Array.isArray(media.json?.files) ? (media.json.files as { id: string; name?: string }[]) : [];
  for (const file of files) await api(page, "DELETE", `/api/media/${file.id}`);
}

interface Visit {
  attributes: Record<string, string | null>;
  currentSrc: string;
  naturalWidth: number;
  rendered: { url: string; status: number; type: string }[];
  consoleErrors: string[];
}

/** A signed-out visitor's look at the hero image, at one screen width (2× pixels, as most screens have now). */
async function visit(browser: Browser, url: string, width: number): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  const responses: Response[] = [];
  page.on("response", (response) => {
    if (RENDERED.test(response.url())) responses.push(response);
  });
  await page.goto(url);
  const image = page.locator("#content img[data-hero-image]");
  await expect(image).toHaveCount(1);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: STEP_MS }).toBe(true);
  const names = ["width", "height", "srcset", "sizes", "loading", "fetchpriority"];
  const attributes = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await image.getAttribute(name)] as const)));
  const { currentSrc, naturalWidth } = await image.evaluate((img: HTMLImageElement) => ({ currentSrc: img.currentSrc, naturalWidth: img.naturalWidth }));
  const rendered = await Promise.all(responses.map(async (response) => ({ url: response.url(), status: response.status(), type: (await response.allHeaders())["content-type"] ?? "" })));
  await context.close();
  return { attributes, currentSrc, naturalWidth, rendered, consoleErrors };
}

test.describe("responsive images", () => {
  test("a photo set as a hero through the gallery picker reaches phones and desktops in their own width, as WebP", async ({ page, browser }) => {
    // An upload, a save, the first encodes of two variants and two visitors on a shared machine.
    test.setTimeout(150_000);
    const stamp = Date.now();
    const slug = `harbour-views-${stamp}`;
    const fileName = `harbour-photo-${stamp}.jpg`;
    const title = `Harbour views ${stamp}`;
    let heroId: string | undefined;
    await signIn(page, hosts.northwind, ADMIN);
    await page.goto(`${hosts.northwind}/`);
    try {
      await createPage(page, slug);
      const hero = await api(page, "POST", "/api/heroes", { title, description: "The harbour at dawn.", button: "Get Started", url_page: `/${slug}`, after: null });
      expect(hero.status, JSON.stringify(hero.json)).toBe(201);
      heroId = String(hero.json?.id);

      // The admin uploads the photo in the hero editor's gallery picker and uses it.
      await page.goto(`${hosts.northwind}/${slug}`);
      await page.getByRole("button", { name: `Edit section: ${title}`, exact: true }).click();
      const editor = page.getByRole("dialog", { name: "Edit Hero Section" });
      await expect(editor).toBeVisible();
      await editor.getByRole("button", { name: "Choose from library" }).click();
      const picker = page.getByRole("dialog", { name: "Choose media" });
      await picker.getByLabel("Choose files").setInputFiles({ name: fileName, mimeType: "image/jpeg", buffer: await photo() });
      await expect(picker.getByRole("status").filter({ hasText: `${fileName} added` })).toBeVisible({ timeout: STEP_MS });
      const details = picker.getByRole("region", { name: `Details of ${fileName}` });
      await expect(details).toContainText(`${ORIGINAL.width} × ${ORIGINAL.height} px`);
      await details.getByRole("button", { name: "Use this file" }).click();
      await expect(picker).toBeHidden();
      // A wide slot on desktops (720 px beside the text); phones show it across the screen.
      await editor.getByRole("toolbar").getByRole("button", { name: "Image Style", exact: true }).click();
      await editor.getByRole("group", { name: "Image Style", exact: true }).getByLabel("Width (px)").fill(String(SLOT_WIDTH));
      await editor.getByRole("button", { name: "Save Changes" }).click();
      await expect(editor).toBeHidden();
      // Stored under a unique prefix of the original name.
      await expect(page.locator("#content img[data-hero-image]")).toHaveAttribute("src", new RegExp(`^/media/[^?]+-${fileName}$`), { timeout: STEP_MS });

      const url = `${hosts.northwind}/${slug}`;
      const phone = await visit(browser, url, 390);
      const desktop = await visit(browser, url, 1280);
      for (const seen of [phone, desktop]) {
        // Intrinsic size (no layout shift), the variants and the slot, loaded first.
        expect(seen.attributes).toMatchObject({ width: String(ORIGINAL.width), height: String(ORIGINAL.height), loading: "eager", fetchpriority: "high" });
        expect(seen.attributes.sizes).toBe(`(min-width: 768px) ${SLOT_WIDTH}px, 100vw`);
        const candidates = (seen.attributes.srcset ?? "").split(",").map((candidate) => candidate.trim());
        expect(candidates.length).toBeGreaterThan(1);
        for (const candidate of candidates) expect(candidate).toMatch(/^\/media\/\S+\?width=\d+&quality=\d+ \d+w$/);
        // The browser fetched a variant, answered as WebP, narrower than the original.
        expect(seen.currentSrc).toMatch(RENDERED);
        expect(seen.rendered).toContainEqual({ url: seen.currentSrc, status: 200, type: "image/webp" });
        expect(seen.naturalWidth).toBeLessThan(ORIGINAL.width);
        expect(seen.consoleErrors).toEqual([]);
      }
      // The desktop's 720 px slot takes a wider variant than the phone's 390 px screen.
      expect(desktop.naturalWidth).toBeGreaterThan(phone.naturalWidth);
    } finally {
      await removeCreated(page, { slug, heroId, fileName });
    }
  });
});
