import { DatabaseUnavailableError } from "@/lib/db/errors";

export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  site_not_found: 404,
  conflict: 409,
  slot_taken: 409,
  invalid_transition: 409,
  precondition_failed: 412,
  validation_failed: 422,
  rate_limited: 429,
  internal: 500,
  database_unavailable: 503,
  video_not_configured: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** An error a handler means to show: `{ error: { code, message, fields? } }` with the code's status. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Every failure leaves as JSON with a code; nothing returns a stack trace. */
export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    const body = { error: { code: error.code, message: error.message, ...(error.fields && { fields: error.fields }) } };
    return Response.json(body, { status: ERROR_STATUS[error.code] });
  }
  if (error instanceof DatabaseUnavailableError) {
    return Response.json(
      { error: { code: "database_unavailable", message: "The service is temporarily unavailable. Please try again." } },
      { status: 503, headers: { "retry-after": "5" } },
    );
  }
  console.error("[api] unexpected error:", error);
  return Response.json({ error: { code: "internal", message: "Something went wrong." } }, { status: 500 });
}
