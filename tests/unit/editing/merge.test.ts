import { describe, expect, it } from "vitest";
import { mergeOnConflict, sameValue } from "@/lib/editing/merge";

interface Section extends Record<string, unknown> {
  section_title: string | null;
  section_title_translation: Partial<Record<string, string>>;
  grid_columns: number;
  is_slider: boolean;
}

const FIELDS = ["section_title", "section_title_translation", "grid_columns", "is_slider"] as const;

function section(overrides: Partial<Section> = {}): Section {
  return { section_title: "How we work", section_title_translation: { es: "Cómo trabajamos" }, grid_columns: 3, is_slider: false, ...overrides };
}

describe("merging a stale save", () => {
  it("takes their value for a field only they changed, and says so", () => {
    const original = section();
    const result = mergeOnConflict({ original, mine: section(), theirs: section({ grid_columns: 4 }), fields: FIELDS });
    expect(result.merged.grid_columns).toBe(4);
    expect(result.autoMerged).toEqual(["grid_columns"]);
    expect(result.conflicts).toEqual([]);
  });

  it("keeps the admin's value for a field only they changed", () => {
    const result = mergeOnConflict({ original: section(), mine: section({ section_title: "Our process" }), theirs: section(), fields: FIELDS });
    expect(result.merged.section_title).toBe("Our process");
    expect(result.autoMerged).toEqual([]);
    expect(result.conflicts).toEqual([]);
  });

  it("is no conflict when both made the same change", () => {
    const result = mergeOnConflict({ original: section(), mine: section({ is_slider: true }), theirs: section({ is_slider: true }), fields: FIELDS });
    expect(result.merged.is_slider).toBe(true);
    expect(result.conflicts).toEqual([]);
    expect(result.autoMerged).toEqual([]);
  });

  it("asks about a field both changed differently, keeping the admin's text until they choose", () => {
    const result = mergeOnConflict({
      original: section(),
      mine: section({ section_title: "Our process" }),
      theirs: section({ section_title: "How we work together" }),
      fields: FIELDS,
    });
    expect(result.conflicts).toEqual([{ field: "section_title", mine: "Our process", theirs: "How we work together" }]);
    expect(result.merged.section_title).toBe("Our process");
  });

  it("merges the fields each side changed and asks only about the true conflicts", () => {
    const result = mergeOnConflict({
      original: section(),
      mine: section({ section_title: "Mine", is_slider: true }),
      theirs: section({ section_title: "Theirs", grid_columns: 5 }),
      fields: FIELDS,
    });
    expect(result.merged).toEqual(section({ section_title: "Mine", is_slider: true, grid_columns: 5 }));
    expect(result.conflicts.map((conflict) => conflict.field)).toEqual(["section_title"]);
    expect(result.autoMerged).toEqual(["grid_columns"]);
  });

  it("leaves fields outside the list as the admin has them", () => {
    const result = mergeOnConflict({ original: section(), mine: section({ grid_columns: 2 }), theirs: section({ grid_columns: 6 }), fields: ["section_title"] });
    expect(result.merged.grid_columns).toBe(2);
    expect(result.conflicts).toEqual([]);
  });

  it("compares translation maps by content, whatever the key order", () => {
    const original = section({ section_title_translation: { es: "Hola", fr: "Bonjour" } });
    const reordered = section({ section_title_translation: { fr: "Bonjour", es: "Hola" } });
    const theirs = section({ section_title_translation: { es: "Hola", fr: "Salut" } });
    const result = mergeOnConflict({ original, mine: reordered, theirs, fields: FIELDS });
    expect(result.merged.section_title_translation).toEqual({ es: "Hola", fr: "Salut" });
    expect(result.conflicts).toEqual([]);
  });

  it("sees a translation map both changed differently as one conflict", () => {
    const result = mergeOnConflict({
      original: section(),
      mine: section({ section_title_translation: { es: "Nuestro proceso" } }),
      theirs: section({ section_title_translation: { es: "Cómo trabajamos", fr: "Comment nous travaillons" } }),
      fields: FIELDS,
    });
    expect(result.conflicts).toEqual([
      {
        field: "section_title_translation",
        mine: { es: "Nuestro proceso" },
        theirs: { es: "Cómo trabajamos", fr: "Comment nous travaillons" },
      },
    ]);
  });
});

describe("value equality", () => {
  it("compares objects deeply and ignores key order and undefined keys", () => {
    expect(sameValue({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
  });

  it("compares arrays in order and tells null, empty text and objects apart", () => {
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue(null, "")).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue(null, null)).toBe(true);
  });
});
