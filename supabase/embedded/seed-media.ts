import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { svgDimensions } from "../../lib/media/dimensions";
import { toEmbeddedDb, type DatabaseHandle } from "./auth/db";
import { supabaseDir } from "./migrate";
import { FileStore } from "./storage/files";
import { findObject, writeObject, type ObjectMetadata } from "./storage/objects";

/** The demo media `npm run demo:media` makes: supabase/seed-media/{organization_id}/{name}.svg (and .webm). */
export const SEED_MEDIA_DIR = path.join(supabaseDir, "seed-media");
const BUCKET = "media";

export interface SeedVideo {
  width: number;
  height: number;
  alt: string;
}

/**
 * What a recorded video cannot say about itself (an SVG carries its size and <title>): the frame size
 * `npm run demo:media` records it at (scripts/demo-media/video.ts) and its description.
 */
export const SEED_VIDEOS: Record<string, SeedVideo> = {
  "10000000-0000-4000-8000-000000000000/lead-time.webm": {
    width: 960,
    height: 540,
    alt: "Animated bar chart: a furniture retailer's order lead time falls from 20 to 14 days, -30%, in the six months after go-live",
  },
};

export interface SeedMediaFile {
  organizationId: string;
  /** The object's name in the media bucket, and the catalogue's path: `{organization_id}/{name}.svg` or `.webm`. */
  path: string;
  fileName: string;
  kind: "image" | "video";
  mimeType: "image/svg+xml" | "video/webm";
  bytes: Uint8Array;
  width: number | null;
  height: number | null;
  /** The drawing's <title> (each SVG describes itself), or the video's description from SEED_VIDEOS. */
  alt: string;
}

const unescapeXml = (value: string) => value.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

/** Every demo image and video with what its catalogue row needs, in a stable order. */
export async function readSeedMedia(dir = SEED_MEDIA_DIR): Promise<SeedMediaFile[]> {
  const files: SeedMediaFile[] = [];
  for (const organizationId of (await readdir(dir)).sort()) {
    for (const fileName of (await readdir(path.join(dir, organizationId))).sort()) {
      const video = SEED_VIDEOS[`${organizationId}/${fileName}`];
      if (video) {
        const bytes = new Uint8Array(await readFile(path.join(dir, organizationId, fileName)));
        files.push({ organizationId, path: `${organizationId}/${fileName}`, fileName, kind: "video", mimeType: "video/webm", bytes, ...video });
        continue;
      }
      if (!fileName.endsWith(".svg")) continue;
      const bytes = new Uint8Array(await readFile(path.join(dir, organizationId, fileName)));
      const svg = new TextDecoder().decode(bytes);
      const size = svgDimensions(svg);
      const title = /<title>([^<]*)<\/title>/.exec(svg)?.[1];
      files.push({ organizationId, path: `${organizationId}/${fileName}`, fileName, kind: "image", mimeType: "image/svg+xml", bytes, width: size?.width ?? null, height: size?.height ?? null, alt: title ? unescapeXml(title) : "" });
    }
  }
  return files;
}

/** True when nothing is stored in the media bucket yet (a database seeded before the demo media existed). */
export async function mediaBucketIsEmpty(handle: DatabaseHandle): Promise<boolean> {
  const [row] = await toEmbeddedDb(handle).query<{ empty: boolean }>("select not exists (select 1 from storage.objects where bucket_id = $1) as empty", [BUCKET]);
  return row?.empty ?? true;
}

/**
 * Puts the demo images into the media bucket and the media library, as the superuser (the seed's own
 * rights, past the admins-only policies). Idempotent: an object already stored and a catalogue row already
 * there are left as they are. Answers how many objects it stored.
 */
export async function loadSeedMedia({ db: handle, storageRoot, dir }: { db: DatabaseHandle; storageRoot: string; dir?: string }): Promise<number> {
  const db = toEmbeddedDb(handle);
  const files = new FileStore(storageRoot);
  let stored = 0;
  for (const file of await readSeedMedia(dir)) {
    const staged = await files.stage(file.bytes);
    try {
      await db.transaction(async (tx) => {
        if (!(await findObject(tx, BUCKET, file.path))) {
          const version = randomUUID();
          const metadata: ObjectMetadata = {
            eTag: `"${createHash("md5").update(file.bytes).digest("hex")}"`,
            size: file.bytes.length,
            mimetype: file.mimeType,
            cacheControl: "max-age=31536000",
            lastModified: new Date().toISOString(),
            contentLength: file.bytes.length,
            httpStatusCode: 200,
          };
          await writeObject(tx, { bucket: BUCKET, name: file.path, owner: null, version, metadata, userMetadata: null }, "create");
          // In place before the commit, as an upload does: a row never names bytes that are not on disk.
          await files.place(staged, BUCKET, file.path, version);
          stored++;
        }
        await tx.query(
          `insert into public.media_files (organization_id, path, file_name, kind, mime_type, size_bytes, width, height, alt)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (organization_id, path) do nothing`,
          [file.organizationId, file.path, file.fileName, file.kind, file.mimeType, file.bytes.length, file.width, file.height, file.alt],
        );
      });
    } finally {
      await files.discard(staged);
    }
  }
  return stored;
}
