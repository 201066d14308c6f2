// A migrated and seeded database for tests: PGlite in memory by default, or a fresh database on a real
// PostgreSQL server when TEST_DATABASE_URL (a superuser URL) is set.
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, readdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { applyAuthSchema } from "@/supabase/embedded/database";
import { migrate, supabaseDir, type SqlRunner } from "@/supabase/embedded/migrate";

/** sessionId: the Auth session the token names (its session_id claim); see openSession and endSession. */
export type Actor = { role: "anon" } | { role: "authenticated"; userId: string; email?: string; sessionId?: string };

export interface AsOptions {
  /** Runs first, as the superuser, inside the same rolled-back transaction (fixtures a policy must see). */
  setup?: (tx: SqlRunner) => Promise<unknown>;
}

export interface TestDatabase {
  /** Superuser connection: bypasses row level security. */
  runner: SqlRunner;
  /**
   * Runs fn as the actor (`set local role` plus Supabase's request.jwt.claims) in a transaction that is
   * always rolled back, so tests never see each other's writes. One call at a time per database.
   */
  as<T>(actor: Actor, fn: (tx: SqlRunner) => Promise<T>, options?: AsOptions): Promise<T>;
  close(): Promise<void>;
  /** On real PostgreSQL: the superuser URL of this test's own database (PGlite has no URL). */
  url?: string;
}

export function claimsFor(actor: Actor): Record<string, string> {
  if (actor.role === "anon") return { role: "anon" };
  const claims = { sub: actor.userId, role: "authenticated", email: actor.email ?? "", aud: "authenticated" };
  return actor.sessionId ? { ...claims, session_id: actor.sessionId } : claims;
}

/**
 * Signs the actor in as the Auth API does: a row in auth.sessions (the Auth API's own table, not a migration),
 * committed, whose id the actor's token names. Policies that ask private.session_is_live() see it.
 */
export async function openSession(db: TestDatabase, actor: Actor): Promise<void> {
  if (actor.role !== "authenticated" || !actor.sessionId) throw new Error("openSession needs an actor with a sessionId");
  await applyAuthSchema(db.runner);
  await db.runner.query("insert into auth.sessions (id, user_id) values ($1, $2) on conflict (id) do nothing", [actor.sessionId, actor.userId]);
}

/** Logs the actor out as POST /auth/v1/logout?scope=local does: the session goes, the token lives on. */
export async function endSession(db: TestDatabase, actor: Actor): Promise<void> {
  await openSession(db, actor);
  await db.runner.query("delete from auth.sessions where id = $1", [actor.role === "authenticated" ? actor.sessionId : null]);
}

const ROLES = { anon: "anon", authenticated: "authenticated" } as const;

function wrap(runner: SqlRunner, onClose: () => Promise<void>, url?: string): TestDatabase {
  return {
    runner,
    url,
    async as(actor, fn, options) {
      await runner.exec("begin");
      try {
        if (options?.setup) await options.setup(runner);
        await runner.exec(`set local role ${ROLES[actor.role]}`);
        await runner.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claimsFor(actor))]);
        return await fn(runner);
      } finally {
        await runner.exec("rollback");
      }
    },
    close: onClose,
  };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? createPostgresDatabase(url) : createPgliteDatabase();
}

// PGlite: migrating takes seconds, restoring a dump well under one. The dump is kept in memory for this
// process and on disk (keyed by the SQL it was built from) for the next ones.
let dump: Promise<Blob> | undefined;

async function createPgliteDatabase(): Promise<TestDatabase> {
  const db = await createSeededPglite();
  return wrap(db, () => db.close());
}

/** A migrated and seeded in-memory PGlite of its own (restored from the cached dump); the caller closes it. */
export async function createSeededPglite(): Promise<PGlite> {
  dump ??= loadOrBuildDump();
  return PGlite.create({ loadDataDir: await dump });
}

async function loadOrBuildDump(): Promise<Blob> {
  const cacheDir = path.join(supabaseDir, "..", "node_modules", ".cache", "sitebuilder-test-db");
  const file = path.join(cacheDir, `${await schemaFingerprint()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const db = await PGlite.create();
    await migrate(db, { seed: true });
    const blob = await db.dumpDataDir("none");
    await db.close();
    await mkdir(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
    await rename(partial, file);
    return blob;
  }
}

async function schemaFingerprint(): Promise<string> {
  const hash = createHash("sha256");
  const migrations = path.join(supabaseDir, "migrations");
  const files = [
    path.join(supabaseDir, "embedded", "bootstrap.sql"),
    path.join(supabaseDir, "embedded", "migrate.ts"),
    ...(await readdir(migrations)).sort().map((f) => path.join(migrations, f)),
    path.join(supabaseDir, "seed.sql"),
    path.join(supabaseDir, "seed-pages.sql"),
  ];
  for (const f of files) hash.update(f).update(await readFile(f));
  const pglite = await readFile(path.join(supabaseDir, "..", "node_modules", "@electric-sql", "pglite", "package.json"));
  return hash.update(pglite).digest("hex").slice(0, 16);
}

// Real PostgreSQL: a fresh database per call, dropped on close.
// Any fixed advisory lock key shared by the test processes.
const BOOTSTRAP_LOCK = 7_241_121;

function pgRunner(client: pg.Client): SqlRunner {
  return {
    exec: (sql) => client.query(sql),
    async query(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params);
      return { rows: result.rows };
    },
  };
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `test_${randomBytes(6).toString("hex")}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  const drop = async () => {
    await client.end().catch(() => undefined);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  try {
    await client.connect();
    // Roles are cluster-wide: test files migrating in parallel must not race to create them.
    await admin.query("select pg_advisory_lock($1)", [BOOTSTRAP_LOCK]);
    try {
      await migrate(pgRunner(client), { seed: true });
    } finally {
      await admin.query("select pg_advisory_unlock($1)", [BOOTSTRAP_LOCK]);
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return wrap(pgRunner(client), drop, url.toString());
}
