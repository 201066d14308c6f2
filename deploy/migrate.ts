// compose.yaml's one-shot `migrate` service: what `supabase db push` and `supabase db reset` do for a Supabase
// project, done to the compose database once Auth and Storage have made their schemas (the migrations write
// policies on storage.objects and read auth.sessions). It applies the migrations not yet recorded in
// supabase_migrations.schema_migrations (the Supabase CLI's record, so a later `supabase db push` agrees), and on a
// new database the demo seed and the demo images, then gives the app's login role its password.
// Needs DATABASE_URL (as postgres), STORAGE_URL (Storage's own address), SERVICE_ROLE_KEY and SITE_APP_PASSWORD.
import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { listMigrations, SEED_FILES, supabaseDir } from "../supabase/embedded/migrate";
import { readSeedMedia, type SeedMediaFile } from "../supabase/embedded/seed-media";

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`[migrate] ${name} is required`);
    process.exit(2);
  }
  return value;
}

async function inTransaction(client: pg.Client, work: () => Promise<void>): Promise<void> {
  await client.query("begin");
  try {
    await work();
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  }
}

/** Each migration in its own transaction with its record, as the embedded stack applies them. */
async function applyMigrations(client: pg.Client): Promise<{ fresh: boolean }> {
  await client.query(`create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text)`);
  const recorded = await client.query<{ version: string }>("select version from supabase_migrations.schema_migrations");
  const done = new Set(recorded.rows.map((row) => row.version));
  for (const migration of await listMigrations()) {
    if (done.has(migration.version)) continue;
    const sql = await readFile(migration.file, "utf8");
    await inTransaction(client, async () => {
      await client.query(sql);
      await client.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)", [migration.version, migration.name]);
    });
    console.log(`[migrate] applied ${path.basename(migration.file)}`);
  }
  return { fresh: done.size === 0 };
}

/** The demo images into the media bucket (through Storage, which keeps the files) and the media library. */
async function seedMedia(client: pg.Client, storageUrl: string, serviceKey: string): Promise<void> {
  const files: SeedMediaFile[] = await readSeedMedia();
  for (const file of files) {
    const name = file.path.split("/").map(encodeURIComponent).join("/");
    const stored = await fetch(`${storageUrl}/object/media/${name}`, {
      method: "POST",
      headers: { authorization: `Bearer ${serviceKey}`, "content-type": file.mimeType, "cache-control": "max-age=31536000", "x-upsert": "true" },
      body: new Blob([new Uint8Array(file.bytes)]),
    });
    if (!stored.ok) throw new Error(`${file.path}: Storage answered ${stored.status} ${await stored.text()}`);
    await client.query(
      `insert into public.media_files (organization_id, path, file_name, kind, mime_type, size_bytes, width, height, alt)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (organization_id, path) do nothing`,
      [file.organizationId, file.path, file.fileName, file.kind, file.mimeType, file.bytes.length, file.width, file.height, file.alt],
    );
  }
  console.log(`[migrate] stored ${files.length} demo images`);
}

async function main() {
  const client = new pg.Client({ connectionString: required("DATABASE_URL") });
  const storageUrl = required("STORAGE_URL");
  const serviceKey = required("SERVICE_ROLE_KEY");
  const siteAppPassword = required("SITE_APP_PASSWORD");
  await client.connect();
  try {
    const { fresh } = await applyMigrations(client);
    if (fresh) {
      await inTransaction(client, async () => {
        for (const file of SEED_FILES) await client.query(await readFile(path.join(supabaseDir, file), "utf8"));
      });
      await seedMedia(client, storageUrl, serviceKey);
      console.log("[migrate] seeded the demo organisations");
    }
    // Created without login by the migrations (20261123000100_tenant_integrity.sql); the apps connect as it.
    await client.query(`alter role site_app with login password ${client.escapeLiteral(siteAppPassword)}`);
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error("[migrate] failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
