import type { IncomingMessage, ServerResponse } from "node:http";
import type { EmbeddedDb } from "../auth/db";
import { apiKeyRole } from "../auth/keys";
import { StorageError, storageErrors } from "./errors";
import { FileStore } from "./files";
import { readJson, sendError, sendJson, sendObject } from "./http";
import { bodyName, bucketId, objectName } from "./names";
import { asCaller, deleteObjects, findBucket, findObject, type Caller, type ObjectRow } from "./objects";
import { UrlSigner } from "./signing";
import { upload } from "./upload";
import { listEntries } from "./listing";
import { parseTransform, sendRendered } from "./render";
import { copyObject } from "./copy";

export interface StorageContext {
  db: EmbeddedDb;
  files: FileStore;
  signer: UrlSigner;
  caller: Caller;
}

export interface StorageServiceOptions {
  db: EmbeddedDb;
  /** Where the files live (`.data/storage` beside the database). */
  root: string;
  /** The claims of an access token the auth server signed; throws when it is not one. */
  verifyToken(token: string): Promise<Record<string, unknown>>;
}

/** The part of the Supabase Storage API that supabase-js's `storage.from(bucket)` calls, under /storage/v1. */
export async function createStorageService(options: StorageServiceOptions) {
  const files = new FileStore(options.root);
  const signer = await UrlSigner.load(options.root);

  async function caller(req: IncomingMessage, open: boolean): Promise<Caller> {
    const key = apiKeyRole(header(req, "apikey"));
    if (!key && !open) throw storageErrors.noApiKey();
    const bearer = /^bearer\s+(.+)$/i.exec(header(req, "authorization") ?? "")?.[1]?.trim();
    const bearerKey = apiKeyRole(bearer);
    if (!bearer || bearerKey) return { role: bearerKey ?? key ?? "anon", claims: { role: bearerKey ?? key ?? "anon" } };
    const claims = await options.verifyToken(bearer).catch(() => {
      throw storageErrors.invalidJwt();
    });
    return { role: "authenticated", claims };
  }

  async function route(req: IncomingMessage, res: ServerResponse, url: URL) {
    // The path as sent: URL parsing would resolve `..` segments before they could be refused.
    const rawPath = (req.url ?? "").split("?")[0];
    const [scope, ...rest] = rawPath.replace(/^\/storage\/v1\//, "").split("/");
    const method = req.method ?? "GET";
    const read = method === "GET" || method === "HEAD";
    if (scope === "render" && read && rest[0] === "image" && rest[1] === "public") return renderPublic(req, res, bucketId(rest[2]), objectName(rest.slice(3)), url);
    if (scope !== "object") throw storageErrors.notFound();
    const [first, second] = rest;

    // Public objects and signed URLs are opened by browsers, with no key to send.
    if (read && first === "public") return servePublic(req, res, bucketId(second), objectName(rest.slice(2)), url);
    if (read && first === "sign") return serveSigned(req, res, bucketId(second), objectName(rest.slice(2)), url);

    const ctx: StorageContext = { db: options.db, files, signer, caller: await caller(req, false) };
    const bucket = async (raw: string | undefined) => findBucket(options.db, bucketId(raw));
    if (method === "POST" && first === "copy" && rest.length === 1) return sendJson(req, res, 200, await copyObject(ctx, await readJson(req)));
    if (method === "POST" && first === "list") return sendJson(req, res, 200, await listEntries(ctx, (await bucket(second)).id, await readJson(req)));
    if (method === "POST" && first === "sign" && rest.length === 2) return sendJson(req, res, 200, await signMany(ctx, (await bucket(second)).id, await readJson(req)));
    if (method === "POST" && first === "sign") return sendJson(req, res, 200, await signOne(ctx, (await bucket(second)).id, objectName(rest.slice(2)), await readJson(req)));
    if (read && first === "info") return sendJson(req, res, 200, info(await visible(ctx, (await bucket(second)).id, objectName(rest.slice(2)))));
    if (method === "DELETE" && rest.length === 1) return sendJson(req, res, 200, await remove(ctx, (await bucket(first)).id, await readJson(req)));
    if (method === "POST" || method === "PUT") {
      const mode = method === "PUT" ? "update" : header(req, "x-upsert") === "true" ? "upsert" : "create";
      return sendJson(req, res, 200, await upload(req, ctx, { bucket: await bucket(first), name: objectName(rest.slice(1)) }, mode));
    }
    if (read) {
      const [b, ...name] = first === "authenticated" ? rest.slice(1) : rest;
      return serve(req, res, await visible(ctx, (await bucket(b)).id, objectName(name)), url);
    }
    throw storageErrors.notFound();
  }

  async function servePublic(req: IncomingMessage, res: ServerResponse, bucket: string, name: string, url: URL) {
    if (!(await findBucket(options.db, bucket)).public) throw storageErrors.bucketNotFound();
    const row = await findObject(options.db, bucket, name);
    if (!row) throw storageErrors.objectNotFound();
    return serve(req, res, row, url);
  }

  /** A public image resized and re-encoded (Storage's image transformations); other types as stored. */
  async function renderPublic(req: IncomingMessage, res: ServerResponse, bucket: string, name: string, url: URL) {
    const transform = parseTransform(url);
    if (!(await findBucket(options.db, bucket)).public) throw storageErrors.bucketNotFound();
    const row = await findObject(options.db, bucket, name);
    if (!row) throw storageErrors.objectNotFound();
    if (!(await sendRendered(req, res, files, row, transform))) return serve(req, res, row, url);
  }

  async function serveSigned(req: IncomingMessage, res: ServerResponse, bucket: string, name: string, url: URL) {
    await signer.verify(url.searchParams.get("token") ?? "", `${bucket}/${name}`);
    const row = await findObject(options.db, bucket, name);
    if (!row) throw storageErrors.objectNotFound();
    return serve(req, res, row, url);
  }

  async function serve(req: IncomingMessage, res: ServerResponse, row: ObjectRow, url: URL) {
    const file = await files.open(row.bucket_id, row.name, row.version);
    if (!file) throw storageErrors.objectNotFound();
    await sendObject(req, res, row, file, url.searchParams.get("download"));
  }

  return {
    async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
      if (req.method === "OPTIONS") return sendJson(req, res, 204);
      try {
        await route(req, res, url);
      } catch (error) {
        if (error instanceof StorageError) return sendError(req, res, error);
        console.error("[storage] unexpected error:", error);
        if (!res.headersSent) sendError(req, res, new StorageError(500, "internal", "Internal Server Error"));
      }
    },
  };
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The object if the caller may read it (policies decide), else 404 as Storage answers. */
async function visible(ctx: StorageContext, bucket: string, name: string): Promise<ObjectRow> {
  const row = await asCaller(ctx.db, ctx.caller, (tx) => findObject(tx, bucket, name));
  if (!row) throw storageErrors.objectNotFound();
  return row;
}

const info = (row: ObjectRow) => ({
  id: row.id,
  name: row.name,
  version: row.version,
  bucket_id: row.bucket_id,
  size: row.metadata?.size ?? null,
  content_type: row.metadata?.mimetype ?? null,
  cache_control: row.metadata?.cacheControl ?? null,
  etag: row.metadata?.eTag ?? null,
  metadata: row.user_metadata,
  last_modified: row.updated_at,
  created_at: row.created_at,
});

const expiresIn = (body: Record<string, unknown>) => {
  const seconds = Number(body.expiresIn);
  if (!Number.isInteger(seconds) || seconds < 1) throw storageErrors.invalidRequest("expiresIn must be a positive number of seconds");
  return seconds;
};

async function signOne(ctx: StorageContext, bucket: string, name: string, body: Record<string, unknown>) {
  const seconds = expiresIn(body);
  await visible(ctx, bucket, name);
  const token = await ctx.signer.sign(`${bucket}/${name}`, seconds);
  return { signedURL: `/object/sign/${bucket}/${name}?token=${token}` };
}

async function signMany(ctx: StorageContext, bucket: string, body: Record<string, unknown>) {
  const seconds = expiresIn(body);
  const paths = Array.isArray(body.paths) ? body.paths.map(String) : [];
  return Promise.all(
    paths.map(async (path) => {
      try {
        return { path, error: null, ...(await signOne(ctx, bucket, bodyName(path), { expiresIn: seconds })) };
      } catch (error) {
        return { path, error: error instanceof StorageError ? "Either the object does not exist or you do not have access to it" : String(error), signedURL: null };
      }
    }),
  );
}

/** DELETE /object/{bucket} with `{ prefixes }`: the objects removed (those the caller may remove). */
async function remove(ctx: StorageContext, bucket: string, body: Record<string, unknown>) {
  if (!Array.isArray(body.prefixes) || body.prefixes.length === 0) throw storageErrors.invalidRequest("prefixes must name at least one object");
  const names = body.prefixes.map((name) => bodyName(String(name)));
  const removed = await asCaller(ctx.db, ctx.caller, (tx) => deleteObjects(tx, bucket, names));
  for (const row of removed) await ctx.files.remove(row.bucket_id, row.name, row.version);
  return removed;
}


