import { describe, expect, it } from "vitest";
import { clipText, withoutEmoji } from "@/lib/seo/text";

describe("share image text", () => {
  it("drops emoji, flags and their joiners, which the renderer would fetch from a CDN", () => {
    expect(withoutEmoji("Summer sale 🎉 now")).toBe("Summer sale now");
    expect(withoutEmoji("Hecho en 🇪🇸 con ❤️ y 👩‍💻")).toBe("Hecho en con y");
    expect(withoutEmoji("Пять признаков — Zażółć")).toBe("Пять признаков — Zażółć");
  });

  it("keeps plain text of a description and cuts it at a word", () => {
    expect(clipText("<p>Who we are</p><p>and how we work.</p>", 160)).toBe("Who we are and how we work.");
    expect(clipText("one two three four", 12)).toBe("one two…");
    expect(clipText("  ", 160)).toBeNull();
  });
});
