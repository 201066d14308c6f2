import { describe, expect, it } from "vitest";
import { authorLabel, postConfigs } from "@/lib/posts/normalize";
import { alternateUrls } from "@/lib/posts/seo";
import { buildSitemap } from "@/lib/posts/sitemap";

describe("post configs", () => {
  it("reads the config objects and falls back to the older flat fields", () => {
    expect(postConfigs({ display_config: { type: "landing" }, media_config: { main_photo: "/a.jpg" } })).toMatchObject({
      type: "landing",
      mainPhoto: "/a.jpg",
    });
    expect(postConfigs({ type: "minimal", display_as_blog_post: true, main_photo: "/b.jpg", is_with_author: true })).toMatchObject({
      type: "minimal",
      isBlogPost: true,
      mainPhoto: "/b.jpg",
      withAuthor: true,
    });
    expect(postConfigs({}).type).toBe("default");
  });

  it("shows the author per author_config", () => {
    const withAuthor = postConfigs({ author_config: { is_with_author: true } });
    expect(authorLabel(withAuthor, "Lucía Fernández", "Acme Viajes")).toBe("Lucía Fernández");
    expect(authorLabel(postConfigs({ author_config: { is_with_author: true, is_company_author: true } }), "Lucía", "Acme Viajes")).toBe("Acme Viajes");
    expect(authorLabel(postConfigs({ author_config: { is_with_author: false } }), "Lucía", "Acme Viajes")).toBeNull();
  });
});

describe("SEO addresses", () => {
  it("leaves the default language unprefixed and lists every language plus x-default", () => {
    const urls = alternateUrls("https://www.acme-viajes.example", "/about", "en", "es", ["es", "en", "de"]);
    expect(urls.canonical).toBe("https://www.acme-viajes.example/en/about");
    expect(urls.languages).toEqual({
      es: "https://www.acme-viajes.example/about",
      en: "https://www.acme-viajes.example/en/about",
      de: "https://www.acme-viajes.example/de/about",
      "x-default": "https://www.acme-viajes.example/about",
    });
  });

  it("builds a sitemap with escaped addresses and alternates", () => {
    const xml = buildSitemap("https://x.example", [{ path: "/" }, { path: "/a&b" }], "de", ["de", "en"]);
    expect(xml).toContain("<loc>https://x.example/</loc>");
    expect(xml).toContain('hreflang="en" href="https://x.example/en"');
    expect(xml).toContain("<loc>https://x.example/a&amp;b</loc>");
  });
});
