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
