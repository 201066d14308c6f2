import { describe, expect, it } from "vitest";
import { nestedPagePath } from "@/lib/site/page-path";

describe("nestedPagePath", () => {
  it("maps a nested path of slugs to its url_page", () => {
    expect(nestedPagePath(["services", "strategy"])).toBe("/services/strategy");
    expect(nestedPagePath(["referenzen", "tirol", "ellmau-2026"])).toBe("/referenzen/tirol/ellmau-2026");
  });

  it("leaves a single segment to the /{slug} page", () => {
    expect(nestedPagePath(["services"])).toBeNull();
    expect(nestedPagePath([])).toBeNull();
  });

  it("applies the slug rule to every segment", () => {
    for (const segments of [
      ["services", "Strategy"],
      ["services", "strategy growth"],
      ["services", " strategy"],
      ["services", ".."],
      ["services", "strategy_growth"],
      ["destinos", "andalucía"],
      ["services", ""],
    ]) {
      expect(nestedPagePath(segments), segments.join("/")).toBeNull();
    }
  });
});
