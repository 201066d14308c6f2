import { describe, expect, it } from "vitest";
import { imageDimensions, svgDimensions } from "@/lib/media/dimensions";
import { sniffMediaType } from "@/lib/media/sniff";
import { sanitizeSvg } from "@/lib/media/svg";

const hex = (value: string) => new Uint8Array(Buffer.from(value.replace(/\s/g, ""), "hex"));
// A 1×1 PNG, and headers of the other types as their first bytes say.
const PNG = hex("89504e470d0a1a0a0000000d494844520000000300000002080600000000");
const GIF = new Uint8Array([...Buffer.from("GIF89a"), 5, 0, 7, 0]);
const JPEG = hex("ffd8ffe000104a46494600010100000100010000 ffc0001108000a00140301220002110103110100");
const WEBP = new Uint8Array([...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("WEBPVP8X"), 10, 0, 0, 0, 0, 0, 0, 0, 0x3f, 0x01, 0x00, 0xc7, 0x00, 0x00]);
const ftyp = (brand: string, ...compatible: string[]) => {
  const body = Buffer.concat([Buffer.from(brand), Buffer.alloc(4), ...compatible.map((entry) => Buffer.from(entry))]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return new Uint8Array(Buffer.concat([size, Buffer.from("ftyp"), body]));
};

describe("what the bytes are (issue 12: the declared type must match)", () => {
  it.each([
    ["image/png", PNG],
    ["image/gif", GIF],
    ["image/jpeg", JPEG],
    ["image/webp", WEBP],
    ["image/avif", ftyp("avif", "mif1", "miaf")],
    ["video/mp4", ftyp("isom", "iso2", "mp41")],
    ["video/webm", new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...Buffer.from("\x42\x82\x84webm")])],
    ["image/svg+xml", new Uint8Array(Buffer.from('<?xml version="1.0"?>\n<!-- logo --><svg xmlns="http://www.w3.org/2000/svg"></svg>'))],
  ])("recognises %s", (type, bytes) => {
    expect(sniffMediaType(bytes)).toBe(type);
  });

  it("recognises nothing in text, HTML or an executable", () => {
    expect(sniffMediaType(new Uint8Array(Buffer.from("hello")))).toBeNull();
    expect(sniffMediaType(new Uint8Array(Buffer.from("<html><svg></svg></html>")))).toBeNull();
    expect(sniffMediaType(hex("4d5a90000300"))).toBeNull();
  });
});

describe("intrinsic sizes", () => {
  it("reads them from the headers", () => {
    expect(imageDimensions("image/png", PNG)).toEqual({ width: 3, height: 2 });
    expect(imageDimensions("image/gif", GIF)).toEqual({ width: 5, height: 7 });
    expect(imageDimensions("image/jpeg", JPEG)).toEqual({ width: 20, height: 10 });
    expect(imageDimensions("image/webp", WEBP)).toEqual({ width: 320, height: 200 });
  });

  it("reads an SVG's width and height, else its viewBox", () => {
    expect(svgDimensions('<svg width="120px" height="40">')).toEqual({ width: 120, height: 40 });
    expect(svgDimensions('<svg viewBox="0 0 64 32">')).toEqual({ width: 64, height: 32 });
    expect(svgDimensions("<svg>")).toBeNull();
  });
});

describe("SVG uploads are reduced to drawing", () => {
  it("removes scripts, handlers, foreign content and outside references, keeping shapes and gradients", () => {
    const svg = sanitizeSvg(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">
      <script>alert(2)</script>
      <defs><linearGradient id="g"><stop offset="0" stop-color="#0ea5e9"/></linearGradient></defs>
      <foreignObject><div>x</div></foreignObject>
      <a href="javascript:alert(3)"><rect width="1" height="1"/></a>
      <use href="https://evil.example/x.svg#a"/>
      <use href="#g"/>
      <path d="M0 0h10v10z" fill="url(#g)"/>
    </svg>`);
    expect(svg).not.toMatch(/script|onload|foreignObject|javascript|evil/);
    expect(svg).toContain('<linearGradient id="g">');
    expect(svg).toContain('viewBox="0 0 10 10"');
    expect(svg).toContain('<use href="#g"');
    expect(svg).toContain('<path d="M0 0h10v10z" fill="url(#g)"');
  });
});
