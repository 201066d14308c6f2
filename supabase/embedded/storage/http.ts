import type { IncomingMessage, ServerResponse } from "node:http";
import type { FileHandle } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { StorageError, storageErrors } from "./errors";
import type { ObjectRow } from "./objects";

const ALLOWED_HEADERS = "apikey, authorization, content-type, cache-control, x-client-info, x-upsert, x-metadata, x-supabase-api-version, range";

/** Browsers upload and read from every site's own origin, so the Origin is echoed. */
function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  return {
    "access-control-allow-origin": origin,
    "access-control-allow-methods": "GET, HEAD, POST, PUT, DELETE, OPTIONS",
    "access-control-allow-headers": ALLOWED_HEADERS,
    "access-control-expose-headers": "content-length, content-range, etag",
    "access-control-max-age": "600",
    vary: "Origin",
  };
}

export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body?: unknown): void {
  const headers = { ...corsHeaders(req), "cache-control": "no-store" };
  if (body === undefined) {
    res.writeHead(status, headers).end();
    return;
  }
  res.writeHead(status, { ...headers, "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
}

export function sendError(req: IncomingMessage, res: ServerResponse, error: StorageError): void {
  sendJson(req, res, error.status, error.toJSON());
}

/** The whole body, refused with 413 past `limit` bytes (and before reading, when Content-Length says so). */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  if (Number(req.headers["content-length"] ?? 0) > limit) throw storageErrors.tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw storageErrors.tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await readBody(req, 1024 * 1024)).toString("utf8").trim();
  try {
    const value: unknown = text ? JSON.parse(text) : {};
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw storageErrors.invalidRequest("The body must be a JSON object");
}

/**
 * Whether the client already holds this version (`If-None-Match` names the ETag, or `*`): it then gets 304 and no
 * body, as from Supabase Storage, so a revisiting browser revalidates its images without downloading them again.
 */
export function isNotModified(req: IncomingMessage, etag: string): boolean {
  const header = req.headers["if-none-match"];
  if (!header) return false;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

/**
 * An object's bytes with the headers that keep them inert: `nosniff`, and a sandboxing Content-Security-Policy
 * so that a file opened on its own (an SVG above all) can never run script. One byte range for video seeking.
 */
export async function sendObject(req: IncomingMessage, res: ServerResponse, row: ObjectRow, file: { handle: FileHandle; size: number }, download: string | null) {
  const { handle, size } = file;
  const headers: Record<string, string> = {
    ...corsHeaders(req),
    "content-type": row.metadata?.mimetype ?? "application/octet-stream",
    "cache-control": row.metadata?.cacheControl ?? "max-age=3600",
    etag: row.metadata?.eTag ?? `"${row.version}"`,
    "last-modified": new Date(row.updated_at).toUTCString(),
    "accept-ranges": "bytes",
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; media-src 'self'; sandbox",
  };
  if (isNotModified(req, headers.etag!)) {
    await handle.close();
    res.writeHead(304, headers).end();
    return;
  }
  if (download !== null) headers["content-disposition"] = `attachment; filename="${encodeURIComponent(download || row.name.split("/").pop() || "file")}"`;
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ""));
  let start = 0;
  let end = size - 1;
  let status = 200;
  if (range && size > 0 && (range[1] || range[2])) {
    start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start > end || start >= size) {
      await handle.close();
      res.writeHead(416, { ...headers, "content-range": `bytes */${size}` }).end();
      return;
    }
    status = 206;
    headers["content-range"] = `bytes ${start}-${end}/${size}`;
  }
  headers["content-length"] = String(size === 0 ? 0 : end - start + 1);
  res.writeHead(status, headers);
  if (req.method === "HEAD" || size === 0) {
    await handle.close();
    res.end();
    return;
  }
  // A client that goes away, even before the file was open, must not leave it open: the pipeline destroys the
  // stream, which closes its handle, when the response closes early or had already closed.
  await pipeline(handle.createReadStream({ start, end }), res).catch(() => undefined);
}
