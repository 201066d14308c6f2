import "../../scripts/load-env";
import { rmSync } from "node:fs";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import pg from "pg";
import { startAuthServer, type AuthServer } from "./auth/server";
import { embeddedConfig } from "./config";
import { openDatabase } from "./database";
import { acquireDataDirLock, DataDirInUseError } from "./lock";
import { loadSeedMedia, mediaBucketIsEmpty } from "./seed-media";
import { startMailboxServer, type MailboxServer } from "./mailbox/server";
import { withWholeBatches } from "./whole-batches";

/**
 * The local stack: one process owning the PGlite folder, serving it on the Postgres wire where
 * `supabase start` would (127.0.0.1:54322), with the Auth API (:54321) and the mailbox (:54324) beside it,
 * so the app runs the same code against either.
 */
async function main() {
  const config = embeddedConfig();
  const started = Date.now();
  let release: () => void;
  try {
    release = acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(`[embedded] ${error.message}`);
      process.exit(2);
    }
    throw error;
  }

  if (process.argv.includes("--reset")) {
    rmSync(config.dataDir, { recursive: true, force: true });
    rmSync(config.storageDir, { recursive: true, force: true });
  }
  const { db, result, created } = await openDatabase(config.dataDir);
  // The seed's pages show the demo images from the media bucket: stored before any client connects.
  const mediaLoaded = result.seeded || (await mediaBucketIsEmpty(db)) ? await loadSeedMedia({ db, storageRoot: config.storageDir }) : 0;
  const server = new PGLiteSocketServer({
    db: withWholeBatches(db),
    host: config.host,
    port: config.dbPort,
    maxConnections: config.maxConnections,
  });
  await server.start();

  const summary = [
    created ? "created" : "opened",
    config.dataDir,
    result.applied.length ? `applied ${result.applied.length} migration(s)` : "schema up to date",
    result.seeded ? "seeded" : null,
    mediaLoaded ? `${mediaLoaded} demo media file(s) stored` : null,
  ].filter(Boolean);
  console.log(`[embedded] ${summary.join(", ")}`);
  const databaseUrl = `postgresql://postgres:postgres@${config.host}:${config.dbPort}/postgres`;
  console.log(`[embedded] postgres ready on ${databaseUrl} (${Date.now() - started} ms)`);

  // Auth and mailbox reach the database through the socket server like any client: PGlite is one session,
  // and only the socket server keeps a wire client's open transaction apart from other queries.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  let auth: AuthServer | undefined;
  let mailbox: MailboxServer | undefined;
  try {
    auth = await startAuthServer({ db: pool, host: config.host, port: config.authPort, storageRoot: config.storageDir, ...config.auth });
    console.log(
      `[embedded] auth ready on ${auth.url}/auth/v1 (email confirmation ${config.auth.emailConfirmation ? "on" : "off"})`,
    );
    console.log(`[embedded] storage ready on ${auth.url}/storage/v1 (files in ${config.storageDir})`);
    mailbox = await startMailboxServer({ db: pool, host: config.host, port: config.mailboxPort });
    console.log(`[embedded] mailbox on ${mailbox.url}`);
  } catch (error) {
    // Most often another stack (or `supabase start`) already listens on 54321 or 54324 (EADDRINUSE).
    console.error("[embedded] could not start auth or the mailbox:", error instanceof Error ? error.message : error);
    await auth?.close();
    await pool.end().catch(() => undefined);
    await server.stop().catch(() => undefined);
    await db.close().catch(() => undefined);
    release();
    process.exit(1);
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await auth?.close().catch(() => undefined);
    await mailbox?.close().catch(() => undefined);
    await pool.end().catch(() => undefined);
    await server.stop().catch(() => undefined);
    await db.close().catch(() => undefined);
    release();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  process.on("exit", () => release());
}

main().catch((error) => {
  console.error("[embedded] failed to start:", error);
  process.exit(1);
});
