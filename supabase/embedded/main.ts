import { rmSync } from "node:fs";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { embeddedConfig } from "./config";
import { openDatabase } from "./database";
import { acquireDataDirLock, DataDirInUseError } from "./lock";

/**
 * The local stack: one process owning the PGlite folder, serving it on the Postgres wire where
 * `supabase start` would (127.0.0.1:54322), so the app runs the same code against either.
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

  if (process.argv.includes("--reset")) rmSync(config.dataDir, { recursive: true, force: true });
  const { db, result, created } = await openDatabase(config.dataDir);
  const server = new PGLiteSocketServer({
    db,
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
  ].filter(Boolean);
  console.log(`[embedded] ${summary.join(", ")}`);
  console.log(`[embedded] postgres ready on postgresql://postgres:postgres@${config.host}:${config.dbPort}/postgres (${Date.now() - started} ms)`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
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
