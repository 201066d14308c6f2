import type { Instrumentation } from "next";
import { logger, requestFields } from "./logger.mjs";
import { headerRequestId } from "./request";

type ErrorRequest = Parameters<Instrumentation.onRequestError>[1];
type ErrorContext = Parameters<Instrumentation.onRequestError>[2];

/**
 * Logs a server error Next caught while serving a request (instrumentation.ts `onRequestError`), with its stack:
 * the log has it, the answer never does. The request id comes from the request context through server/, else from
 * the request's own `x-request-id`.
 */
export function logRequestError(error: unknown, request: ErrorRequest, context: ErrorContext): void {
  const requestId = requestFields().requestId ?? headerRequestId(request.headers["x-request-id"]);
  logger.error(
    {
      err: error,
      ...(requestId && { requestId }),
      method: request.method,
      // The query is left out: it can carry a token (a signed link, a guest's booking link).
      path: request.path.split("?")[0],
      routePath: context.routePath,
      routeType: context.routeType,
      ...(context.renderSource && { renderSource: context.renderSource }),
      ...(context.revalidateReason && { revalidateReason: context.revalidateReason }),
    },
    "request failed",
  );
}
