import type { MediaType } from "./rules";

export interface Dimensions {
  width: number;
  height: number;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function jpeg(bytes: Uint8Array): Dimensions | null {
  const data = view(bytes);
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    // SOF0–SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: data.getUint16(offset + 5), width: data.getUint16(offset + 7) };
    }
    offset += 2 + data.getUint16(offset + 2);
  }
  return null;
}

function webp(bytes: Uint8Array): Dimensions | null {
  const data = view(bytes);
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === "VP8 " && bytes.length >= 30) return { width: data.getUint16(26, true) & 0x3fff, height: data.getUint16(28, true) & 0x3fff };
  if (chunk === "VP8L" && bytes.length >= 25) {
    const [b0, b1, b2, b3] = bytes.subarray(21, 25);
    return { width: 1 + (((b1 & 0x3f) << 8) | b0), height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)) };
  }
  if (chunk === "VP8X" && bytes.length >= 30) {
    const u24 = (at: number) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
    return { width: 1 + u24(24), height: 1 + u24(27) };
  }
  return null;
}

/** AVIF keeps the image's size in its `ispe` property box. */
function avif(bytes: Uint8Array): Dimensions | null {
  const head = bytes.subarray(0, 64 * 1024);
  for (let at = 0; at + 16 <= head.length; at++) {
    if (head[at] === 0x69 && head[at + 1] === 0x73 && head[at + 2] === 0x70 && head[at + 3] === 0x65) {
      const data = view(head);
      return { width: data.getUint32(at + 8), height: data.getUint32(at + 12) };
    }
  }
  return null;
}

/** An SVG's size: its width and height in px (or unitless), else its viewBox. */
export function svgDimensions(svg: string): Dimensions | null {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? "";
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(px)?\\s*["']`, "i").exec(root)?.[1];
  const width = Number(attribute("width"));
  const height = Number(attribute("height"));
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
  const box = /\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(root);
  return box && Number(box[1]) > 0 && Number(box[2]) > 0 ? { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) } : null;
}

/** An image's intrinsic size read from its header (no decoding); null for video or a header it cannot read. */
export function imageDimensions(type: MediaType, bytes: Uint8Array): Dimensions | null {
  const data = view(bytes);
  const sized = (() => {
    switch (type) {
      case "image/png":
        return bytes.length >= 24 ? { width: data.getUint32(16), height: data.getUint32(20) } : null;
      case "image/gif":
        return bytes.length >= 10 ? { width: data.getUint16(6, true), height: data.getUint16(8, true) } : null;
      case "image/jpeg":
        return jpeg(bytes);
      case "image/webp":
        return webp(bytes);
      case "image/avif":
        return avif(bytes);
      case "image/svg+xml":
        return svgDimensions(new TextDecoder().decode(bytes));
      default:
        return null;
    }
  })();
  return sized && sized.width > 0 && sized.height > 0 ? sized : null;
}
