import { describe, expect, it } from "vitest";
import { translatableView, withTypedText, type TranslatableValue } from "@/lib/editing/translatable-text";

const TITLE: TranslatableValue = { base: "How we work", translations: { es: "Cómo trabajamos", fr: "   " } };
const ENGLISH_SITE = { locale: "en", defaultLocale: "en" } as const;
const SPANISH = { locale: "es", defaultLocale: "en" } as const;
const FRENCH = { locale: "fr", defaultLocale: "en" } as const;
const GERMAN = { locale: "de", defaultLocale: "en" } as const;

describe("the translatable field's view", () => {
  it("edits the base text in the default language, with no placeholder or mark", () => {
    expect(translatableView(TITLE, ENGLISH_SITE)).toEqual({ editing: "base", text: "How we work", placeholder: undefined, untranslated: false });
  });

  it("edits the base text when the site's default language is not English", () => {
    expect(translatableView(TITLE, { locale: "es", defaultLocale: "es" }).editing).toBe("base");
  });

  it("edits the viewed language's translation, with the base text as placeholder", () => {
    expect(translatableView(TITLE, SPANISH)).toEqual({ editing: "translation", text: "Cómo trabajamos", placeholder: "How we work", untranslated: false });
  });

  it("marks a missing translation as untranslated", () => {
    expect(translatableView(TITLE, GERMAN)).toEqual({ editing: "translation", text: "", placeholder: "How we work", untranslated: true });
  });

  it("marks a blank translation as untranslated, since visitors see the base text", () => {
    expect(translatableView(TITLE, FRENCH).untranslated).toBe(true);
  });

  it("shows an empty box and placeholder for a section without a base text", () => {
    expect(translatableView({ base: null, translations: {} }, ENGLISH_SITE).text).toBe("");
    expect(translatableView({ base: null, translations: {} }, GERMAN).placeholder).toBe("");
  });
});

describe("typing in the translatable field", () => {
  it("changes the base text in the default language and leaves translations alone", () => {
    expect(withTypedText(TITLE, ENGLISH_SITE, "Our process")).toEqual({ ...TITLE, base: "Our process" });
  });

  it("changes only the viewed language's translation", () => {
    expect(withTypedText(TITLE, GERMAN, "So arbeiten wir")).toEqual({
      base: "How we work",
      translations: { es: "Cómo trabajamos", fr: "   ", de: "So arbeiten wir" },
    });
  });

  it("removes a translation cleared to nothing, and does not change the value it was given", () => {
    const before = structuredClone(TITLE);
    expect(withTypedText(TITLE, SPANISH, "").translations).toEqual({ fr: "   " });
    expect(TITLE).toEqual(before);
  });
});

describe("an older row with an entry for the default language", () => {
  const value = { base: "Questions", translations: { en: "Questions we hear often", es: "Preguntas frecuentes" } };
  const english = { locale: "en" as const, defaultLocale: "en" as const };

  it("shows the text visitors see, and saving it clears the shadowing entry so the base shows", () => {
    expect(translatableView(value, english).text).toBe("Questions we hear often");
    expect(withTypedText(value, english, "Common questions")).toEqual({ base: "Common questions", translations: { es: "Preguntas frecuentes" } });
  });
});
