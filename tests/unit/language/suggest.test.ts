import { describe, expect, it } from "vitest";
import { suggestLocale } from "@/lib/language/suggest";

describe("suggestLocale", () => {
  it("proposes the visitor's preferred language when the site offers it", () => {
    expect(suggestLocale("de-DE,de;q=0.9,en;q=0.5", ["es", "en", "de"], "es")).toBe("de");
  });

  it("proposes nothing when the page is already in a preferred language ranked higher", () => {
    expect(suggestLocale("es-ES,en;q=0.8", ["es", "en"], "es")).toBeNull();
  });

  it("skips languages the site does not offer and honours q-values", () => {
    expect(suggestLocale("ja;q=1,fr;q=0.2,en;q=0.7", ["es", "en", "fr"], "es")).toBe("en");
  });

  it("proposes nothing without a usable header", () => {
    expect(suggestLocale(null, ["es", "en"], "es")).toBeNull();
    expect(suggestLocale("ja,zh", ["es", "en"], "es")).toBeNull();
  });
});
