import { describe, expect, it } from "vitest";
import { brandHex, FALLBACK_BRAND_HEX, letteringOn, oklchToHex } from "@/lib/brand/colors";
import { siteInitials } from "@/lib/brand/initials";
import { buildManifest, shortName } from "@/lib/brand/manifest";
import { iconHref, manifestHref } from "@/lib/brand/paths";

const brand = { name: "Northwind Consulting", color: "#0084d1", version: "abc123" };

describe("buildManifest", () => {
  it("names the site, its language, its start page and its frame colour", () => {
    const manifest = buildManifest(brand, "en", "en");
    expect(manifest).toMatchObject({
      id: "/",
      name: "Northwind Consulting",
      short_name: "Northwind",
      lang: "en",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#0084d1",
      background_color: "#ffffff",
    });
  });

  it("opens another language's manifest on that language's home page, as the same app", () => {
    const manifest = buildManifest(brand, "es", "en");
    expect(manifest).toMatchObject({ id: "/", lang: "es", start_url: "/es" });
  });

  it("lists the 192 and 512 pixel PNG icons with the brand's version", () => {
    expect(buildManifest(brand, "en", "en").icons).toEqual([
      { src: "/icon-192.png?v=abc123", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-512.png?v=abc123", sizes: "512x512", type: "image/png", purpose: "any" },
    ]);
  });
});

describe("the manifest's names and links", () => {
  it("shortens a long name to its first word, else to twelve characters", () => {
    expect(shortName("Acme Viajes")).toBe("Acme Viajes");
    expect(shortName("Alpenbau GmbH")).toBe("Alpenbau");
    expect(shortName("Internationalisation Partners")).toBe("Internationa");
  });

  it("links the icons from the host's root and the manifest in the page's language", () => {
    expect(iconHref("favicon.ico", "v1")).toBe("/favicon.ico?v=v1");
    expect(manifestHref("en", "en", "v1")).toBe("/manifest.webmanifest?v=v1");
    expect(manifestHref("de", "en", "v1")).toBe("/de/manifest.webmanifest?v=v1");
  });
});

describe("the drawn icon's colours and initials", () => {
  it("turns the settings' palette colours into the hex the pages' CSS shows", () => {
    expect(oklchToHex("oklch(58.8% 0.158 241.966)")).toBe("#0084d1");
    expect(brandHex("sky", 600)).toBe("#0084d1");
    expect(brandHex("teal", 600)).toBe("#009689");
    expect(brandHex("#ABC", 600)).toBe("#aabbcc");
    expect(brandHex("toString", 600)).toBe(FALLBACK_BRAND_HEX);
    expect(brandHex("sky", 650)).toBe(FALLBACK_BRAND_HEX);
  });

  it("writes the initials in white on a dark colour and near-black on a light one", () => {
    expect(letteringOn("#0084d1")).toBe("#ffffff");
    expect(letteringOn(brandHex("amber", 400))).toBe("#0a0a0a");
  });

  it("takes up to two initials the bundled font draws", () => {
    expect(siteInitials("Northwind Consulting")).toBe("NC");
    expect(siteInitials("acme")).toBe("A");
    expect(siteInitials("Łódź Budowa & Co")).toBe("ŁB");
    expect(siteInitials("Альфа Строй")).toBe("АС");
    // Ŏ is drawn as its base letter; Greek is not in the font, so that word gives none.
    expect(siteInitials("Ŏsan ἄλφα 3D")).toBe("O3");
    expect(siteInitials("東京デザイン")).toBe("");
  });
});
