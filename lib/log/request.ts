import { requestFields } from "./logger.mjs";

// The self-hosted server's rule for a caller's id (lib/server/request-context.ts): a plain token, never free text.
const PLAIN_TOKEN = /^[A-Za-z0-9._:-]{1,128}$/;

/** A caller's `x-request-id` when it is a plain token, else undefined. */
export function headerRequestId(value: string | string[] | null | undefined): string | undefined {
  const id = Array.isArray(value) ? value[0] : value;
  return id && PLAIN_TOKEN.test(id) ? id : undefined;
}

/**
 * What a log line says of the request at hand: its method and path, and its id. Through server/ the logger adds the
 * id itself (from the request context); on a platform host the request's own `x-request-id` is all there is.
 */
export function requestLogFields(request: Request): { method: string; path: string; requestId?: string } {
  const requestId = requestFields().requestId ?? headerRequestId(request.headers.get("x-request-id"));
  return { method: request.method, path: new URL(request.url).pathname, ...(requestId && { requestId }) };
}
