import { describe, expect, it } from "vitest";
import { variantSrcSet } from "@/lib/media/variants";

const ORG = "10000000-0000-4000-8000-000000000000";

describe("variantSrcSet", () => {
  it("offers each standard width under the intrinsic one, and the intrinsic width, from the site's own origin", () => {
    expect(variantSrcSet(`/storage/v1/object/public/media/${ORG}/hero one.jpg`, 1200)).toBe(
      [320, 640, 960, 1200].map((w) => `/storage/v1/render/image/public/media/${ORG}/hero%20one.jpg?width=${w}&quality=75 ${w}w`).join(", "),
    );
  });

  it("reads media URLs on the Storage host too", () => {
    expect(variantSrcSet(`http://127.0.0.1:54321/storage/v1/object/public/media/${ORG}/a.png`, 300)).toBe(
      `/storage/v1/render/image/public/media/${ORG}/a.png?width=300&quality=75 300w`,
    );
  });

  it("offers nothing for an unknown size, an SVG or GIF, or an image elsewhere", () => {
    expect(variantSrcSet(`/storage/v1/object/public/media/${ORG}/a.jpg`, undefined)).toBeUndefined();
    expect(variantSrcSet(`/storage/v1/object/public/media/${ORG}/logo.svg`, 400)).toBeUndefined();
    expect(variantSrcSet(`/storage/v1/object/public/media/${ORG}/a.gif`, 400)).toBeUndefined();
    expect(variantSrcSet("https://example.com/a.jpg", 400)).toBeUndefined();
  });
});
