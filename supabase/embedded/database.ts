import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrate, supabaseDir, type MigrationResult, type SqlRunner } from "./migrate";

/** Opens (creating if needed) the PGlite folder and brings it up to date with the migrations. */
export async function openDatabase(dataDir: string): Promise<{ db: PGlite; result: MigrationResult; created: boolean }> {
  const created = !existsSync(dataDir);
  const db = await PGlite.create(dataDir);
  const result = await migrate(db, { seed: true });
  await applyAuthSchema(db);
  return { db, result, created };
}

/**
 * The embedded Auth server's and mailbox's own tables (sessions, refresh tokens, email links, signing keys,
 * mail). Not a migration: hosted Supabase has GoTrue's tables instead, so they must never reach it.
 */
export async function applyAuthSchema(db: SqlRunner): Promise<void> {
  await db.exec(await readFile(path.join(supabaseDir, "embedded", "auth-schema.sql"), "utf8"));
}
