import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import sharp from "sharp";
import { orgTag } from "@/lib/site/tags";
import { SITE_ICON_FILES, type SiteIconFile } from "./constants";
import { getSiteBrand, type SiteBrand } from "./data";
import { drawnIcon } from "./drawn-icon";
import { encodeIco } from "./ico";
import { readIconImage } from "./icon-source";

/** What iOS shows behind a transparent icon is black: its touch icon is laid on white instead. */
const OPAQUE_BACKGROUND = "#ffffff";

async function scaled(master: Uint8Array, size: number, opaque: boolean): Promise<Uint8Array<ArrayBuffer>> {
  const image = sharp(master).resize(size, size, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } });
  return new Uint8Array(await (opaque ? image.flatten({ background: OPAQUE_BACKGROUND }) : image).png({ compressionLevel: 9 }).toBuffer());
}

/** One icon file's bytes from its source image (ICON_SOURCE_SIZE square): a PNG, or the ICO of its sizes. */
async function iconFile(master: Uint8Array, file: SiteIconFile): Promise<Uint8Array<ArrayBuffer>> {
  const opaque = file === "apple-touch-icon.png";
  const sizes: readonly number[] = SITE_ICON_FILES[file].sizes;
  if (file !== "favicon.ico") return scaled(master, sizes[0], opaque);
  return encodeIco(await Promise.all(sizes.map(async (size) => ({ size, png: await scaled(master, size, false) }))));
}

/** The source image of a site's icons: the organisation's icon, or its initials drawn on its colour. */
async function masterImage(brand: SiteBrand, file: SiteIconFile): Promise<{ image: Uint8Array<ArrayBuffer>; settled: boolean }> {
  const read = brand.iconObject ? await readIconImage(brand.iconObject) : "missing";
  if (typeof read !== "string") return { image: read, settled: true };
  return { image: await drawnIcon(brand, { opaque: file === "apple-touch-icon.png" }), settled: read === "missing" };
}

/**
 * One of a site's icon files (lib/brand/constants.ts), or null where no organisation is. Cached under `org-{id}`,
 * so saving the settings makes it again. While Storage cannot be reached the drawn icon stands in, kept for
 * minutes only, so the organisation's own comes back by itself.
 */
export async function getSiteIconFile(orgId: string, file: SiteIconFile): Promise<Uint8Array<ArrayBuffer> | null> {
  "use cache";
  cacheTag(orgTag(orgId));
  const brand = await getSiteBrand(orgId);
  if (!brand) {
    cacheLife("hours");
    return null;
  }
  const { image, settled } = await masterImage(brand, file);
  if (settled) cacheLife("hours");
  else cacheLife("minutes");
  return iconFile(image, file);
}
