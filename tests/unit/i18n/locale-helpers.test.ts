import { describe, expect, it } from "vitest";
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
