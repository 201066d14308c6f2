import { ApiError } from "./errors";

/**
 * What a signed-in caller may send unless the route names more: the largest editor save (a banner's landing
 * page and every translation of a section) fits several times over.
 */
export const SIGNED_IN_BODY_LIMIT_BYTES = 1024 * 1024;
/** Routes anyone may call (contact form, consent, bookings, emails, free trial) take a few short fields. */
export const ANONYMOUS_BODY_LIMIT_BYTES = 64 * 1024;
export const BODY_TOO_LARGE_MESSAGE = "The request is too large.";

/** The most bytes a route reads from a body, and what a caller who sends more is told (413). */
export interface BodyLimit {
  bytes: number;
  message: string;
}

const tooLarge = (limit: BodyLimit) => new ApiError("payload_too_large", limit.message);

/**
 * The request as a handler may read it: refused at once when it declares more than the limit, and failing
 * with 413 as soon as its body streams past the limit, whatever Content-Length or Transfer-Encoding say.
 * Nothing is read until the handler reads; the rest of an oversize body is never read at all.
 */
export function capBody(request: Request, limit: BodyLimit): Request {
  if (Number(request.headers.get("content-length")) > limit.bytes) throw tooLarge(limit);
  if (!request.body) return request;
  const source = request.body.getReader();
  let read = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await source.read();
      if (done) return controller.close();
      read += value.byteLength;
      if (read > limit.bytes) {
        await source.cancel().catch(() => undefined);
        throw tooLarge(limit);
      }
      controller.enqueue(value);
    },
    cancel: (reason) => source.cancel(reason),
  });
  // A streamed request body must say so (fetch's `duplex`), which the DOM typings do not know yet.
  const init: RequestInit & { duplex: "half" } = { body, duplex: "half" };
  return new Request(request, init);
}
