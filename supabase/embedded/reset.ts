import "../../scripts/load-env";
import { rmSync } from "node:fs";
import { embeddedConfig } from "./config";
import { openDatabase } from "./database";
import { acquireDataDirLock, DataDirInUseError } from "./lock";
import { loadSeedMedia } from "./seed-media";

/** `npm run db:reset`: rebuild the local database from the migrations and the seed. */
async function reset() {
  const { dataDir, storageDir } = embeddedConfig();
  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(`[db:reset] ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  try {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(storageDir, { recursive: true, force: true });
    const { db, result } = await openDatabase(dataDir);
    const media = result.seeded ? await loadSeedMedia({ db, storageRoot: storageDir }) : 0;
    await db.close();
    console.log(`[db:reset] rebuilt ${dataDir}: ${result.applied.length} migration(s), seeded: ${result.seeded}, demo media files: ${media}`);
  } finally {
    release();
  }
}

reset().catch((error) => {
  console.error("[db:reset] failed:", error);
  process.exit(1);
});
