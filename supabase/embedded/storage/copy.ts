import { createHash, randomUUID } from "node:crypto";
import { storageErrors } from "./errors";
import { bodyName, bucketId } from "./names";
import { asCaller, findBucket, findObject, writeObject, type ObjectMetadata } from "./objects";
import type { StorageContext } from "./service";

/**
 * POST /object/copy `{ bucketId, sourceKey, destinationKey }` (storage-js `copy`): a new object with the source's
 * bytes and metadata, answered `{ Key }`. As the caller: the policies decide whether they may read the source
 * and create the destination, as on Supabase.
 */
export async function copyObject(ctx: StorageContext, body: Record<string, unknown>) {
  if (typeof body.sourceKey !== "string" || typeof body.destinationKey !== "string") {
    throw storageErrors.invalidRequest("sourceKey and destinationKey are required");
  }
  const bucket = await findBucket(ctx.db, bucketId(typeof body.bucketId === "string" ? body.bucketId : undefined));
  const [sourceKey, destinationKey] = [bodyName(body.sourceKey), bodyName(body.destinationKey)];
  const source = await asCaller(ctx.db, ctx.caller, (tx) => findObject(tx, bucket.id, sourceKey));
  const file = source && (await ctx.files.open(bucket.id, source.name, source.version));
  if (!source || !file) throw storageErrors.objectNotFound();
  const bytes = new Uint8Array(file.size);
  try {
    await file.handle.read(bytes, 0, file.size, 0);
  } finally {
    await file.handle.close();
  }

  const version = randomUUID();
  const staged = await ctx.files.stage(bytes);
  try {
    const owner = ctx.caller.role === "authenticated" ? String(ctx.caller.claims.sub) : null;
    const metadata: ObjectMetadata = {
      eTag: source.metadata?.eTag ?? `"${createHash("md5").update(bytes).digest("hex")}"`,
      size: bytes.length,
      mimetype: source.metadata?.mimetype ?? "application/octet-stream",
      cacheControl: source.metadata?.cacheControl ?? "max-age=3600",
      lastModified: new Date().toISOString(),
      contentLength: bytes.length,
      httpStatusCode: 200,
    };
    await asCaller(ctx.db, ctx.caller, async (tx) => {
      await writeObject(tx, { bucket: bucket.id, name: destinationKey, owner, version, metadata, userMetadata: source.user_metadata }, "create");
      await ctx.files.place(staged, bucket.id, destinationKey, version);
    });
    return { Key: `${bucket.id}/${destinationKey}` };
  } finally {
    await ctx.files.discard(staged);
  }
}
