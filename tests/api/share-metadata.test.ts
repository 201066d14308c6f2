import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// Share metadata an admin sets (issue 41): saved through the editors' one save path (the page layout for any page,
// the post for its own), read by visitors' pages as anon, and winning over what the page says itself.
vi.mock("next/cache", () => ({ cacheTag: () => undefined, cacheLife: () => undefined, revalidateTag: () => undefined }));
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", () => import("../helpers/next-headers-stand-in"));

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const HOST = "localhost:3000";
const ORIGIN = "https://www.northwind.example";

let app: AppStack;
let admin: string;
let customer: string;
let sitePageMetadata: typeof import("@/lib/seo/site-metadata").sitePageMetadata;
let layoutRoute: Record<"GET" | "PUT", Handler>;
let postRoute: Record<"GET" | "PATCH", Handler>;

/** The metadata of the page at `path` as a visitor of `locale`'s prefix gets it. */
const metadata = (path: string, locale = "default") => sitePageMetadata(Promise.resolve({ site: "localhost", locale }), path);

async function putLayout(urlPage: string, body: Record<string, unknown>, token = admin) {
  const get = await layoutRoute.GET(apiRequest(HOST, `/api/page-layout?url_page=${urlPage}`, { token }), { params: Promise.resolve({}) });
  const request = apiRequest(HOST, `/api/page-layout?url_page=${urlPage}`, { method: "PUT", token, body });
  request.headers.set("if-match", get.headers.get("etag") ?? '"1"');
  return layoutRoute.PUT(request, { params: Promise.resolve({}) });
}

const patchPost = (slug: string, body: Record<string, unknown>) =>
  postRoute.PATCH(apiRequest(HOST, `/api/posts/${slug}`, { method: "PATCH", token: admin, body }), { params: Promise.resolve({ slug }) });

beforeAll(async () => {
  app = await startAppStack();
  ({ sitePageMetadata } = await import("@/lib/seo/site-metadata"));
  layoutRoute = (await import("@/app/api/page-layout/route")) as unknown as Record<"GET" | "PUT", Handler>;
  postRoute = (await import("@/app/api/posts/[slug]/route")) as unknown as Record<"GET" | "PATCH", Handler>;
  admin = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
  customer = await app.signIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer);
});

afterAll(async () => {
  await app?.close();
});

describe("a page's share metadata", () => {
  it("describes a page by its own texts until an admin sets others", async () => {
    const blog = await metadata("/blog", "es");
    expect(blog.title).toBe("Blog");
    expect(blog.alternates?.canonical).toBe(`${ORIGIN}/es/blog`);
    expect(blog.alternates?.languages).toMatchObject({ "x-default": `${ORIGIN}/blog` });
    expect(blog.openGraph?.images).toEqual([expect.objectContaining({ url: `${ORIGIN}/es/share-image/blog` })]);
    expect((await metadata("/")).title).toEqual({ absolute: "Northwind Consulting" });
  });

  it("saves the home page's title, description and image on its layout, each language its own", async () => {
    const saved = await putLayout("/home", {
      seo_title: "Northwind: strategy that ships",
      seo_title_translation: { es: "Northwind: estrategia que funciona" },
      seo_description: "Independent strategy and operations consultants.",
      seo_image: `/storage/v1/object/public/media/${NORTHWIND.id}/share.png`,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ seo_title: "Northwind: strategy that ships", seo_title_translation: { es: "Northwind: estrategia que funciona" } });

    const english = await metadata("/");
    expect(english.title).toEqual({ absolute: "Northwind: strategy that ships" });
    expect(english.description).toBe("Independent strategy and operations consultants.");
    expect(english.openGraph?.images).toEqual([expect.objectContaining({ url: `${ORIGIN}/media/share.png` })]);
    expect(english.twitter).toMatchObject({ card: "summary_large_image", title: "Northwind: strategy that ships" });

    expect((await metadata("/", "es")).title).toEqual({ absolute: "Northwind: estrategia que funciona" });
    // Untranslated, like every other text: German shows the default language's.
    expect((await metadata("/", "de")).title).toEqual({ absolute: "Northwind: strategy that ships" });
  });

  it("keeps the page's sections when only its share metadata changes", async () => {
    const before = await layoutRoute.GET(apiRequest(HOST, "/api/page-layout?url_page=/home", { token: admin }), { params: Promise.resolve({}) });
    const { items } = await before.json();
    expect((await putLayout("/home", { seo_description: null })).status).toBe(200);
    const after = await layoutRoute.GET(apiRequest(HOST, "/api/page-layout?url_page=/home", { token: admin }), { params: Promise.resolve({}) });
    expect((await after.json()).items).toEqual(items);
  });

  it("refuses a description over 160 characters, an image that is no address, and a customer", async () => {
    expect((await putLayout("/blog", { seo_description: "d".repeat(161) })).status).toBe(400);
    expect((await putLayout("/blog", { seo_image: "javascript:alert(1)" })).status).toBe(400);
    expect((await putLayout("/blog", { seo_title: "Mine" }, customer)).status).toBe(403);
  });

  it("lets a post's own override win over its page layout's and its own texts", async () => {
    expect((await putLayout("/about", { seo_title: "Layout title", seo_description: "Layout description." })).status).toBe(200);
    const fromLayout = await metadata("/about");
    expect(fromLayout.title).toEqual({ absolute: "Layout title" });
    // The post's own description override (its seeded metadescription_for_page) wins over the layout's.
    expect(fromLayout.openGraph).toMatchObject({ type: "article", description: expect.stringMatching(/^Northwind Consulting: independent/) });

    const patched = await patchPost("about", {
      seo_title: "About our consultants",
      metadescription_for_page_translation: { es: "Quiénes somos, en breve." },
      seo_image: "https://cdn.example/about.png",
    });
    expect(patched.status).toBe(200);
    const english = await metadata("/about");
    expect(english.title).toEqual({ absolute: "About our consultants" });
    expect(english.description).toMatch(/^Northwind Consulting: independent strategy/);
    expect(english.openGraph?.images).toEqual([expect.objectContaining({ url: "https://cdn.example/about.png" })]);
    const spanish = await metadata("/about", "es");
    expect(spanish.description).toBe("Quiénes somos, en breve.");
    expect(spanish.title).toEqual({ absolute: "About our consultants" });
  });

  it("gives a path with no page the 404's title, out of the index", async () => {
    const missing = await metadata("/no-such-page", "es");
    expect(missing.title).toBe("Página no encontrada");
    expect(missing.robots).toEqual({ index: false, follow: true });
    expect(missing.alternates?.canonical).toBeUndefined();
    expect(missing.alternates?.languages).toBeUndefined();
  });
});
