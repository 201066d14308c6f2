import { describe, expect, it } from "vitest";
import { resolveSectionType } from "@/lib/sections/section-type";

describe("section type of older records", () => {
  it("keeps a stored section_type", () => {
    expect(resolveSectionType({ section_type: "faq", is_contact_section: true })).toBe("faq");
  });

  it.each([
    ["is_reviews_section", "reviews"],
    ["is_help_center_section", "help_center"],
    ["is_real_estate_modal", "real_estate"],
    ["is_brand", "brand"],
    ["is_article_slider", "article_slider"],
    ["is_contact_section", "contact"],
    ["is_faq_section", "faq"],
    ["is_pricingplans_section", "pricing_plans"],
  ] as const)("derives %s → %s when section_type is missing", (flag, type) => {
    expect(resolveSectionType({ section_type: null, [flag]: true })).toBe(type);
  });

  it("is general without a type or any flag, or with an unknown stored type", () => {
    expect(resolveSectionType({})).toBe("general");
    expect(resolveSectionType({ section_type: "carousel" })).toBe("general");
  });
});
