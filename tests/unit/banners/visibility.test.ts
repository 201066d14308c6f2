import { describe, expect, it } from "vitest";
import { parseDismissals } from "@/lib/banners/local-dismissals";
import type { BannerView } from "@/lib/banners/types";
import {
  countdownParts,
  fixedTopOffset,
  fixedTopPosition,
  heldTopBanners,
  isBannerHiddenPath,
  isBannerVisible,
  matchesPagePaths,
  stripLocalePrefix,
} from "@/lib/banners/visibility";

const NOW = Date.parse("2026-11-21T12:00:00Z");

function banner(overrides: Partial<BannerView> = {}): BannerView {
  return {
    id: "b1",
    position: "top",
    type: "closed",
    text: "Hello",
    icon: null,
    link: null,
    background: null,
    landingContent: null,
    dismissalDuration: "3 days",
    pagePaths: [],
    isFixedAboveNavbar: true,
    endDatePromotion: null,
    showCountdown: false,
    openState: null,
    ...overrides,
  };
}

describe("banner visibility", () => {
  it("skips a banner without an id", () => {
    expect(isBannerVisible(banner({ id: "" }), { path: "/", now: NOW })).toBe(false);
  });

  it("does not render an expired promotion", () => {
    expect(isBannerVisible(banner({ endDatePromotion: "2026-11-21T11:59:59Z" }), { path: "/", now: NOW })).toBe(false);
    expect(isBannerVisible(banner({ endDatePromotion: "2026-11-22T00:00:00Z" }), { path: "/", now: NOW })).toBe(true);
  });

  it("hides a closable banner while its dismissal lasts, never a permanent one", () => {
    expect(isBannerVisible(banner(), { path: "/", now: NOW, dismissedUntil: NOW + 1 })).toBe(false);
    expect(isBannerVisible(banner(), { path: "/", now: NOW, dismissedUntil: NOW - 1 })).toBe(true);
    expect(isBannerVisible(banner({ type: "permanent" }), { path: "/", now: NOW, dismissedUntil: NOW + 1 })).toBe(true);
  });

  it("shows a banner only on its page paths, with / and /home alike", () => {
    expect(matchesPagePaths([], "/anything")).toBe(true);
    expect(matchesPagePaths(["/home", "/about"], "/")).toBe(true);
    expect(matchesPagePaths(["/about/"], "/about")).toBe(true);
    expect(matchesPagePaths(["/about"], "/contact")).toBe(false);
  });

  it("hides top banners on the account, help-centre, admin and auth paths", () => {
    for (const path of ["/account/profile/tickets/4", "/account/edupro/x", "/help-center", "/admin/meetings", "/login", "/signup", "/register", "/reset-password"]) {
      expect(isBannerHiddenPath(path)).toBe(true);
      expect(isBannerVisible(banner(), { path, now: NOW })).toBe(false);
    }
    expect(isBannerHiddenPath("/account")).toBe(false);
    expect(isBannerVisible(banner({ position: "bottom" }), { path: "/login", now: NOW })).toBe(true);
  });

  it("strips the language prefix before matching paths", () => {
    const locales = ["en", "es", "de"];
    expect(stripLocalePrefix("/es/login", locales)).toBe("/login");
    expect(stripLocalePrefix("/es", locales)).toBe("/");
    expect(stripLocalePrefix("/about/", locales)).toBe("/about");
  });

  it("stacks fixed top banners 56 px apart, above the navbar", () => {
    expect([0, 1, 2].map(fixedTopOffset)).toEqual([0, 56, 112]);
    expect([0, 1].map(fixedTopPosition)).toEqual([0, 56]);
  });

  it("counts down days, hours, minutes and seconds and ends at zero", () => {
    const end = new Date(NOW + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000).toISOString();
    expect(countdownParts(end, NOW)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, ended: false });
    expect(countdownParts(end, NOW + 10 ** 10).ended).toBe(true);
  });

  it("keeps only unexpired anonymous dismissals from storage", () => {
    expect(parseDismissals(JSON.stringify({ a: NOW + 5, b: NOW - 5, c: "x" }), NOW)).toEqual({ a: NOW + 5 });
    expect(parseDismissals("not json", NOW)).toEqual({});
    expect(parseDismissals("[1]", NOW)).toEqual({});
  });
});

describe("banners whose place the server holds above the header", () => {
  it("counts the top banners fixed above the header that every page shows", () => {
    const banners = [
      banner({ id: "a" }),
      banner({ id: "b", pagePaths: ["/about"] }),
      banner({ id: "c", isFixedAboveNavbar: false }),
      banner({ id: "d", position: "bottom" }),
    ];
    expect(heldTopBanners(banners, false)).toBe(1);
  });

  it("counts every top banner when the header lies over the page, and at most three", () => {
    expect(heldTopBanners([banner({ isFixedAboveNavbar: false })], true)).toBe(1);
    expect(heldTopBanners(Array.from({ length: 5 }, (_, i) => banner({ id: `b${i}` })), false)).toBe(3);
    expect(heldTopBanners([], true)).toBe(0);
  });
});
