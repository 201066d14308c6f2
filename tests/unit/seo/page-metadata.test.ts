import { describe, expect, it } from "vitest";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "@/lib/seo/constants";
import { pageMetadata, shareImagePath, type PageMetadataInput, type SeoSite } from "@/lib/seo/page-metadata";

const ORG = "10000000-0000-4000-8000-000000000000";
const SITE: SeoSite = { id: ORG, name: "Northwind Consulting", origin: "https://www.northwind.example", defaultLocale: "en", locales: ["en", "es", "de"] };

const build = (input: Partial<PageMetadataInput> = {}) => pageMetadata({ site: SITE, path: "/about", locale: "es", title: "Sobre Northwind", ...input });

/** The image addresses a card shows, whatever form Next's types give them. */
const urls = (images: unknown): string[] =>
  (Array.isArray(images) ? images : [images]).map((image) => (typeof image === "string" ? image : String((image as { url: string | URL }).url)));

describe("pageMetadata", () => {
  it("names the page's own address in its language as canonical", () => {
    const metadata = build();
    expect(metadata.alternates?.canonical).toBe("https://www.northwind.example/es/about");
    expect(metadata.openGraph?.url).toBe("https://www.northwind.example/es/about");
    expect(build({ locale: "en" }).alternates?.canonical).toBe("https://www.northwind.example/about");
    expect(build({ path: "/", locale: "en" }).alternates?.canonical).toBe("https://www.northwind.example/");
  });

  it("links every language the site offers, the default unprefixed, plus x-default", () => {
    expect(build().alternates?.languages).toEqual({
      en: "https://www.northwind.example/about",
      es: "https://www.northwind.example/es/about",
      de: "https://www.northwind.example/de/about",
      "x-default": "https://www.northwind.example/about",
    });
  });

  it("titles the page with the layout's template, the home page with the site's name", () => {
    expect(build().title).toBe("Sobre Northwind");
    expect(build().openGraph?.title).toBe("Sobre Northwind");
    const home = build({ path: "/", title: null });
    expect(home.title).toEqual({ absolute: "Northwind Consulting" });
    expect(home.openGraph?.title).toBe("Northwind Consulting");
    expect(home.twitter?.title).toBe("Northwind Consulting");
  });

  it("shares the generated image of the page in its language when the page has none", () => {
    const metadata = build();
    expect(urls(metadata.openGraph?.images)).toEqual(["https://www.northwind.example/es/share-image/about"]);
    expect(metadata.openGraph?.images).toEqual([expect.objectContaining({ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, alt: "Sobre Northwind" })]);
    expect(urls(metadata.twitter?.images)).toEqual(["https://www.northwind.example/es/share-image/about"]);
    expect(urls(build({ path: "/", locale: "en", title: null }).openGraph?.images)).toEqual(["https://www.northwind.example/share-image"]);
  });

  it("shares the page's own image, its own media by the site's short address", () => {
    const metadata = build({ image: `/storage/v1/object/public/media/${ORG}/team.jpg` });
    expect(urls(metadata.openGraph?.images)).toEqual(["https://www.northwind.example/media/team.jpg"]);
    expect(urls(metadata.twitter?.images)).toEqual(["https://www.northwind.example/media/team.jpg"]);
    expect(urls(build({ image: "https://cdn.example/photo.png" }).openGraph?.images)).toEqual(["https://cdn.example/photo.png"]);
  });

  it("uses the large-image Twitter card and OpenGraph's site name and locale", () => {
    const metadata = build({ description: "Quiénes somos." });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", title: "Sobre Northwind", description: "Quiénes somos." });
    expect(metadata.openGraph).toMatchObject({ type: "website", siteName: "Northwind Consulting", locale: "es_ES", description: "Quiénes somos." });
    expect(metadata.openGraph).toMatchObject({ alternateLocale: ["en_US", "de_DE"] });
  });

  it("describes a post as an article with its date", () => {
    const metadata = build({ type: "article", publishedTime: "2026-01-02T10:00:00.000Z" });
    expect(metadata.openGraph).toMatchObject({ type: "article", publishedTime: "2026-01-02T10:00:00.000Z" });
  });

  it("lets an admin's title, description and image win over the page's own", () => {
    const metadata = build({
      description: "Quiénes somos.",
      image: "https://cdn.example/own.png",
      overrides: { title: "Consultoría en Madrid", description: "Estrategia y operaciones.", image: `/storage/v1/object/public/media/${ORG}/card.png` },
    });
    expect(metadata.title).toEqual({ absolute: "Consultoría en Madrid" });
    expect(metadata.description).toBe("Estrategia y operaciones.");
    expect(metadata.openGraph).toMatchObject({ title: "Consultoría en Madrid", description: "Estrategia y operaciones." });
    expect(metadata.twitter).toMatchObject({ title: "Consultoría en Madrid", description: "Estrategia y operaciones." });
    expect(urls(metadata.openGraph?.images)).toEqual(["https://www.northwind.example/media/card.png"]);
  });

  it("keeps the page's own text where an override is blank", () => {
    const metadata = build({ description: "Quiénes somos.", overrides: { title: "  ", description: null, image: "" } });
    expect(metadata.title).toBe("Sobre Northwind");
    expect(metadata.description).toBe("Quiénes somos.");
    expect(urls(metadata.openGraph?.images)).toEqual(["https://www.northwind.example/es/share-image/about"]);
  });

  it("cuts a long description at a word under 160 characters", () => {
    const description = build({ description: `<p>${"word ".repeat(60)}</p>` }).description!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/word…$/);
  });

  it("gives the 404 page no canonical address, keeps it out of the index and shares the site's image", () => {
    const metadata = build({ path: "/", title: "Página no encontrada", notFound: true });
    expect(metadata.alternates?.canonical).toBeUndefined();
    expect(metadata.alternates?.languages).toBeUndefined();
    expect(metadata.openGraph?.url).toBeUndefined();
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(urls(metadata.openGraph?.images)).toEqual(["https://www.northwind.example/es/share-image"]);
  });

  it("links relative addresses when the site has no public address yet", () => {
    const metadata = pageMetadata({ site: { ...SITE, origin: null }, path: "/about", locale: "en", title: "About" });
    expect(metadata.alternates?.canonical).toBeUndefined();
    expect(metadata.alternates?.languages).toBeUndefined();
    expect(urls(metadata.openGraph?.images)).toEqual(["/share-image/about"]);
  });

  it("puts the share image under the language prefix", () => {
    expect(shareImagePath("/", "en", "en")).toBe("/share-image");
    expect(shareImagePath("/services/strategy", "de", "en")).toBe("/de/share-image/services/strategy");
  });
});
