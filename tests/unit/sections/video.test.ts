import { describe, expect, it } from "vitest";
import { detectMedia, isVideoFile, toEmbedUrl, VIDEO_FILE_EXTENSIONS } from "@/lib/sections/video";

describe("metric media detection", () => {
  it.each(VIDEO_FILE_EXTENSIONS)("plays a .%s file in the video player", (extension) => {
    expect(detectMedia(`https://cdn.example.com/clip.${extension}?v=2`)).toEqual({
      kind: "video",
      src: `https://cdn.example.com/clip.${extension}?v=2`,
    });
  });

  it("recognises upper-case extensions and relative paths", () => {
    expect(isVideoFile("/media/Intro.MP4")).toBe(true);
    expect(isVideoFile("/media/photo.jpg")).toBe(false);
  });

  it("turns YouTube watch, short and embed links into the embed address", () => {
    const embed = { src: "https://www.youtube.com/embed/northwind01", provider: "youtube" };
    expect(toEmbedUrl("https://www.youtube.com/watch?v=northwind01")).toEqual(embed);
    expect(toEmbedUrl("https://youtu.be/northwind01?t=10")).toEqual(embed);
    expect(toEmbedUrl("https://m.youtube.com/shorts/northwind01")).toEqual(embed);
    expect(toEmbedUrl("https://www.youtube.com/embed/northwind01")).toEqual(embed);
  });

  it("turns Vimeo links into the player address", () => {
    const embed = { src: "https://player.vimeo.com/video/76979871", provider: "vimeo" };
    expect(toEmbedUrl("https://vimeo.com/76979871")).toEqual(embed);
    expect(toEmbedUrl("https://vimeo.com/channels/staffpicks/76979871")).toEqual(embed);
    expect(toEmbedUrl("https://player.vimeo.com/video/76979871")).toEqual(embed);
  });

  it("treats other links as images and empty values as nothing", () => {
    expect(detectMedia("/images/northwind/team.jpg")).toEqual({ kind: "image", src: "/images/northwind/team.jpg" });
    expect(detectMedia("https://evil.example/watch?v=abcdefg")).toEqual({ kind: "image", src: "https://evil.example/watch?v=abcdefg" });
    expect(detectMedia("  ")).toEqual({ kind: "none" });
    expect(detectMedia(null)).toEqual({ kind: "none" });
  });
});
