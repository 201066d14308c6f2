// Read by the public renderers in the browser too (lib/media/variants.ts); the query is in ./queries.ts.
import { MEDIA_BUCKET } from "./rules";

export type MediaSizes = Record<string, { width: number; height: number }>;

/** Where the sites load the media bucket's files from: their own origin, which passes it on to Storage. */
export const PUBLIC_MEDIA_PREFIX = `/storage/v1/object/public/${MEDIA_BUCKET}/`;

/**
 * The address anyone opens a file of the media bucket at: relative, so each organisation's pages load it from
 * their own host, which passes it on to Storage (the rewrite in next.config.ts).
 */
export const publicMediaUrl = (path: string) => `${PUBLIC_MEDIA_PREFIX}${path.split("/").map(encodeURIComponent).join("/")}`;

/** The object name a media URL points at (same-origin or on the Storage host), or null for any other URL. */
export function mediaPath(url: string): string | null {
  const at = url.indexOf(PUBLIC_MEDIA_PREFIX);
  if (at === -1 || (at > 0 && !/^https?:\/\/[^/]+$/i.test(url.slice(0, at)))) return null;
  try {
    return decodeURIComponent(url.slice(at + PUBLIC_MEDIA_PREFIX.length).split(/[?#]/)[0]);
  } catch {
    return null;
  }
}
