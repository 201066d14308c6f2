import { readFile, readdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import path from "node:path";

/** The two calls the runner needs; PGlite and a `pg` client both provide them. */
export interface SqlRunner {
  exec(sql: string): Promise<unknown>;
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export const supabaseDir = fileURLToPath(new URL("..", import.meta.url));
const migrationsDir = path.join(supabaseDir, "migrations");

/** The demo data, in order; supabase/config.toml lists the same files for `supabase db reset`. */
export const SEED_FILES = ["seed.sql", "seed-pages.sql"] as const;

export interface MigrationResult {
  applied: string[];
  seeded: boolean;
}

export async function applyBootstrap(db: SqlRunner): Promise<void> {
  await db.exec(await readFile(path.join(supabaseDir, "embedded", "bootstrap.sql"), "utf8"));
}

export async function listMigrations(): Promise<{ version: string; name: string; file: string }[]> {
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith(".sql")).sort();
  return files.map((file) => {
    const [version, ...rest] = file.replace(/\.sql$/, "").split("_");
    return { version, name: rest.join("_"), file: path.join(migrationsDir, file) };
  });
}

/**
 * Bootstrap, then every migration not yet recorded (each in its own transaction, recorded in
 * supabase_migrations.schema_migrations as the Supabase CLI does), then the seed when the
 * database had no migrations before this run.
 */
export async function migrate(db: SqlRunner, options: { seed: boolean }): Promise<MigrationResult> {
  await applyBootstrap(db);
  const done = new Set(
    (await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations")).rows.map(
      (r) => r.version,
    ),
  );
  const fresh = done.size === 0;
  const applied: string[] = [];
  for (const migration of await listMigrations()) {
    if (done.has(migration.version)) continue;
    const sql = await readFile(migration.file, "utf8");
    await db.exec("begin");
    try {
      await db.exec(sql);
      await db.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)", [
        migration.version,
        migration.name,
      ]);
      await db.exec("commit");
    } catch (error) {
      await db.exec("rollback");
      throw new Error(`Migration ${path.basename(migration.file)} failed: ${(error as Error).message}`);
    }
    applied.push(migration.version);
  }
  let seeded = false;
  if (options.seed && fresh) {
    for (const file of SEED_FILES) await db.exec(await readFile(path.join(supabaseDir, file), "utf8"));
    seeded = true;
  }
  return { applied, seeded };
}
