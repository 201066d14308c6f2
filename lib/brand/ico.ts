/** One image of an ICO file: a square PNG and its side in pixels. */
export interface IcoImage {
  size: number;
  png: Uint8Array;
}

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/**
 * An ICO file holding PNG images as they are: the 6-byte header, one 16-byte directory entry per image pointing at
 * its bytes, then the PNGs. Windows reads PNG entries since Vista and every current browser does too, so no image is
 * converted to the old bitmap form. Numbers are little-endian; a side of 256 is written as 0, as the format says.
 */
export function encodeIco(images: readonly IcoImage[]): Uint8Array<ArrayBuffer> {
  if (images.length === 0 || images.length > 0xffff) throw new RangeError("An ICO file holds 1 to 65535 images.");
  for (const { size } of images) if (!Number.isInteger(size) || size < 1 || size > 256) throw new RangeError(`An ICO image is 1 to 256 pixels wide, not ${size}.`);
  const dataStart = HEADER_BYTES + ENTRY_BYTES * images.length;
  const file = new Uint8Array(dataStart + images.reduce((total, { png }) => total + png.length, 0));
  const view = new DataView(file.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // 1: an icon (2 would be a cursor)
  view.setUint16(4, images.length, true);
  let offset = dataStart;
  images.forEach(({ size, png }, index) => {
    const entry = HEADER_BYTES + ENTRY_BYTES * index;
    view.setUint8(entry, size % 256); // width
    view.setUint8(entry + 1, size % 256); // height
    view.setUint8(entry + 2, 0); // no palette
    view.setUint8(entry + 3, 0); // reserved
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, png.length, true);
    view.setUint32(entry + 12, offset, true);
    file.set(png, offset);
    offset += png.length;
  });
  return file;
}
