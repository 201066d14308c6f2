import { ApiError, errorResponse } from "./errors";

/** Reads `request`'s body, failing with 413 as soon as it grows past `limit` bytes. */
async function readCapped(request: Request, limit: number, message: string): Promise<Uint8Array> {
  const reader = request.body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new ApiError("payload_too_large", message);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * A route handler that refuses a body larger than `limit` bytes with 413 and `message`: at once when the
 * request declares its length, otherwise once that many bytes have been read. `handler` gets the request
 * with its body intact.
 */
export function limitBody<Rest extends unknown[]>(
  limit: number,
  message: string,
  handler: (request: Request, ...rest: Rest) => Promise<Response>,
) {
  return async (request: Request, ...rest: Rest): Promise<Response> => {
    try {
      const declared = Number(request.headers.get("content-length") ?? Number.NaN);
      if (declared > limit) throw new ApiError("payload_too_large", message);
      if (!request.body || Number.isFinite(declared)) return handler(request, ...rest);
      const body = await readCapped(request, limit, message);
      return handler(new Request(request, { body, duplex: "half" } as RequestInit), ...rest);
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error);
      throw error;
    }
  };
}
