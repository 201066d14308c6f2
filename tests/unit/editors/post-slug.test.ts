import { describe, expect, it } from "vitest";
import { postSlugFromTitle } from "@/lib/posts/slug";
import { postSlugSchema } from "@/lib/posts/schemas";

describe("a new post's slug from its title (spec 000 §5)", () => {
  it("lowercases and trims", () => {
    expect(postSlugFromTitle("  Hello World  ")).toBe("hello-world");
  });

  it("removes punctuation rather than turning it into hyphens", () => {
    expect(postSlugFromTitle("What's new? Q3, 2026!")).toBe("whats-new-q3-2026");
    expect(postSlugFromTitle("v1.2 release")).toBe("v12-release");
  });

  it("turns spaces and underscores into hyphens and collapses repeated hyphens", () => {
    expect(postSlugFromTitle("snake_case and  two   spaces")).toBe("snake-case-and-two-spaces");
    expect(postSlugFromTitle("a -- b __ c")).toBe("a-b-c");
  });

  it("trims leading and trailing hyphens", () => {
    expect(postSlugFromTitle("--- Launch day ---")).toBe("launch-day");
    expect(postSlugFromTitle("_draft_")).toBe("draft");
  });

  it("keeps the letters of accented Latin titles", () => {
    expect(postSlugFromTitle("Café für Größe & Ñandú")).toBe("cafe-fur-groe-nandu");
  });

  it("gives nothing for a title without Latin letters or digits (the admin types the slug)", () => {
    expect(postSlugFromTitle("新しい記事")).toBe("");
    expect(postSlugFromTitle("!!!")).toBe("");
  });

  it("always makes a slug the server accepts", () => {
    for (const title of ["Hello World", "What's new? Q3, 2026!", "a -- b __ c", "Café für Größe", "  x  "]) {
      expect(postSlugSchema.safeParse(postSlugFromTitle(title)).success, title).toBe(true);
    }
  });
});
