// Each site's own icons and web manifest (issue 41): made from the icon its admins pick in Global Settings, or drawn
// from its initials and primary colour, and never another organisation's.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { orgTag } from "@/lib/site/tags";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { icoImages, readIco } from "../helpers/ico";
import { ACME, ALPENBAU, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// Outside a Next server nothing is cached: each request makes its files again, and expired tags are recorded.
const expired = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ cacheTag: () => undefined, cacheLife: () => undefined, revalidateTag: (tag: string) => expired.push(tag) }));
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), connection: async () => undefined }));

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const ROUTES = {
  "favicon.ico": () => import("@/app/sites/[site]/[locale]/favicon.ico/route"),
  "icon-192.png": () => import("@/app/sites/[site]/[locale]/icon-192.png/route"),
  "icon-512.png": () => import("@/app/sites/[site]/[locale]/icon-512.png/route"),
  "apple-touch-icon.png": () => import("@/app/sites/[site]/[locale]/apple-touch-icon.png/route"),
  "manifest.webmanifest": () => import("@/app/sites/[site]/[locale]/manifest.webmanifest/route"),
};
type IconFile = keyof typeof ROUTES;

const SITES = { northwind: "localhost", acme: "acme.localhost", alpenbau: "alpen.localhost" } as const;
// teal-600 and orange-600 of Tailwind's palette, Acme's and Alpenbau's primary colours in the seed.
const TEAL = [0x00, 0x96, 0x89];
const ORANGE = [0xf5, 0x49, 0x00];

let app: AppStack;
let alpenbauAdmin: string;

async function open(file: IconFile, site: string, { locale = "default", headers = {} }: { locale?: string; headers?: Record<string, string> } = {}) {
  const { GET } = (await ROUTES[file]()) as unknown as { GET: Handler };
  const request = new Request(`http://${site}:3000/${file}`, { headers: { host: `${site}:3000`, ...headers } });
  return GET(request, { params: Promise.resolve({ site, locale }) });
}

const bytesOf = async (file: IconFile, site: string) => new Uint8Array(await (await open(file, site)).arrayBuffer());

/** The colour of one pixel, and its opacity. */
async function pixel(png: Uint8Array, x: number, y: number) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return { rgb: [data[at], data[at + 1], data[at + 2]], alpha: data[at + 3] };
}

const near = (actual: number[], expected: number[]) => actual.every((value, index) => Math.abs(value - expected[index]) <= 6);

async function settingsRoute() {
  return (await import("@/app/api/settings/route")) as unknown as Record<"GET" | "PATCH", Handler>;
}

async function patchSettings(token: string, host: string, body: unknown) {
  const { GET, PATCH } = await settingsRoute();
  const current = await GET(apiRequest(host, "/api/settings", { token }), { params: Promise.resolve({}) });
  const request = apiRequest(host, "/api/settings", { method: "PATCH", token, body });
  request.headers.set("if-match", current.headers.get("etag") ?? "");
  return PATCH(request, { params: Promise.resolve({}) });
}

/** Uploads a square PNG of one colour to the organisation's media library; answers its address. */
async function uploadIcon(token: string, host: string, color: string): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: color } }).png().toBuffer();
  const { POST } = (await import("@/app/api/media/route")) as unknown as { POST: Handler };
  const body = new FormData();
  body.set("file", new File([new Uint8Array(png)], "icon.png", { type: "image/png" }));
  const response = await POST(apiRequest(host, "/api/media", { method: "POST", token, body }), { params: Promise.resolve({}) });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

beforeAll(async () => {
  app = await startAppStack();
  alpenbauAdmin = await app.signIn(ALPENBAU.admin.email, SEED_PASSWORDS.admin);
});

afterAll(async () => {
  await app?.close();
});

describe("a site's icons", () => {
  it("are each organisation's own: two demo sites' favicons, PNG icons and manifests differ", async () => {
    for (const file of ["favicon.ico", "icon-192.png", "icon-512.png", "apple-touch-icon.png", "manifest.webmanifest"] as const) {
      expect(await bytesOf(file, SITES.northwind), file).not.toEqual(await bytesOf(file, SITES.acme));
    }
    const [northwind, acme] = await Promise.all([open("manifest.webmanifest", SITES.northwind), open("manifest.webmanifest", SITES.acme)]);
    expect(northwind.headers.get("content-type")).toBe("application/manifest+json");
    expect(await northwind.json()).toMatchObject({ name: "Northwind Consulting", lang: "en", start_url: "/", theme_color: "#0084d1" });
    expect(await acme.json()).toMatchObject({ name: "Acme Viajes", lang: "es", start_url: "/", theme_color: "#009689" });
  });

  it("serve the favicon as an ICO of 16, 32 and 48 pixel PNGs, and the PNGs at their sizes, cached for an hour", async () => {
    const favicon = await open("favicon.ico", SITES.acme);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("content-type")).toBe("image/x-icon");
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");
    const ico = new Uint8Array(await favicon.arrayBuffer());
    expect(readIco(ico).entries.map((entry) => entry.width)).toEqual([16, 32, 48]);
    for (const [index, image] of icoImages(ico).entries()) {
      expect(await sharp(image).metadata()).toMatchObject({ format: "png", width: [16, 32, 48][index] });
    }
    for (const [file, size] of [["icon-192.png", 192], ["icon-512.png", 512], ["apple-touch-icon.png", 180]] as const) {
      const response = await open(file, SITES.acme);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(await sharp(new Uint8Array(await response.arrayBuffer())).metadata(), file).toMatchObject({ format: "png", width: size, height: size });
    }
  });

  it("draw a site without an icon from its primary colour, with rounded corners except on iOS's", async () => {
    const icon = await bytesOf("icon-512.png", SITES.acme);
    expect(near((await pixel(icon, 40, 256)).rgb, TEAL)).toBe(true);
    expect((await pixel(icon, 0, 0)).alpha).toBe(0);
    const apple = await bytesOf("apple-touch-icon.png", SITES.acme);
    expect(await pixel(apple, 0, 0)).toMatchObject({ alpha: 255 });
    expect(near((await pixel(apple, 0, 0)).rgb, TEAL)).toBe(true);
  });

  it("use the icon an admin picked from the media library, and the drawn one again once it is removed", async () => {
    expect(near((await pixel(await bytesOf("icon-192.png", SITES.alpenbau), 20, 96)).rgb, ORANGE)).toBe(true);
    const url = await uploadIcon(alpenbauAdmin, "alpen.localhost:3000", "#7c3aed");
    const before = await (await open("manifest.webmanifest", SITES.alpenbau)).json();

    expired.length = 0;
    expect((await patchSettings(alpenbauAdmin, "alpen.localhost:3000", { icon: url })).status).toBe(200);
    expect(expired).toContain(orgTag(ALPENBAU.id));
    const icon = await bytesOf("icon-192.png", SITES.alpenbau);
    expect(near((await pixel(icon, 96, 96)).rgb, [0x7c, 0x3a, 0xed])).toBe(true);
    const [small] = icoImages(await bytesOf("favicon.ico", SITES.alpenbau));
    expect(near((await pixel(small, 8, 8)).rgb, [0x7c, 0x3a, 0xed])).toBe(true);
    const after = await (await open("manifest.webmanifest", SITES.alpenbau)).json();
    expect(after.icons[0].src).not.toBe(before.icons[0].src);

    expect((await patchSettings(alpenbauAdmin, "alpen.localhost:3000", { icon: null })).status).toBe(200);
    expect(near((await pixel(await bytesOf("icon-192.png", SITES.alpenbau), 20, 96)).rgb, ORANGE)).toBe(true);
  });

  it("never show another organisation's icon, even when its address is stored", async () => {
    const url = await uploadIcon(alpenbauAdmin, "alpen.localhost:3000", "#dc2626");
    const acmeAdmin = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
    expect((await patchSettings(acmeAdmin, "acme.localhost:3000", { icon: url })).status).toBe(200);
    expect(near((await pixel(await bytesOf("icon-192.png", SITES.acme), 20, 96)).rgb, TEAL)).toBe(true);
    expect((await patchSettings(acmeAdmin, "acme.localhost:3000", { icon: null })).status).toBe(200);
  });

  it("are changed by the organisation's admins only, and only to a media library image", async () => {
    const editor = await app.signIn(ALPENBAU.editor.email, SEED_PASSWORDS.admin);
    const url = await uploadIcon(alpenbauAdmin, "alpen.localhost:3000", "#16a34a");
    expect((await patchSettings(editor, "alpen.localhost:3000", { icon: url })).status).toBe(403);
    const northwindAdmin = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
    expect((await patchSettings(northwindAdmin, "alpen.localhost:3000", { icon: url })).status).toBe(403);
    expect((await patchSettings(alpenbauAdmin, "alpen.localhost:3000", { icon: "https://evil.example/icon.png" })).status).toBe(400);
  });

  it("answer a browser that holds the file with 304, and a host without a site with 404", async () => {
    const first = await open("favicon.ico", SITES.northwind);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect((await open("favicon.ico", SITES.northwind, { headers: { "if-none-match": etag! } })).status).toBe(304);
    expect((await open("favicon.ico", "nobody.example")).status).toBe(404);
    expect((await open("manifest.webmanifest", "nobody.example")).status).toBe(404);
  });

  it("give each language its own manifest, opening on that language's home page", async () => {
    const manifest = await (await open("manifest.webmanifest", SITES.northwind, { locale: "de" })).json();
    expect(manifest).toMatchObject({ lang: "de", start_url: "/de", id: "/" });
  });
});
