import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage } from "@/lib/i18n/accept-language";
import { localizedPath } from "@/lib/i18n/paths";
import { pickTranslation } from "@/lib/i18n/translation";

describe("pickTranslation", () => {
  it("uses a non-empty translation", () => {
    expect(pickTranslation("Services", { es: "Servicios" }, "es")).toBe("Servicios");
  });

  it("falls back to the base text when the translation is missing or blank", () => {
    expect(pickTranslation("Services", { es: "   " }, "es")).toBe("Services");
    expect(pickTranslation("Services", {}, "de")).toBe("Services");
    expect(pickTranslation("Services", null, "de")).toBe("Services");
    expect(pickTranslation("Services", { de: 42 }, "de")).toBe("Services");
  });
});

describe("localizedPath", () => {
  it("gives the default language no prefix", () => {
    expect(localizedPath("/about", "en", "en")).toBe("/about");
    expect(localizedPath("/", "es", "es")).toBe("/");
  });

  it("prefixes any other language", () => {
    expect(localizedPath("/about", "de", "en")).toBe("/de/about");
    expect(localizedPath("/", "de", "en")).toBe("/de");
    expect(localizedPath("about", "fr", "en")).toBe("/fr/about");
  });
});

describe("localeFromAcceptLanguage", () => {
  it("picks the best-ranked language we translate", () => {
    expect(localeFromAcceptLanguage("de-DE,de;q=0.9,en;q=0.8")).toBe("de");
    expect(localeFromAcceptLanguage("sv;q=1, ja;q=0.5")).toBe("ja");
    expect(localeFromAcceptLanguage("en;q=0.2, fr;q=0.9")).toBe("fr");
  });

  it("falls back to English", () => {
    expect(localeFromAcceptLanguage(null)).toBe("en");
    expect(localeFromAcceptLanguage("sv, fi")).toBe("en");
  });
});
