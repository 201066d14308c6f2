import { randomUUID } from "node:crypto";
import { mkdir, open, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Object bytes on disk, one file per version: `{root}/{bucket}/{name}/{version}`. A new version is written to
 * a temporary file first and moved in place only once its row is stored, and the version it replaces is
 * deleted only after the commit: a crash or a restart mid-upload never loses the file that was there.
 */
export class FileStore {
  constructor(readonly root: string) {}

  private versionPath(bucket: string, name: string, version: string) {
    const file = path.resolve(this.root, bucket, ...name.split("/"), version);
    // Names are checked before they get here (names.ts); this is the last line against leaving the root.
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error("object path outside the storage root");
    return file;
  }

  /** Where a rendered variant of an object version is kept (under `.renders`, removed with nothing else). */
  variantPath(bucket: string, name: string, version: string, variant: string) {
    const file = path.resolve(this.root, ".renders", bucket, ...name.split("/"), version, variant);
    if (!file.startsWith(path.resolve(this.root, ".renders") + path.sep)) throw new Error("variant path outside the storage root");
    return file;
  }

  /** Writes the bytes to a temporary file; `place` then moves it to its version. */
  async stage(bytes: Uint8Array): Promise<string> {
    const dir = path.join(this.root, ".staging");
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, randomUUID());
    await writeFile(file, bytes);
    return file;
  }

  async place(staged: string, bucket: string, name: string, version: string): Promise<void> {
    const file = this.versionPath(bucket, name, version);
    await mkdir(path.dirname(file), { recursive: true });
    await rename(staged, file);
  }

  async discard(file: string): Promise<void> {
    await rm(file, { force: true });
  }

  async remove(bucket: string, name: string, version: string | null): Promise<void> {
    if (version) await rm(this.versionPath(bucket, name, version), { force: true });
  }

  /** An open file and its size, or null when the version's bytes are missing. */
  async open(bucket: string, name: string, version: string | null) {
    if (!version) return null;
    const file = this.versionPath(bucket, name, version);
    try {
      const { size } = await stat(file);
      return { handle: await open(file, "r"), size };
    } catch {
      return null;
    }
  }
}
