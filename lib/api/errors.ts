import { DatabaseUnavailableError } from "@/lib/db/errors";
import { logger } from "@/lib/log/logger.mjs";

export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  site_not_found: 404,
  conflict: 409,
  email_exists: 409,
  slot_taken: 409,
  invalid_transition: 409,
  check_failed: 409,
  precondition_failed: 412,
  payload_too_large: 413,
  precondition_required: 428,
  locked: 423,
  validation_failed: 422,
  domain_not_verified: 422,
  rate_limited: 429,
  internal: 500,
  database_unavailable: 503,
  video_not_configured: 503,
  model_not_configured: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** An error a handler means to show: `{ error: { code, message, fields? } }` with the code's status. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** More of the error body, e.g. the current row and who changed it on a 412. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The SQLSTATE of a database error, looking through the wrappers drizzle puts around it (`cause`). */
export function sqlState(error: unknown): string | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/**
 * Postgres errors a request's values cause (a value the column cannot hold, a reference to a row that
 * is not there): a 400, never a 500, and never with SQL or row details in the answer.
 */
const CALLER_FAULT_STATES = new Set([
  "23503", // foreign_key_violation
  "22P02", // invalid_text_representation
  "22021", // character_not_in_repertoire
  "22P05", // untranslatable_character
  "22001", // string_data_right_truncation
  "23514", // check_violation
  "23502", // not_null_violation
]);

/** Every failure leaves as JSON with a code; nothing returns a stack trace. */
export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    const body = {
      error: { code: error.code, message: error.message, ...(error.fields && { fields: error.fields }), ...error.details },
    };
    return Response.json(body, { status: ERROR_STATUS[error.code] });
  }
  if (error instanceof DatabaseUnavailableError) {
    return Response.json(
      { error: { code: "database_unavailable", message: "The service is temporarily unavailable. Please try again." } },
      { status: 503, headers: { "retry-after": "5" } },
    );
  }
  const state = sqlState(error);
  if (state === "23505") {
    return Response.json({ error: { code: "conflict", message: "Something with this value already exists." } }, { status: 409 });
  }
  if (state && CALLER_FAULT_STATES.has(state)) {
    logger.warn({ sqlState: state }, "request refused by the database");
    return Response.json({ error: { code: "bad_request", message: "The request contains values that cannot be stored." } }, { status: 400 });
  }
  logger.error({ err: error }, "unexpected error in a route handler");
  return Response.json({ error: { code: "internal", message: "Something went wrong." } }, { status: 500 });
}
