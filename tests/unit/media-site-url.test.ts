import { describe, expect, it } from "vitest";
import { siteMediaUrl } from "@/lib/media/site-url";
import { variantSrcSet } from "@/lib/media/variants";

const ORG = "10000000-0000-4000-8000-000000000000";
const OTHER = "20000000-0000-4000-8000-000000000000";

describe("siteMediaUrl", () => {
  it("prints the organisation's own files and their variants at /media/{name}", () => {
    expect(siteMediaUrl(`/storage/v1/object/public/media/${ORG}/hero.svg`, ORG)).toBe("/media/hero.svg");
    expect(siteMediaUrl(`/storage/v1/object/public/media/${ORG}/team/photo%201.jpg`, ORG)).toBe("/media/team/photo%201.jpg");
    expect(siteMediaUrl(`/storage/v1/render/image/public/media/${ORG}/photo.jpg?width=640&quality=75`, ORG)).toBe("/media/photo.jpg?width=640&quality=75");
  });

  it("leaves another organisation's files, other hosts and pages without an organisation as they are", () => {
    const other = `/storage/v1/object/public/media/${OTHER}/logo.svg`;
    expect(siteMediaUrl(other, ORG)).toBe(other);
    expect(siteMediaUrl("https://images.example.com/a.jpg", ORG)).toBe("https://images.example.com/a.jpg");
    expect(siteMediaUrl(`https://x.supabase.co/storage/v1/object/public/media/${ORG}/a.jpg`, ORG)).toBe(`https://x.supabase.co/storage/v1/object/public/media/${ORG}/a.jpg`);
    expect(siteMediaUrl(`/storage/v1/object/public/media/${ORG}/a.jpg`, undefined)).toBe(`/storage/v1/object/public/media/${ORG}/a.jpg`);
  });

  it("shortens every candidate of a srcset", () => {
    const srcSet = variantSrcSet(`/storage/v1/object/public/media/${ORG}/p.jpg`, 640, ORG);
    expect(srcSet).toBe("/media/p.jpg?width=320&quality=75 320w, /media/p.jpg?width=640&quality=75 640w");
  });
});
