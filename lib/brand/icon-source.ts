import "server-only";
import sharp from "sharp";
import { readServerEnv } from "@/lib/env/server-env";
import { publicMediaUrl } from "@/lib/media/sizes";
import { ICON_READ_TIMEOUT_MS, ICON_SOURCE_SIZE } from "./constants";

/** Why an icon could not be read: `missing` (no such file, or not an image) is for good; `unavailable` may pass. */
export type IconReadFailure = "missing" | "unavailable";

/** Storage's public address of a media object, as app/api/site-media reads it. */
const storageAddress = (object: string) => `${readServerEnv().SUPABASE_URL}${publicMediaUrl(object)}`;

/** An SVG is drawn at a density that makes its longer side ICON_SOURCE_SIZE pixels, so it is never scaled up blurred. */
async function openImage(bytes: Uint8Array) {
  const { format, width, height } = await sharp(bytes).metadata();
  if (format !== "svg") return sharp(bytes);
  const density = Math.min(100_000, Math.max(1, Math.ceil((72 * ICON_SOURCE_SIZE) / Math.max(1, width ?? 1, height ?? 1))));
  return sharp(bytes, { density });
}

/**
 * The organisation's icon from Storage as a square transparent PNG of ICON_SOURCE_SIZE (the image contained,
 * centred; an animation's first frame). Storage answering 4xx (the file was removed) or a file sharp cannot read
 * is `missing`; Storage unreachable, failing or slow is `unavailable`.
 */
export async function readIconImage(object: string): Promise<Uint8Array<ArrayBuffer> | IconReadFailure> {
  let bytes: Uint8Array;
  try {
    const response = await fetch(storageAddress(object), { cache: "no-store", signal: AbortSignal.timeout(ICON_READ_TIMEOUT_MS) });
    if (!response.ok) {
      await response.body?.cancel();
      return response.status >= 500 ? "unavailable" : "missing";
    }
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch {
    return "unavailable";
  }
  try {
    const image = await openImage(bytes);
    const png = await image
      .resize(ICON_SOURCE_SIZE, ICON_SOURCE_SIZE, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    return new Uint8Array(png);
  } catch {
    return "missing";
  }
}
