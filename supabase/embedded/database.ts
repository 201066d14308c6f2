import { existsSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { migrate, type MigrationResult } from "./migrate";

/** Opens (creating if needed) the PGlite folder and brings it up to date with the migrations. */
export async function openDatabase(dataDir: string): Promise<{ db: PGlite; result: MigrationResult; created: boolean }> {
  const created = !existsSync(dataDir);
  const db = await PGlite.create(dataDir);
  const result = await migrate(db, { seed: true });
  return { db, result, created };
}
