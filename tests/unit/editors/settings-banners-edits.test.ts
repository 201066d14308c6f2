import { describe, expect, it } from "vitest";
import {
  dismissalDurationInvalid,
  fromLocalInput,
  newBanner,
  pagePathInvalid,
  previewView,
  promotionEnded,
  toLocalInput,
} from "@/components/editors/settings/banners/banner-edits";
import { BANNER_OPEN_STATES } from "@/lib/model/enums";
import { isNewId } from "@/lib/organizations/types";
import en from "@/messages/en.json";

const ORG = "20000000-0000-4000-8000-000000000000";

describe("banners tab logic", () => {
  it("creates a banner with the spec's defaults: top, permanent, enabled, expanding full", () => {
    const banner = newBanner(ORG);
    expect(isNewId(banner.id)).toBe(true);
    expect(banner).toMatchObject({ position: "top", type: "permanent", is_enabled: true, open_state: "full", page_paths: [], end_date_promotion: null });
  });

  it("accepts 'N minute(s)/hour(s)/day(s)/month(s)/year(s)' or nothing as the dismissal duration", () => {
    for (const text of ["3 days", "1 minute", "12 hours", "2 months", "1 year", " 5 Days ", null, ""]) expect(dismissalDurationInvalid(text)).toBe(false);
    for (const text of ["3", "soon", "0 days", "3 weeks", "-1 day", "3 days later"]) expect(dismissalDurationInvalid(text)).toBe(true);
  });

  it("requires page paths to start with /", () => {
    expect(pagePathInvalid("/about")).toBe(false);
    expect(pagePathInvalid("about")).toBe(true);
    expect(pagePathInvalid("")).toBe(true);
  });

  it("warns about a promotion end date that has passed, not one to come", () => {
    const now = Date.parse("2026-03-01T12:00:00Z");
    expect(promotionEnded("2026-02-28T12:00:00Z", now)).toBe(true);
    expect(promotionEnded("2026-03-02 12:00:00+00", now)).toBe(false);
    expect(promotionEnded(null, now)).toBe(false);
  });

  it("round-trips the end date through the datetime-local field in local time", () => {
    const local = toLocalInput("2026-03-01T12:30:00Z");
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe("2026-03-01T12:30:00.000Z");
    expect(fromLocalInput("")).toBeNull();
    expect(toLocalInput(null)).toBe("");
  });

  it("previews the draft as visitors receive it: translated text, countdown, expansion, sanitised landing content", () => {
    const banner = {
      ...newBanner(ORG),
      position: "bottom" as const,
      content: { text: "Oferta", icon: "sun", link: { label: "Ver", url: "/ofertas", isExternal: false }, banner_background: "amber-500" },
      text_translation: { de: "Angebot", en: " " },
      end_date_promotion: "2030-01-01 00:00:00+00",
      end_date_promotion_is_displayed: true,
      open_state: "right-half" as const,
      landing_content: '<h2>Oferta</h2><img src=x onerror="alert(1)"><script>alert(1)</script>',
    };
    const de = previewView(banner, "de");
    expect(de).toMatchObject({ text: "Angebot", icon: "sun", background: "amber-500", showCountdown: true, openState: "right-half", endDatePromotion: "2030-01-01T00:00:00.000Z" });
    expect(de.link).toEqual({ label: "Ver", url: "/ofertas", isExternal: false });
    expect(de.landingContent).toContain("<h2>Oferta</h2>");
    expect(de.landingContent).not.toMatch(/onerror|script/);
    expect(previewView(banner, "en").text).toBe("Oferta");
    expect(previewView({ ...banner, end_date_promotion_is_displayed: false }, "es").showCountdown).toBe(false);
  });

  it("names every open state of the spec in the editor", () => {
    expect(Object.keys(en.Editors.settingsBanners.openStates).sort()).toEqual(["none", ...BANNER_OPEN_STATES].sort());
  });
});
