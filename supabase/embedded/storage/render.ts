import type { IncomingMessage, ServerResponse } from "node:http";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { storageErrors } from "./errors";
import { isNotModified } from "./http";
import type { FileStore } from "./files";
import type { ObjectRow } from "./objects";

/** Storage's image transformation options (`/render/image/…?width=&height=&quality=&resize=&format=`). */
export interface Transform {
  width: number | null;
  height: number | null;
  quality: number;
  resize: "cover" | "contain" | "fill";
  /** `origin` keeps the stored format; otherwise the best format the browser accepts (WebP), as Storage does. */
  origin: boolean;
}

const MAX_SIDE = 2500;
const DEFAULT_QUALITY = 80;
/** What libvips can read and re-encode; other types (SVG, GIF, video) are served as stored. */
const TRANSFORMABLE = new Set(["image/jpeg", "image/png", "image/webp", "image/avif"]);
const FIT = { cover: "cover", contain: "inside", fill: "fill" } as const;

function side(url: URL, name: "width" | "height"): number | null {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === "") return null;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > MAX_SIDE) throw storageErrors.invalidRequest(`${name} must be a whole number from 1 to ${MAX_SIDE}`);
  return value;
}

/** The transformation a render URL asks for; bad values are refused with 400, as Storage does. */
export function parseTransform(url: URL): Transform {
  const rawQuality = url.searchParams.get("quality");
  const quality = rawQuality === null ? DEFAULT_QUALITY : Number(rawQuality);
  if (!Number.isInteger(quality) || quality < 20 || quality > 100) throw storageErrors.invalidRequest("quality must be a whole number from 20 to 100");
  const resize = url.searchParams.get("resize") ?? "cover";
  if (resize !== "cover" && resize !== "contain" && resize !== "fill") throw storageErrors.invalidRequest("resize must be cover, contain or fill");
  const format = url.searchParams.get("format");
  if (format !== null && format !== "origin") throw storageErrors.invalidRequest("format must be origin");
  return { width: side(url, "width"), height: side(url, "height"), quality, resize, origin: format === "origin" };
}

/** The type the rendered image is sent as: WebP for browsers that take it, unless the stored format was asked for. */
export function renderedType(stored: string, transform: Transform, accept: string): string {
  return !transform.origin && accept.includes("image/webp") ? "image/webp" : stored;
}

async function encode(bytes: Buffer, transform: Transform, type: string): Promise<Buffer> {
  let image = sharp(bytes, { failOn: "error" }).rotate();
  if (transform.width || transform.height) {
    image = image.resize({ width: transform.width ?? undefined, height: transform.height ?? undefined, fit: FIT[transform.resize], withoutEnlargement: true });
  }
  const quality = transform.quality;
  if (type === "image/webp") return image.webp({ quality }).toBuffer();
  if (type === "image/png") return image.png({ compressionLevel: 9 }).toBuffer();
  if (type === "image/avif") return image.avif({ quality }).toBuffer();
  return image.jpeg({ quality, mozjpeg: true }).toBuffer();
}

async function renderVariant(files: FileStore, row: ObjectRow, transform: Transform, type: string, cached: string): Promise<Buffer> {
  const file = await files.open(row.bucket_id, row.name, row.version);
  if (!file) throw storageErrors.objectNotFound();
  const original = await file.handle.readFile().finally(() => file.handle.close());
  const bytes = await encode(original, transform, type).catch(() => {
    throw storageErrors.invalidRequest("The image could not be transformed");
  });
  // Written aside and moved in place: a concurrent reader never sees half a file.
  await mkdir(path.dirname(cached), { recursive: true });
  const temporary = `${cached}.${process.pid}.${Date.now()}`;
  await writeFile(temporary, bytes);
  await rename(temporary, cached);
  return bytes;
}

/**
 * Serves an image resized and re-encoded. Each variant is made once per object version and kept beside the
 * files (`{root}/.renders/…`), so a page's srcset costs the encoder one pass per width, not one per visit.
 */
export async function sendRendered(req: IncomingMessage, res: ServerResponse, files: FileStore, row: ObjectRow, transform: Transform) {
  const stored = row.metadata?.mimetype ?? "application/octet-stream";
  if (!TRANSFORMABLE.has(stored)) return false;
  const type = renderedType(stored, transform, String(req.headers.accept ?? ""));
  const key = `${transform.width ?? "auto"}x${transform.height ?? "auto"}-q${transform.quality}-${transform.resize}.${type.split("/")[1]}`;
  const etag = `"${row.version}-${key}"`;
  const cacheHeaders = { "cache-control": row.metadata?.cacheControl ?? "max-age=3600", etag, vary: "Accept" };
  if (isNotModified(req, etag)) {
    res.writeHead(304, cacheHeaders).end();
    return true;
  }
  const cached = files.variantPath(row.bucket_id, row.name, row.version ?? "none", key);
  const bytes = (await readFile(cached).catch(() => null)) ?? (await renderVariant(files, row, transform, type, cached));
  res.writeHead(200, {
    "content-type": type,
    "content-length": String(bytes.length),
    ...cacheHeaders,
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
  });
  res.end(req.method === "HEAD" ? undefined : bytes);
  return true;
}
