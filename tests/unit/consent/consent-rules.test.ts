import { describe, expect, it } from "vitest";
import { isEssentialCategory } from "@/components/consent/consent-api";
import { isServiceAllowed } from "@/lib/consent/client-store";
import { COOKIE_BANNER_DELAY_MS, COOKIE_DIALOG_TIMEOUT_MS, COOKIES_ACCEPTED_MAX_AGE_S } from "@/lib/consent/constants";

describe("consent rules", () => {
  it("locks the essential category whatever its case, or when the server flags it", () => {
    expect(isEssentialCategory({ name: "ESSENTIAL", is_essential: false })).toBe(true);
    expect(isEssentialCategory({ name: " essential ", is_essential: false })).toBe(true);
    // A translated name ("Notwendig") still counts when the stored name is Essential.
    expect(isEssentialCategory({ name: "Notwendig", is_essential: true })).toBe(true);
    expect(isEssentialCategory({ name: "Analytics", is_essential: false })).toBe(false);
  });

  it("lets embedded media load only for allowed services, or all after Accept all", () => {
    expect(isServiceAllowed(["youtube"], "YouTube")).toBe(true);
    expect(isServiceAllowed(["youtube"], "Vimeo")).toBe(false);
    expect(isServiceAllowed(["*"], "Vimeo")).toBe(true);
    expect(isServiceAllowed([], "YouTube")).toBe(false);
  });

  it("uses the spec's timings: banner after 1.5 s, dialog timeout 15 s, cookie for 365 days", () => {
    expect(COOKIE_BANNER_DELAY_MS).toBe(1500);
    expect(COOKIE_DIALOG_TIMEOUT_MS).toBe(15_000);
    expect(COOKIES_ACCEPTED_MAX_AGE_S).toBe(31_536_000);
  });
});
