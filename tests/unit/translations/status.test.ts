import { describe, expect, it } from "vitest";
import { pendingTranslations } from "@/lib/translations/review-view";
import { translationStatus } from "@/lib/translations/status";

const at = (time: string) => new Date(`2026-11-30T${time}:00Z`);

describe("the outdated rule", () => {
  it("calls a translation outdated when its source changed after it was last saved", () => {
    expect(translationStatus({ source: "How we work with you", target: "Cómo trabajamos", sourceChangedAt: at("10:05"), translatedAt: at("10:00") })).toBe(
      "outdated",
    );
  });

  it("calls it translated when it was saved after the source's last change, or in the same change", () => {
    expect(translationStatus({ source: "How we work", target: "Cómo trabajamos", sourceChangedAt: at("10:00"), translatedAt: at("10:05") })).toBe("translated");
    expect(translationStatus({ source: "How we work", target: "Cómo trabajamos", sourceChangedAt: at("10:00"), translatedAt: at("10:00") })).toBe("translated");
  });

  it("calls a seeded translation current until its source changes, and outdated once it does", () => {
    expect(translationStatus({ source: "How we work", target: "Cómo trabajamos", sourceChangedAt: null, translatedAt: null })).toBe("translated");
    expect(translationStatus({ source: "How we work", target: "Cómo trabajamos", sourceChangedAt: at("10:00"), translatedAt: null })).toBe("outdated");
  });

  it("calls an empty or blank translation missing, whatever the times", () => {
    expect(translationStatus({ source: "How we work", target: "   ", sourceChangedAt: at("10:00"), translatedAt: at("10:05") })).toBe("missing");
  });

  it("has no status for a text with nothing to translate", () => {
    expect(translationStatus({ source: " ", target: "", sourceChangedAt: null, translatedAt: null })).toBeNull();
  });
});

describe("translations under review", () => {
  const live = {
    section_title: "How we work",
    section_title_translation: { es: "Cómo trabajamos" },
    section_description: "<p>Four phases.</p>",
    section_description_translation: {},
  };

  it("lists each language whose text in the draft differs from the live one, beside the source", () => {
    const change = { entity: "template_section", fields: { section_title_translation: { es: "Cómo trabajamos", fr: "Notre méthode", de: "Unsere Methode" } } };
    expect(pendingTranslations(change, live)).toEqual([
      { field: "section_title", lang: "fr", source: "How we work", live: "", translation: "Notre méthode" },
      { field: "section_title", lang: "de", source: "How we work", live: "", translation: "Unsere Methode" },
    ]);
  });

  it("ignores changes to the source itself and to entities without translations", () => {
    expect(pendingTranslations({ entity: "template_section", fields: { section_title: "New" } }, live)).toEqual([]);
    expect(pendingTranslations({ entity: "settings", fields: { site: "New" } }, live)).toEqual([]);
  });
});
