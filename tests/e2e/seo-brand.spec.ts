import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import { XMLParser } from "fast-xml-parser";
import es from "../../messages/es.json" with { type: "json" };
import { expect, test, waitForHydration } from "./fixtures";
import { hosts } from "./hosts";
import { waitForMail } from "./mailbox";

// Issue 41: each site is recognisable (its own icons and manifest), shareable (a share image in the page's
// language), followable (its feed) and its emails arrive, branded and translated, even across a mail server restart.

const SITES = [hosts.northwind, hosts.acme, hosts.alpen];
const digest = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

interface Fetched {
  status: number;
  type: string;
  body: Buffer;
}

/** GET on a demo host from Node, which does not resolve *.localhost as Chromium does: loopback, with its Host. */
function get(url: string): Promise<Fetched> {
  const { host, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port: Number(new URL(url).port), path: pathname + search, headers: { host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, type: String(response.headers["content-type"]), body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

test("each demo site has its own icon, touch icon and manifest, linked from its pages", async ({ page }) => {
  for (const file of ["/favicon.ico", "/icon-192.png", "/apple-touch-icon.png", "/manifest.webmanifest"]) {
    const answers = await Promise.all(SITES.map((origin) => get(`${origin}${file}`)));
    for (const answer of answers) expect(answer.status, file).toBe(200);
    expect(new Set(answers.map((answer) => digest(answer.body))).size, `${file} differs per site`).toBe(SITES.length);
  }
  const manifest = JSON.parse((await get(`${hosts.acme}/manifest.webmanifest`)).body.toString("utf8"));
  expect(manifest).toMatchObject({ name: "Acme Viajes", lang: "es", start_url: "/" });

  await page.goto(`${hosts.acme}/`);
  await expect(page.locator('link[rel="icon"][href^="/favicon.ico?v="]')).toHaveCount(1);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", /^\/manifest\.webmanifest/);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/feed.xml");
});

test("the feed parses, lists the published posts in the site's language, and a post shares an image in its language", async ({ page }) => {
  const answer = await get(`${hosts.acme}/feed.xml`);
  expect(answer.type).toContain("application/rss+xml");
  const feed = new XMLParser({ ignoreAttributes: false }).parse(answer.body.toString("utf8"));
  const items: { title: string; link: string }[] = [feed.rss.channel.item].flat();
  expect(feed.rss.channel.title).toBe("Acme Viajes");
  expect(items.length).toBeGreaterThan(0);

  // The English feed lists the same posts in English.
  const english = new XMLParser().parse((await get(`${hosts.acme}/en/feed.xml`)).body.toString("utf8"));
  const englishItems: { title: string; link: string }[] = [english.rss.channel.item].flat();
  expect(englishItems.map((item) => new URL(item.link).pathname)).toEqual(items.map((item) => `/en${new URL(item.link).pathname}`));
  expect(englishItems[0].title).not.toBe(items[0].title);

  // The blog lists the same posts.
  await page.goto(`${hosts.acme}/blog`);
  for (const item of items.slice(0, 3)) await expect(page.getByRole("link", { name: item.title }).first()).toBeVisible();

  // A post without a photo of its own (this help article) shares the generated image, one per language.
  const path = "/como-cambiar-una-reserva";
  await page.goto(`${hosts.acme}${path}`);
  const spanish = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(spanish).toContain("/share-image/como-cambiar-una-reserva");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Cómo cambiar una reserva");
  await page.goto(`${hosts.acme}/en${path}`);
  const englishImageUrl = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(englishImageUrl).toContain("/en/share-image/");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "How to change a booking");
  // Absolute on the site's public address; fetched here from its local one.
  const local = (url: string) => `${hosts.acme}${new URL(url).pathname}`;
  const [spanishImage, englishImage] = await Promise.all([get(local(spanish!)), get(local(englishImageUrl!))]);
  for (const image of [spanishImage, englishImage]) {
    expect(image.status).toBe(200);
    expect(image.type).toBe("image/png");
  }
  expect(digest(spanishImage.body)).not.toBe(digest(englishImage.body));
});

test("a booking email arrives in Spanish with Acme's logo after the mailbox was stopped and started again @mailbox", async ({ page }) => {
  const mailbox = process.env.MAILBOX_URL || "http://127.0.0.1:54324";
  const stopped = await fetch(`${mailbox}/api/outage?seconds=8`, { method: "POST" });
  expect(stopped.status).toBe(202);
  await expect.poll(() => fetch(`${mailbox}/api/messages?to=nobody`).then(() => "up", () => "down")).toBe("down");

  const email = `reserva-${Date.now()}@example.com`;
  const book = es.Meetings.book;
  await page.goto(`${hosts.acme}/book`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: book.title })).toBeVisible();
  const type = page.getByRole("radio").first();
  await expect(async () => type.check({ timeout: 1000 })).toPass();
  await page.getByLabel(book.slotLabel).selectOption({ index: 1 });
  await page.getByLabel(book.name).fill("Lucía Viajera");
  await page.getByLabel(book.email).fill(email);
  // The request does not wait for the mail server: the booking is confirmed while the mailbox is down.
  await page.getByRole("button", { name: book.submit }).click();
  await expect(page.getByTestId("booking-confirmed")).toContainText(email);

  // Retried with backoff until the mailbox listens again (the first retry about 10 s on).
  const mail = await waitForMail(email, /Acme Viajes/, 60_000);
  expect(mail.subject).toBe("Su reunión con Acme Viajes está reservada");
  const logo = /<img\b[^>]*>/.exec(mail.html)?.[0] ?? "";
  expect(logo).toMatch(/src="http:\/\/acme\.localhost:\d+\/media\/logo\.svg"/);
  expect(logo).toContain('alt="Acme Viajes"');
  expect(mail.html).toContain('lang="es"');
  expect(mail.text).toContain("Abrir su reunión: http://acme.localhost");
});
