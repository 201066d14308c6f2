import { describe, expect, it } from "vitest";
import { languageChoiceCookie, readCookie, stripLocalePrefix, switchLocalePath } from "@/lib/language/switch-path";

describe("switchLocalePath", () => {
  it("keeps the page and adds the chosen language's prefix", () => {
    expect(switchLocalePath("/about", "es", "en")).toBe("/es/about");
    expect(switchLocalePath("/de/services/strategy", "fr", "en")).toBe("/fr/services/strategy");
  });

  it("removes the prefix when choosing the default language", () => {
    expect(switchLocalePath("/es/about", "en", "en")).toBe("/about");
    expect(switchLocalePath("/es", "en", "en")).toBe("/");
    expect(switchLocalePath("/en/about", "es", "es")).toBe("/about");
  });

  it("gives home the bare prefix", () => {
    expect(switchLocalePath("/", "de", "en")).toBe("/de");
  });

  it("strips only a language prefix", () => {
    expect(stripLocalePrefix("/es/about")).toBe("/about");
    expect(stripLocalePrefix("/esp/about")).toBe("/esp/about");
  });
});

describe("language cookies", () => {
  it("stores the choice for a year on the whole site", () => {
    expect(languageChoiceCookie("es", "defaultLocale", 31536000)).toBe("defaultLocale=es; Path=/; Max-Age=31536000; SameSite=Lax");
  });

  it("reads one cookie among several", () => {
    expect(readCookie("a=1; suggestedLocale=de; b=2", "suggestedLocale")).toBe("de");
    expect(readCookie("a=1", "suggestedLocale")).toBeNull();
  });
});
