import { describe, expect, it } from "vitest";
import { compactBanner, expandBanner } from "@/components/banners/banner-fields";
import type { BannerView } from "@/lib/banners/types";

function banner(overrides: Partial<BannerView> = {}): BannerView {
  return {
    id: "b1",
    position: "top",
    type: "permanent",
    text: "Spring sale",
    icon: null,
    link: null,
    background: null,
    landingContent: null,
    dismissalDuration: null,
    pagePaths: [],
    isFixedAboveNavbar: false,
    endDatePromotion: null,
    showCountdown: false,
    openState: null,
    ...overrides,
  };
}

describe("compactBanner", () => {
  it("leaves out empty fields and gets them back with expandBanner", () => {
    const plain = banner();
    expect(compactBanner(plain)).toEqual({ id: "b1", position: "top", type: "permanent", text: "Spring sale" });
    expect(expandBanner(compactBanner(plain))).toEqual(plain);
  });

  it("keeps every field a full banner uses", () => {
    const full = banner({
      type: "closed",
      icon: "tag",
      link: { label: "Shop", url: "/shop", isExternal: false },
      background: "sky-700",
      landingContent: "<p>Details</p>",
      dismissalDuration: "1 day",
      pagePaths: ["/about"],
      isFixedAboveNavbar: true,
      endDatePromotion: "2030-01-01T00:00:00.000Z",
      showCountdown: true,
      openState: "full",
    });
    expect(expandBanner(compactBanner(full))).toEqual(full);
  });

  it("drops the landing content of a banner that cannot be expanded", () => {
    expect(compactBanner(banner({ landingContent: "<p>Unused</p>" }))).not.toHaveProperty("landingContent");
  });
});
