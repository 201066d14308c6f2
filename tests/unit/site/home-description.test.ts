import { describe, expect, it } from "vitest";
import type { PageItem } from "@/lib/sections/data";
import { homeDescription } from "@/lib/site/home-description";

const hero = (description: string | null, description_translation = {}) =>
  ({ kind: "hero", id: "h", hero: { description, description_translation } }) as unknown as PageItem;

describe("homeDescription", () => {
  it("is the hero's description in the language viewed, as plain text", () => {
    expect(homeDescription([hero("<p>Clear <b>answers</b></p>", { es: "Respuestas claras" })], "en")).toBe("Clear answers");
    expect(homeDescription([hero("Clear answers", { es: "Respuestas claras" })], "es")).toBe("Respuestas claras");
  });

  it("is cut at a word under 160 characters", () => {
    const long = "word ".repeat(60).trim();
    const cut = homeDescription([hero(long)], "en")!;
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("word…")).toBe(true);
  });

  it("is null without a hero or its text", () => {
    expect(homeDescription([], "en")).toBeNull();
    expect(homeDescription([hero("  ")], "en")).toBeNull();
  });
});

describe("sectionPageMetadata", () => {
  it("takes a nested page's title and description from its first section, in the language viewed", async () => {
    const { sectionPageMetadata } = await import("@/lib/site/home-description");
    const heading = {
      kind: "heading",
      id: "x",
      heading: {
        name: "Strategy",
        name_translation: { es: "Estrategia" },
        name_part_2: "that works",
        name_part_2_translation: { es: "que funciona" },
        name_part_3: null,
        name_part_3_translation: {},
        description_text: "<p>Plans people follow.</p>",
        description_text_translation: { es: "Planes que la gente sigue." },
      },
    } as unknown as PageItem;
    expect(sectionPageMetadata([heading], "es")).toEqual({ title: "Estrategia que funciona", description: "Planes que la gente sigue." });
    expect(sectionPageMetadata([heading], "en")).toEqual({ title: "Strategy that works", description: "Plans people follow." });
    expect(sectionPageMetadata([], "en")).toEqual({});
  });
});
