import type { BodyLimit } from "@/lib/api/body-limit";

/**
 * The largest body POST /api/posts and PATCH /api/posts/{slug} read: a post's content and every translation of
 * it at the schema's 500 000 characters fit; anything bigger is refused with 413 before more is read.
 */
export const POST_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
export const POST_BODY_TOO_LARGE_MESSAGE = "The post is too large to save. Shorten its content and try again.";
export const POST_BODY_LIMIT: BodyLimit = { bytes: POST_BODY_LIMIT_BYTES, message: POST_BODY_TOO_LARGE_MESSAGE };
