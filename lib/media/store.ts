import "server-only";
import { randomUUID } from "node:crypto";
import { createClient } from "@supabase/supabase-js";
import { and, desc, eq, ilike, or } from "drizzle-orm";
import { ApiError } from "@/lib/api/errors";
import type { RequestUser } from "@/lib/auth/request-user";
import { withRls } from "@/lib/db";
import { mediaFiles } from "@/lib/db/schema";
import { publicEnv } from "@/lib/env/public-env";
import { NoRealtimeTransport } from "@/lib/supabase/no-realtime";
import { imageDimensions } from "./dimensions";
import { formatLimit, isMediaType, MEDIA_BUCKET, MEDIA_TYPES, type MediaType } from "./rules";
import { publicMediaUrl } from "./sizes";
import { sniffMediaType } from "./sniff";
import { sanitizeSvg } from "./svg";

export type MediaFile = typeof mediaFiles.$inferSelect & { url: string };


const withUrl = (row: typeof mediaFiles.$inferSelect): MediaFile => ({ ...row, url: publicMediaUrl(row.path) });

/** The media bucket as this user: Storage's policies decide what they may write. */
function bucketAs(user: RequestUser) {
  return createClient(publicEnv.supabaseUrl, publicEnv.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${user.accessToken}` } },
    realtime: { transport: NoRealtimeTransport },
  }).storage.from(MEDIA_BUCKET);
}

export async function listMedia(user: RequestUser, organizationId: string, search: string): Promise<MediaFile[]> {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await withRls(user.claims, (db) =>
    db
      .select()
      .from(mediaFiles)
      .where(and(eq(mediaFiles.organization_id, organizationId), search ? or(ilike(mediaFiles.file_name, pattern), ilike(mediaFiles.alt, pattern)) : undefined))
      .orderBy(desc(mediaFiles.created_at))
      .limit(500),
  );
  return rows.map(withUrl);
}

/** Why an upload is refused, for the gallery to say in the admin's language (`error.reason` and its values). */
export type MediaRefusal = "empty" | "unknown_type" | "type_mismatch" | "too_large" | "svg_empty";

const refuse = (reason: MediaRefusal, message: string, values: Record<string, string> = {}) =>
  new ApiError("bad_request", message, { file: message }, { reason, ...values });

/** The file's bytes as they will be stored: the type they really are, within its limit; an SVG sanitised. */
function checkedFile(bytes: Uint8Array, declared: string): { type: MediaType; bytes: Uint8Array } {
  if (bytes.length === 0) throw refuse("empty", "The file is empty.");
  const type = sniffMediaType(bytes);
  if (!type) throw refuse("unknown_type", "This kind of file cannot be added: use JPG, PNG, WebP, AVIF, GIF, SVG, MP4 or WebM.");
  if (isMediaType(declared) && declared !== type) throw refuse("type_mismatch", `The file says it is ${declared} but its contents are ${type}.`, { declared, actual: type });
  const { kind, maxBytes } = MEDIA_TYPES[type];
  if (bytes.length > maxBytes) throw refuse("too_large", `The file is too large: ${kind === "video" ? "videos" : "images"} may be up to ${formatLimit(maxBytes)}.`, { kind, limit: formatLimit(maxBytes) });
  if (type !== "image/svg+xml") return { type, bytes };
  const clean = sanitizeSvg(new TextDecoder().decode(bytes));
  if (!clean.startsWith("<svg")) throw refuse("svg_empty", "The SVG holds no drawing once its scripts and outside references are removed.");
  return { type, bytes: new TextEncoder().encode(clean) };
}

const slug = (name: string) =>
  name
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[^\w-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()
    .slice(0, 60) || "file";

/** Stores an upload in the organisation's folder and catalogues it; nothing is kept when either step fails. */
export async function addMedia(user: RequestUser, organizationId: string, upload: { bytes: Uint8Array; declaredType: string; fileName: string; alt: string }): Promise<MediaFile> {
  const { type, bytes } = checkedFile(upload.bytes, upload.declaredType);
  const { kind, extension } = MEDIA_TYPES[type];
  const path = `${organizationId}/${randomUUID().slice(0, 8)}-${slug(upload.fileName)}.${extension}`;
  const bucket = bucketAs(user);
  const stored = await bucket.upload(path, new Blob([new Uint8Array(bytes)], { type }), { cacheControl: "31536000" });
  if (stored.error) throw new ApiError("forbidden", "The file could not be stored in this organisation's media.");
  try {
    const size = imageDimensions(type, bytes);
    const [row] = await withRls(user.claims, (db) =>
      db
        .insert(mediaFiles)
        .values({ organization_id: organizationId, path, file_name: upload.fileName, kind, mime_type: type, size_bytes: bytes.length, width: size?.width, height: size?.height, alt: upload.alt })
        .returning(),
    );
    return withUrl(row);
  } catch (error) {
    await bucket.remove([path]);
    throw error;
  }
}

export async function updateMediaAlt(user: RequestUser, organizationId: string, id: string, alt: string): Promise<MediaFile> {
  const [row] = await withRls(user.claims, (db) =>
    db.update(mediaFiles).set({ alt }).where(and(eq(mediaFiles.organization_id, organizationId), eq(mediaFiles.id, id))).returning(),
  );
  if (!row) throw new ApiError("not_found", "This file is not in the media library.");
  return withUrl(row);
}

/**
 * Removes the file from storage, then from the catalogue. Not in one transaction: Storage writes through its
 * own connection, which would wait for this one. A failure in between leaves a row whose removal can be retried.
 */
export async function deleteMedia(user: RequestUser, organizationId: string, id: string): Promise<void> {
  const where = and(eq(mediaFiles.organization_id, organizationId), eq(mediaFiles.id, id));
  const [row] = await withRls(user.claims, (db) => db.select().from(mediaFiles).where(where));
  if (!row) throw new ApiError("not_found", "This file is not in the media library.");
  const removed = await bucketAs(user).remove([row.path]);
  if (removed.error) throw new ApiError("internal", "The file could not be removed from storage.");
  await withRls(user.claims, (db) => db.delete(mediaFiles).where(where));
}

/**
 * Copies files of `fromOrg`'s folder into `toOrg`'s, keeping their names (a new site made from a template), as this
 * user: Storage's policies decide, so only a folder the user edits is written. Answers the names that failed.
 */
export async function copyMediaFolder(user: RequestUser, names: readonly string[], fromOrg: string, toOrg: string): Promise<string[]> {
  const bucket = bucketAs(user);
  const failed: string[] = [];
  for (const name of names) {
    if (!name.startsWith(`${fromOrg}/`)) continue;
    const { error } = await bucket.copy(name, `${toOrg}/${name.slice(fromOrg.length + 1)}`);
    if (error) failed.push(name);
  }
  return failed;
}

/** Removes files of a site's folder (the site is being deleted), as this user; answers the names that failed. */
export async function removeMediaFiles(user: RequestUser, names: readonly string[], orgId: string): Promise<string[]> {
  const own = names.filter((name) => name.startsWith(`${orgId}/`));
  if (own.length === 0) return [];
  const { error } = await bucketAs(user).remove(own);
  return error ? own : [];
}
