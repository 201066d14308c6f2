import { describe, expect, it } from "vitest";
import { resolveLocaleSegment } from "@/lib/tenancy/route-path";
import type { Site } from "@/lib/tenancy/site";

const englishSite: Site = { id: "org-en", defaultLocale: "en", locales: ["en", "es", "de"] };
const spanishSite: Site = { id: "org-es", defaultLocale: "es", locales: ["es", "en"] };

describe("resolveLocaleSegment", () => {
  it("serves an unprefixed path in the organisation's default language", () => {
    expect(resolveLocaleSegment("default", englishSite)).toEqual({ type: "serve", locale: "en" });
    expect(resolveLocaleSegment("default", spanishSite)).toEqual({ type: "serve", locale: "es" });
  });

  it("serves a supported language prefix in that language", () => {
    expect(resolveLocaleSegment("es", englishSite)).toEqual({ type: "serve", locale: "es" });
    expect(resolveLocaleSegment("de", englishSite)).toEqual({ type: "serve", locale: "de" });
  });

  it("redirects a prefix equal to the default language", () => {
    expect(resolveLocaleSegment("en", englishSite)).toEqual({ type: "redirect", locale: "en" });
    expect(resolveLocaleSegment("es", spanishSite)).toEqual({ type: "redirect", locale: "es" });
  });

  it("redirects a language the organisation does not offer", () => {
    expect(resolveLocaleSegment("ja", englishSite)).toEqual({ type: "redirect", locale: "en" });
  });
});
