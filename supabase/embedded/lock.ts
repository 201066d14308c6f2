import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from "node:fs";
import path from "node:path";

export class DataDirInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Two processes on one PGlite folder silently lose rows, so the folder gets one owner: a lock
 * file created exclusively, holding the owner's pid. A lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(lockFile, "utf8").trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(
          `The embedded database at ${dataDir} is already in use by process ${owner}.\n` +
            `Only one process may own it: use the running stack, or stop it first (kill ${owner}).`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock ${dataDir}.`);
}
