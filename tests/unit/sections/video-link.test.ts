import { describe, expect, it } from "vitest";
import { detectMedia, videoSite } from "@/lib/sections/video";

describe("video-site links without an id to embed (spec 001 §5)", () => {
  it.each([
    ["https://vimeo.com/acmeviajes/teide", "vimeo"],
    ["https://www.youtube.com/@northwind", "youtube"],
    ["https://youtu.be/", "youtube"],
    ["https://m.youtube.com/channel/UC123", "youtube"],
  ] as const)("shows %s as a link to the video, never as a picture", (url, provider) => {
    expect(detectMedia(url)).toEqual({ kind: "link", href: url, provider });
  });

  it("still embeds links it can convert", () => {
    expect(detectMedia("https://vimeo.com/76979871")).toMatchObject({ kind: "embed", provider: "vimeo" });
  });

  it("knows only YouTube, youtu.be and Vimeo over http(s) as video sites", () => {
    expect(videoSite("https://notyoutube.com/x")).toBeNull();
    expect(videoSite("javascript://vimeo.com/%0aalert(1)")).toBeNull();
    expect(videoSite("/vimeo.com/x")).toBeNull();
  });
});
