import { describe, expect, it } from "vitest";
import { HIDE_THRESHOLD_PX } from "@/lib/header/constants";
import { headerVisibility, type HeaderScrollInput } from "@/lib/header/visibility";

const at = (overrides: Partial<HeaderScrollInput>): HeaderScrollInput => ({
  scrollY: 0,
  previousScrollY: 0,
  wasVisible: true,
  viewportHeight: 800,
  mobileMenuOpen: false,
  headerType: "default",
  ...overrides,
});

describe("headerVisibility", () => {
  it("hides the header when scrolling down past 100 px", () => {
    expect(headerVisibility(at({ previousScrollY: 150, scrollY: 300 })).visible).toBe(false);
  });

  it("shows it again when scrolling up", () => {
    expect(headerVisibility(at({ previousScrollY: 600, scrollY: 500, wasVisible: false })).visible).toBe(true);
  });

  it("is always visible under 100 px of scroll, even scrolling down", () => {
    expect(headerVisibility(at({ previousScrollY: 10, scrollY: HIDE_THRESHOLD_PX - 1, wasVisible: false })).visible).toBe(true);
  });

  it("stays visible while the mobile menu is open", () => {
    expect(headerVisibility(at({ previousScrollY: 200, scrollY: 900, mobileMenuOpen: true })).visible).toBe(true);
  });

  it("never hides with the fixed style", () => {
    expect(headerVisibility(at({ previousScrollY: 200, scrollY: 900, headerType: "fixed" })).visible).toBe(true);
  });

  it("keeps its state when the offset does not change", () => {
    expect(headerVisibility(at({ previousScrollY: 400, scrollY: 400, wasVisible: false })).visible).toBe(false);
  });

  it("blurs only past 10% of the viewport height", () => {
    expect(headerVisibility(at({ scrollY: 80, viewportHeight: 800 })).blurred).toBe(false);
    expect(headerVisibility(at({ scrollY: 81, viewportHeight: 800 })).blurred).toBe(true);
  });
});
