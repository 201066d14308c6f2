// The local stack's demo media (issue 12): loadSeedMedia stores every file of supabase/seed-media (the SVG
// images and Northwind's WebM video) in the media bucket, readable through the file store, catalogues it in
// media_files with its type, size and alt text, and a second run changes nothing.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSeedMedia, mediaBucketIsEmpty, readSeedMedia } from "@/supabase/embedded/seed-media";
import { FileStore } from "@/supabase/embedded/storage/files";
import { createSeededPglite } from "@/tests/helpers/db";
import { ACME, NORTHWIND } from "@/tests/helpers/seed-ids";

let db: PGlite;
let storageRoot: string;

beforeAll(async () => {
  db = await createSeededPglite();
  storageRoot = await mkdtemp(path.join(tmpdir(), "seed-media-"));
});

afterAll(async () => {
  await db?.close();
  if (storageRoot) await rm(storageRoot, { recursive: true, force: true });
});

interface ObjectRow {
  name: string;
  version: string;
  metadata: { size: number; mimetype: string; eTag: string };
}

describe("loading the demo images into the media bucket", () => {
  it("stores every image as an object of the media bucket and catalogues it", async () => {
    const files = await readSeedMedia();
    expect(await mediaBucketIsEmpty(db)).toBe(true);
    expect(await loadSeedMedia({ db, storageRoot })).toBe(files.length);
    expect(await mediaBucketIsEmpty(db)).toBe(false);

    const { rows: objects } = await db.query<ObjectRow>("select name, version, metadata from storage.objects where bucket_id = 'media' order by name");
    expect(objects.map((row) => row.name)).toEqual(files.map((file) => file.path).sort());
    const store = new FileStore(storageRoot);
    for (const file of files) {
      const object = objects.find((row) => row.name === file.path)!;
      expect(object.metadata).toMatchObject({ size: file.bytes.length, mimetype: file.mimeType });
      const opened = await store.open("media", object.name, object.version);
      expect(opened, file.path).not.toBeNull();
      const bytes = Buffer.alloc(opened!.size);
      await opened!.handle.read(bytes, 0, opened!.size, 0);
      await opened!.handle.close();
      expect(new Uint8Array(bytes)).toEqual(file.bytes);
    }
  });

  it("catalogues each image in its organisation's media library with size and a description", async () => {
    const { rows } = await db.query<{ organization_id: string; path: string; kind: string; mime_type: string; size_bytes: string; width: number; height: number; alt: string }>(
      "select organization_id, path, kind, mime_type, size_bytes::text, width, height, alt from public.media_files order by path",
    );
    expect(rows).toHaveLength((await readSeedMedia()).length);
    expect(rows.find((row) => row.path === `${NORTHWIND.id}/hero.svg`)).toMatchObject({ organization_id: NORTHWIND.id, kind: "image", mime_type: "image/svg+xml", width: 1600, height: 900 });
    expect(rows.find((row) => row.path === `${ACME.id}/tapas.svg`)?.alt).toMatch(/tapas/i);
    expect(rows.filter((row) => row.path.endsWith(".svg")).every((row) => row.kind === "image" && row.mime_type === "image/svg+xml")).toBe(true);
    for (const row of rows) {
      expect(row.path.startsWith(`${row.organization_id}/`)).toBe(true);
      expect(Number(row.size_bytes)).toBeGreaterThan(0);
      expect(row.alt.length).toBeGreaterThan(10);
    }
  });

  it("catalogues Northwind's case-study video as a WebM video with its frame size and a description", async () => {
    const { rows } = await db.query<{ kind: string; mime_type: string; width: number; height: number; alt: string; size_bytes: string }>(
      "select kind, mime_type, width, height, alt, size_bytes::text from public.media_files where path = $1",
      [`${NORTHWIND.id}/lead-time.webm`],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "video", mime_type: "video/webm", width: 960, height: 540 });
    expect(rows[0].alt).toMatch(/lead time/i);
    expect(Number(rows[0].size_bytes)).toBeGreaterThan(10_000);
  });

  it("stores nothing twice when run again", async () => {
    expect(await loadSeedMedia({ db, storageRoot })).toBe(0);
    const { rows } = await db.query<{ objects: number; files: number }>(
      "select (select count(*)::int from storage.objects where bucket_id = 'media') as objects, (select count(*)::int from public.media_files) as files",
    );
    expect(rows[0]).toEqual({ objects: (await readSeedMedia()).length, files: (await readSeedMedia()).length });
  });
});
