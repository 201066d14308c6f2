import { describe, expect, it } from "vitest";
import { parseMediaUrl } from "@/components/media/media-url-entry";

describe("a media link entered in the gallery (spec 001 §5)", () => {
  it("refuses a blank entry and anything that is not a web address or a site path", () => {
    for (const value of ["", "   ", "javascript:alert(1)", "data:image/png;base64,AAAA", "example", "ftp://x.example/a.png"]) {
      expect(parseMediaUrl(value)).toBeNull();
    }
  });

  it("turns YouTube and Vimeo links into their embed addresses", () => {
    expect(parseMediaUrl("https://youtu.be/dQw4w9WgXcQ")).toMatchObject({ url: "https://www.youtube.com/embed/dQw4w9WgXcQ", kind: "video" });
    expect(parseMediaUrl("https://vimeo.com/76979871")).toMatchObject({ url: "https://player.vimeo.com/video/76979871", kind: "video" });
  });

  it("takes direct image and video links as they are", () => {
    expect(parseMediaUrl("https://cdn.example.com/a.webp")).toMatchObject({ url: "https://cdn.example.com/a.webp", kind: "image" });
    expect(parseMediaUrl("/clips/tour.mp4")).toMatchObject({ kind: "video" });
  });
});

describe("which URLs are the media library's (their intrinsic size is known)", () => {
  it("reads the object name from a same-origin or Storage-host URL", async () => {
    const { mediaPath } = await import("@/lib/media/sizes");
    expect(mediaPath("/storage/v1/object/public/media/org-1/hero%20one.svg")).toBe("org-1/hero one.svg");
    expect(mediaPath("http://127.0.0.1:54321/storage/v1/object/public/media/org-1/a.png?v=2")).toBe("org-1/a.png");
    expect(mediaPath("https://cdn.example.com/x/storage/v1/object/public/media/org-1/a.png")).toBeNull();
    expect(mediaPath("/images/acme/hero.jpg")).toBeNull();
  });
});
