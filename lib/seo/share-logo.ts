import "server-only";
import { readServerEnv } from "@/lib/env/server-env";
import { imageDimensions } from "@/lib/media/dimensions";
import { mediaPath, publicMediaUrl } from "@/lib/media/sizes";
import { sniffMediaType } from "@/lib/media/sniff";
import { SHARE_LOGO_MAX_BYTES, SHARE_LOGO_TIMEOUT_MS } from "./constants";

export interface ShareLogo {
  /** A data URL: the image renderer draws no address it would have to load itself. */
  src: string;
  width: number;
  height: number;
}

/** What the image renderer (satori) draws; WebP, AVIF and GIF logos are left out. */
const DRAWABLE = new Set(["image/png", "image/jpeg", "image/svg+xml"]);

/**
 * The organisation's logo (settings.image) as the share image draws it, read from Storage by the server. Only a
 * file of its own media library is loaded, never an address on another host; null when there is none, it is
 * too large, slow, or of a kind the renderer cannot draw: the image then shows the site's name alone.
 */
export async function loadShareLogo(logo: string | null, orgId: string): Promise<ShareLogo | null> {
  const object = logo ? mediaPath(logo) : null;
  if (!object?.startsWith(`${orgId}/`)) return null;
  try {
    const address = `${readServerEnv().SUPABASE_URL}${publicMediaUrl(object)}`;
    const response = await fetch(address, { signal: AbortSignal.timeout(SHARE_LOGO_TIMEOUT_MS) });
    if (!response.ok || Number(response.headers.get("content-length") ?? 0) > SHARE_LOGO_MAX_BYTES) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const type = sniffMediaType(bytes);
    if (bytes.length > SHARE_LOGO_MAX_BYTES || !type || !DRAWABLE.has(type)) return null;
    const size = imageDimensions(type, bytes);
    if (!size || size.width <= 0 || size.height <= 0) return null;
    return { src: `data:${type};base64,${Buffer.from(bytes).toString("base64")}`, ...size };
  } catch {
    // Storage down or slow: the image is still worth rendering without the logo.
    return null;
  }
}
