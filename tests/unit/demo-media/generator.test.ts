// The demo images (issue 12, "every demo image is real"): every image the seed shows exists in
// supabase/seed-media as a small, self-contained SVG drawing, and the files are what the generator draws.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { svgDimensions } from "@/lib/media/dimensions";
import { sanitizeSvg } from "@/lib/media/svg";
import { renderDemoImages } from "@/scripts/demo-media/catalogue";
import { LEAD_TIME_VIDEO } from "@/scripts/demo-media/video";
import { readSeedMedia, SEED_MEDIA_DIR } from "@/supabase/embedded/seed-media";
import { ACME, ALPENBAU, NORTHWIND } from "@/tests/helpers/seed-ids";

const MAX_BYTES = 15 * 1024;
const SEEDS = ["seed.sql", "seed-pages.sql"].map((file) => path.join(SEED_MEDIA_DIR, "..", file));

async function seedReferences(): Promise<string[]> {
  const found = new Set<string>();
  for (const file of SEEDS) {
    const sql = await readFile(file, "utf8");
    for (const [, name] of sql.matchAll(/\/storage\/v1\/object\/public\/media\/([0-9a-f-]{36}\/[\w.-]+)/g)) found.add(name);
  }
  return [...found].sort();
}

/** Tags open and close in order: the file parses as XML (no parser needed for this simple markup). */
function isWellFormed(svg: string): boolean {
  const stack: string[] = [];
  for (const [, closing, tag, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)(?:\s[^>]*?)?(\/?)>/g)) {
    if (closing) {
      if (stack.pop() !== tag) return false;
    } else if (!selfClosing) stack.push(tag);
  }
  return stack.length === 0;
}

const countTags = (svg: string) => (svg.match(/<[a-zA-Z]/g) ?? []).length;

/** The drawn images: every seed file but the recorded video (checked below). */
const svgFiles = async () => (await readSeedMedia()).filter((file) => file.kind === "image");

/** The EBML element ids of a WebM's header, Segment Info, Duration and Cues (the index a player seeks by). */
const WEBM = { header: "1a45dfa3", info: "1549a966", duration: "4489", cues: "1c53bb6b" };
const id = (hex: string) => Buffer.from(hex, "hex");

/** True when a Segment Info element carries a Duration (the Info's id also appears in the SeekHead's index). */
function hasDuration(webm: Buffer): boolean {
  for (let at = webm.indexOf(id(WEBM.info)); at >= 0; at = webm.indexOf(id(WEBM.info), at + 1)) {
    if (webm.subarray(at, at + 48).includes(id(WEBM.duration))) return true;
  }
  return false;
}

describe("the demo images", () => {
  it("has a file for every image the seed references, in the right organisation's folder", async () => {
    const references = await seedReferences();
    expect(references.length).toBeGreaterThanOrEqual(60);
    const files = new Set((await readSeedMedia()).map((file) => file.path));
    expect(references.filter((name) => !files.has(name))).toEqual([]);
    expect(new Set(references.map((name) => name.split("/")[0]))).toEqual(new Set([NORTHWIND.id, ACME.id, ALPENBAU.id]));
  });

  it("keeps the committed files in step with the generator (run `npm run demo:media` after changing it)", async () => {
    const drawn = renderDemoImages();
    const stored = new Map((await svgFiles()).map((file) => [file.path, new TextDecoder().decode(file.bytes)]));
    expect([...stored.keys()].sort()).toEqual(drawn.map((image) => image.path).sort());
    for (const image of drawn) expect(stored.get(image.path), image.path).toBe(image.svg);
  });

  it("draws each image as a small, sized, self-contained SVG with a description", async () => {
    for (const file of await svgFiles()) {
      const svg = new TextDecoder().decode(file.bytes);
      expect(svg.startsWith("<svg "), file.path).toBe(true);
      expect(isWellFormed(svg), file.path).toBe(true);
      expect(file.bytes.length, file.path).toBeLessThan(MAX_BYTES);
      expect(svgDimensions(svg), file.path).not.toBeNull();
      expect(file.alt.length, file.path).toBeGreaterThan(10);
      expect(svg, file.path).not.toMatch(/<script|<image|<foreignObject|\son\w+=|data:/i);
      // Only in-file references: gradients and tiles by #id, and the SVG namespace.
      expect(svg.match(/(?:href|url)\s*[=(]\s*["']?[^#"'\s)]+/gi) ?? [], file.path).toEqual([]);
      expect(svg.match(/https?:\/\/[^"]+/g), file.path).toEqual(["http://www.w3.org/2000/svg"]);
      // Nothing the media library's own sanitiser would strip: the same drawing as an uploaded file.
      expect(countTags(sanitizeSvg(svg)), file.path).toBe(countTags(svg));
    }
  });

  it("sizes heroes for the hero and cards for cards", async () => {
    const sizes = new Map((await readSeedMedia()).map((file) => [file.path, `${file.width}x${file.height}`]));
    expect(sizes.get(`${NORTHWIND.id}/hero.svg`)).toBe("1600x900");
    expect(sizes.get(`${ACME.id}/tapas.svg`)).toBe("800x600");
    expect(sizes.get(`${ALPENBAU.id}/holzbau.svg`)).toBe("800x600");
  });

  it("records Northwind's case-study video as a small, seekable WebM with its size and a description", async () => {
    const video = (await readSeedMedia()).find((file) => file.path === LEAD_TIME_VIDEO);
    expect(video).toMatchObject({ organizationId: NORTHWIND.id, kind: "video", mimeType: "video/webm", width: 960, height: 540 });
    expect(video!.bytes.length).toBeLessThan(400 * 1024);
    expect(video!.alt).toMatch(/lead time.*-30%/i);
    const webm = Buffer.from(video!.bytes);
    expect(webm.subarray(0, 4)).toEqual(id(WEBM.header));
    expect(webm.subarray(0, 64).includes("webm")).toBe(true);
    // Chromium writes the length and the cues when the recording stops: players show 0:05 and can seek.
    expect(hasDuration(webm)).toBe(true);
    expect(webm.includes(id(WEBM.cues))).toBe(true);
  });
});
