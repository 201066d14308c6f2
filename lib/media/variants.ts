import { MEDIA_BUCKET } from "./rules";
import { siteMediaUrl } from "./site-url";
import { mediaPath } from "./sizes";

/** The widths a media image is offered in; the browser picks one with the slot's `sizes`. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** Images Storage can resize and re-encode (SVG and GIF are served as stored). */
const RESIZABLE = /\.(jpe?g|png|webp|avif)$/i;

/** Storage's image transformation URL for a media object, on the site's own origin (proxied like the originals). */
function renderUrl(path: string, width: number): string {
  const encoded = path.split("/").map(encodeURIComponent).join("/");
  return `/storage/v1/render/image/public/${MEDIA_BUCKET}/${encoded}?width=${width}&quality=75`;
}

/**
 * The srcset of a media-library image whose intrinsic width is known: each standard width below it and the
 * intrinsic width itself, re-encoded by Storage (WebP for browsers that take it), `orgId`'s own files at their
 * short address (lib/media/site-url.ts). Undefined for anything else.
 */
export function variantSrcSet(src: string, intrinsicWidth: number | undefined, orgId?: string): string | undefined {
  const path = mediaPath(src);
  if (!path || !intrinsicWidth || !RESIZABLE.test(path)) return undefined;
  const widths = [...VARIANT_WIDTHS.filter((width) => width < intrinsicWidth), Math.min(intrinsicWidth, 2500)];
  return widths.map((width) => `${siteMediaUrl(renderUrl(path, width), orgId)} ${width}w`).join(", ");
}
