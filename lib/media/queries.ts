import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { mediaFiles } from "@/lib/db/schema";
import { mediaPath, type MediaSizes } from "./sizes";

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
