import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { buildSitemap } from "@/lib/posts/sitemap";

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => ["url", "xhtml:link"].includes(name) });

type Url = { loc: string; lastmod?: string; "xhtml:link": { "@hreflang": string; "@href": string }[] };
const urls = (xml: string): Url[] => parser.parse(xml).urlset.url;

describe("sitemap", () => {
  const xml = buildSitemap(
    "https://x.example",
    [{ path: "/", lastModified: "2026-11-02 10:00:00.5+00" }, { path: "/blog" }, { path: "/tips&tricks", lastModified: "2026-11-03T08:00:00Z" }],
    "de",
    ["de", "en", "es"],
  );

  it("lists every page once per language, the default language unprefixed", () => {
    expect(urls(xml).map((url) => url.loc)).toEqual([
      "https://x.example/",
      "https://x.example/en",
      "https://x.example/es",
      "https://x.example/blog",
      "https://x.example/en/blog",
      "https://x.example/es/blog",
      "https://x.example/tips&tricks",
      "https://x.example/en/tips&tricks",
      "https://x.example/es/tips&tricks",
    ]);
    expect(xml).toContain("<loc>https://x.example/tips&amp;tricks</loc>");
  });

  it("gives every language's entry the same alternates, x-default included", () => {
    const expected = [
      { "@rel": "alternate", "@hreflang": "de", "@href": "https://x.example/blog" },
      { "@rel": "alternate", "@hreflang": "en", "@href": "https://x.example/en/blog" },
      { "@rel": "alternate", "@hreflang": "es", "@href": "https://x.example/es/blog" },
      { "@rel": "alternate", "@hreflang": "x-default", "@href": "https://x.example/blog" },
    ];
    for (const url of urls(xml).filter((url) => url.loc.endsWith("/blog"))) expect(url["xhtml:link"]).toEqual(expected);
  });

  it("dates each language's entry with the page's last change, and leaves out a date it does not know", () => {
    const byLoc = new Map(urls(xml).map((url) => [url.loc, url.lastmod]));
    expect(byLoc.get("https://x.example/")).toBe("2026-11-02T10:00:00.500Z");
    expect(byLoc.get("https://x.example/es")).toBe("2026-11-02T10:00:00.500Z");
    expect(byLoc.get("https://x.example/en/tips&tricks")).toBe("2026-11-03T08:00:00.000Z");
    expect(byLoc.get("https://x.example/en/blog")).toBeUndefined();
  });
});
