/**
 * The largest body POST /api/posts and PATCH /api/posts/{slug} read: a post's content and every translation of
 * it at the schema's 500 000 characters fit; anything bigger is refused before it is read (413).
 */
export const POST_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
export const POST_BODY_TOO_LARGE_MESSAGE = "The post is too large to save. Shorten its content and try again.";

/** A route handler that answers 413 to a body declared larger than the limit, and runs `handler` otherwise. */
export function limitPostBody<Rest extends unknown[]>(handler: (request: Request, ...rest: Rest) => Promise<Response>) {
  return async (request: Request, ...rest: Rest): Promise<Response> => {
    const length = Number(request.headers.get("content-length") ?? 0);
    if (length > POST_BODY_LIMIT_BYTES) {
      return Response.json({ error: { code: "payload_too_large", message: POST_BODY_TOO_LARGE_MESSAGE } }, { status: 413 });
    }
    return handler(request, ...rest);
  };
}
