import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { mediaFiles } from "@/lib/db/schema";
import { MEDIA_BUCKET } from "./rules";

export type MediaSizes = Record<string, { width: number; height: number }>;

/** Where the sites load the media bucket's files from: their own origin, which passes it on to Storage. */
export const PUBLIC_MEDIA_PREFIX = `/storage/v1/object/public/${MEDIA_BUCKET}/`;

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

/** The intrinsic sizes the media library knows for these URLs of one organisation. */
export async function listMediaSizes(db: Db, { orgId, urls }: { orgId: string; urls: string[] }): Promise<MediaSizes> {
  const byPath = new Map(urls.flatMap((url) => (mediaPath(url) ? [[mediaPath(url)!, url] as const] : [])));
  if (byPath.size === 0) return {};
  const rows = await db
    .select({ path: mediaFiles.path, width: mediaFiles.width, height: mediaFiles.height })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.organization_id, orgId), inArray(mediaFiles.path, [...byPath.keys()])));
  const sizes: MediaSizes = {};
  for (const row of rows) if (row.width && row.height) sizes[byPath.get(row.path)!] = { width: row.width, height: row.height };
  return sizes;
}
