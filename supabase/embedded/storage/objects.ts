import type { EmbeddedDb, Sql } from "../auth/db";
import { storageErrors } from "./errors";

/** Who is calling, as Storage passes it to Postgres: a role and the token's claims (RLS reads both). */
export interface Caller {
  role: "anon" | "authenticated" | "service_role";
  claims: Record<string, unknown>;
}

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

/** The metadata Storage keeps per object and storage-js reads back. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

/**
 * Runs `fn` in one transaction as the caller, the way Storage does: `role` and `request.jwt.claims` set
 * locally, so the policies on storage.objects decide. A policy's refusal becomes 403, a duplicate 409.
 */
export async function asCaller<T>(db: EmbeddedDb, caller: Caller, fn: (tx: Sql) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [caller.role, JSON.stringify(caller.claims)]);
      return fn(tx);
    });
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (code === "42501" || /row-level security/.test(message ?? "")) throw storageErrors.unauthorized();
    if (code === "23505") throw storageErrors.duplicate();
    throw error;
  }
}

/** The bucket, read past RLS as Storage reads its own configuration. */
export async function findBucket(db: Sql, id: string): Promise<Bucket> {
  const [bucket] = await db.query<Bucket>("select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1", [id]);
  if (!bucket) throw storageErrors.bucketNotFound();
  return bucket;
}

export async function findObject(tx: Sql, bucket: string, name: string): Promise<ObjectRow | null> {
  const [row] = await tx.query<ObjectRow>("select * from storage.objects where bucket_id = $1 and name = $2", [bucket, name]);
  return row ?? null;
}

interface NewVersion {
  bucket: string;
  name: string;
  owner: string | null;
  version: string;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
}

/** Stores a new object, or (upsert) a new version of it; answers its id and the version it replaced. */
export async function writeObject(tx: Sql, row: NewVersion, mode: "create" | "upsert" | "update") {
  const previous = await findObject(tx, row.bucket, row.name);
  const values = [row.bucket, row.name, row.owner, row.version, JSON.stringify(row.metadata), row.userMetadata && JSON.stringify(row.userMetadata)];
  if (mode === "update") {
    if (!previous) throw storageErrors.objectNotFound();
    const [updated] = await tx.query<{ id: string }>(
      `update storage.objects set owner = $3::uuid, owner_id = ($3::uuid)::text, version = $4, metadata = $5, user_metadata = $6, updated_at = now()
        where bucket_id = $1 and name = $2 returning id`,
      values,
    );
    if (!updated) throw storageErrors.unauthorized();
    return { id: updated.id, replaced: previous.version };
  }
  if (previous && mode === "create") throw storageErrors.duplicate();
  const conflict = mode === "upsert" ? "do update set owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version, metadata = excluded.metadata, user_metadata = excluded.user_metadata, updated_at = now()" : "do nothing";
  const [stored] = await tx.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     values ($1, $2, $3::uuid, ($3::uuid)::text, $4, $5, $6) on conflict (bucket_id, name) ${conflict} returning id`,
    values,
  );
  if (!stored) throw storageErrors.duplicate();
  return { id: stored.id, replaced: previous?.version ?? null };
}

/** The objects whose name starts with `prefix`, as the caller may see them. */
export function objectsUnder(tx: Sql, bucket: string, prefix: string) {
  return tx.query<ObjectRow>("select * from storage.objects where bucket_id = $1 and left(name, length($2)) = $2 order by name", [bucket, prefix]);
}

export function deleteObjects(tx: Sql, bucket: string, names: string[]) {
  return tx.query<ObjectRow>("delete from storage.objects where bucket_id = $1 and name = any($2) returning *", [bucket, names]);
}
