import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { DatabaseUnavailableError } from "@/lib/db/errors";
import { normalizeHost } from "@/lib/tenancy/host";
import { resolveSite } from "@/lib/tenancy/resolve-site";
import type { Site } from "@/lib/tenancy/site";
import { ApiError, errorResponse } from "./errors";

interface RouteContext {
  request: Request;
  site: Site;
}

function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join(".") || "_"] ??= issue.message;
  return fields;
}

/** Parses the query string with zod; bad input is a 400 with a message per field. */
export function parseQuery<Schema extends z.ZodType>(request: Request, schema: Schema): z.infer<Schema> {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw new ApiError("bad_request", "Invalid query parameters.", fieldErrors(parsed.error));
  return parsed.data;
}

/** The organisation behind the request's host, resolved exactly as the proxy does for pages. */
export async function siteFromRequest(request: Request): Promise<Site> {
  const host = normalizeHost(request.headers.get("host"));
  if (!host) throw new ApiError("site_not_found", "No site at this address.");
  const site = await resolveSite(host).catch((error: unknown) => {
    throw error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError(error);
  });
  if (!site) throw new ApiError("site_not_found", "No site at this address.");
  return site;
}

/**
 * The one wrapper for route handlers: resolves the organisation from the host and maps every
 * error to the `{ error: { code, message, fields? } }` shape. A handler returns data (sent as
 * JSON) or a Response.
 */
export function route(handler: (context: RouteContext) => Promise<unknown>) {
  return async (request: Request): Promise<Response> => {
    try {
      const site = await siteFromRequest(request);
      const result = await handler({ request, site });
      return result instanceof Response ? result : Response.json(result);
    } catch (error) {
      // Next's own control flow (prerender bail-outs, redirects) must pass through untouched.
      unstable_rethrow(error);
      return errorResponse(error);
    }
  };
}
