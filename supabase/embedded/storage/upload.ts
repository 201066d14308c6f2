import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { storageErrors } from "./errors";
import { readBody } from "./http";
import { asCaller, writeObject, type Bucket, type ObjectMetadata } from "./objects";
import type { StorageContext } from "./service";

// Above a bucket's own limit, room for the multipart envelope around the file.
const ENVELOPE_BYTES = 64 * 1024;
const DEFAULT_LIMIT = 50 * 1024 * 1024;

interface Upload {
  bytes: Uint8Array;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/** The file of an upload: storage-js sends a Blob as multipart form data and anything else as the raw body. */
async function parseUpload(req: IncomingMessage, limit: number): Promise<Upload> {
  const body = await readBody(req, limit + ENVELOPE_BYTES);
  const type = String(req.headers["content-type"] ?? "");
  if (type.startsWith("multipart/form-data")) {
    const form = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData().catch(() => {
      throw storageErrors.invalidRequest("The upload is not valid multipart form data");
    });
    const file = [...form.values()].find((value): value is File => typeof value !== "string");
    if (!file) throw storageErrors.invalidRequest("The upload holds no file");
    const cacheControl = form.get("cacheControl");
    const metadata = form.get("metadata");
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      contentType: file.type,
      cacheControl: `max-age=${typeof cacheControl === "string" ? cacheControl : "3600"}`,
      userMetadata: typeof metadata === "string" ? parseMetadata(metadata) : null,
    };
  }
  const encoded = req.headers["x-metadata"];
  return {
    bytes: new Uint8Array(body),
    contentType: type.split(";")[0].trim(),
    cacheControl: String(req.headers["cache-control"] ?? "max-age=3600"),
    userMetadata: typeof encoded === "string" ? parseMetadata(Buffer.from(encoded, "base64").toString("utf8")) : null,
  };
}

function parseMetadata(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    throw storageErrors.invalidRequest("metadata must be JSON");
  }
}

/** `image/*` in a bucket's list allows every image type, as on Supabase. */
function allowedType(bucket: Bucket, type: string): boolean {
  if (!bucket.allowed_mime_types?.length) return true;
  return bucket.allowed_mime_types.some((allowed) => allowed === type || (allowed.endsWith("/*") && type.startsWith(allowed.slice(0, -1))));
}

/** POST (create, or replace with `x-upsert: true`) and PUT (replace) of one object. */
export async function upload(req: IncomingMessage, ctx: StorageContext, target: { bucket: Bucket; name: string }, mode: "create" | "upsert" | "update") {
  const { bucket, name } = target;
  const limit = bucket.file_size_limit ?? DEFAULT_LIMIT;
  const file = await parseUpload(req, limit);
  if (file.bytes.length > limit) throw storageErrors.tooLarge();
  if (!allowedType(bucket, file.contentType)) throw storageErrors.invalidMimeType(file.contentType);

  const version = randomUUID();
  const metadata: ObjectMetadata = {
    eTag: `"${createHash("md5").update(file.bytes).digest("hex")}"`,
    size: file.bytes.length,
    mimetype: file.contentType,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.bytes.length,
    httpStatusCode: 200,
  };
  const staged = await ctx.files.stage(file.bytes);
  try {
    const owner = ctx.caller.role === "authenticated" ? String(ctx.caller.claims.sub) : null;
    const stored = await asCaller(ctx.db, ctx.caller, async (tx) => {
      const written = await writeObject(tx, { bucket: bucket.id, name, owner, version, metadata, userMetadata: file.userMetadata }, mode);
      // In place before the commit: a row never names bytes that are not on disk.
      await ctx.files.place(staged, bucket.id, name, version);
      return written;
    });
    await ctx.files.remove(bucket.id, name, stored.replaced);
    return { Id: stored.id, Key: `${bucket.id}/${name}` };
  } finally {
    await ctx.files.discard(staged);
  }
}
