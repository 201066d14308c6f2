import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { encodeIco } from "@/lib/brand/ico";
import { icoImages, readIco } from "../../helpers/ico";

const png = async (size: number, color: string) => new Uint8Array(await sharp({ create: { width: size, height: size, channels: 4, background: color } }).png().toBuffer());

describe("encodeIco", () => {
  it("writes an icon header and one directory entry per PNG, each pointing at its bytes as given", async () => {
    const images = [
      { size: 16, png: await png(16, "#ff0000") },
      { size: 32, png: await png(32, "#00ff00") },
      { size: 48, png: await png(48, "#0000ff") },
    ];
    const file = encodeIco(images);
    const { reserved, type, entries } = readIco(file);
    expect({ reserved, type }).toEqual({ reserved: 0, type: 1 });
    expect(entries.map(({ width, height, planes, bitCount }) => ({ width, height, planes, bitCount }))).toEqual([
      { width: 16, height: 16, planes: 1, bitCount: 32 },
      { width: 32, height: 32, planes: 1, bitCount: 32 },
      { width: 48, height: 48, planes: 1, bitCount: 32 },
    ]);
    expect(entries[0].offset).toBe(6 + 16 * 3);
    let end = entries[0].offset;
    for (const [index, entry] of entries.entries()) {
      expect(entry.offset).toBe(end);
      expect(file.subarray(entry.offset, entry.offset + entry.bytes)).toEqual(images[index].png);
      end = entry.offset + entry.bytes;
    }
    expect(end).toBe(file.length);
  });

  it("holds images a decoder reads back at their sizes", async () => {
    const [image] = icoImages(encodeIco([{ size: 32, png: await png(32, "#0084d1") }]));
    const { width, height, format } = await sharp(image).metadata();
    expect({ width, height, format }).toEqual({ width: 32, height: 32, format: "png" });
  });

  it("writes a 256-pixel side as 0, as the format says", async () => {
    const file = encodeIco([{ size: 256, png: await png(256, "#000000") }]);
    expect(file[6]).toBe(0);
    expect(file[7]).toBe(0);
    expect(readIco(file).entries[0].width).toBe(256);
  });

  it("refuses no images, and a side the format cannot name", async () => {
    expect(() => encodeIco([])).toThrow(RangeError);
    expect(() => encodeIco([{ size: 512, png: new Uint8Array(8) }])).toThrow(RangeError);
  });
});
