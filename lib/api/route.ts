import { unstable_rethrow } from "next/navigation";
import { checkDraftView } from "@/lib/publishing/draft-view";
import type { z } from "zod";
import { getRequestUser, type RequestUser } from "@/lib/auth/request-user";
import { asAnon } from "@/lib/db";
import { DatabaseUnavailableError } from "@/lib/db/errors";
import { takeRateLimit } from "@/lib/rate-limit/mutations";
import { roleAtLeast } from "@/lib/memberships/roles";
import { normalizeHost } from "@/lib/tenancy/host";
import { currentRequest } from "@/lib/server/request-context";
import { isCrossSite } from "@/lib/net/cross-site";
import { resolveSite } from "@/lib/tenancy/resolve-site";
import type { Site } from "@/lib/tenancy/site";
import { keepCookiesPrivate } from "@/lib/http/private-cookies";
import { ANONYMOUS_BODY_LIMIT_BYTES, BODY_TOO_LARGE_MESSAGE, capBody, SIGNED_IN_BODY_LIMIT_BYTES, type BodyLimit } from "./body-limit";
import { ApiError, errorResponse } from "./errors";
import { findUnsafeString, UNSAFE_TEXT_MESSAGE } from "./safe-strings";

/** Spec (000 §6): calls without a session fail with this message. */
export const NO_SESSION_MESSAGE = "No active session found. Please log in again.";

interface RouteContext {
  request: Request;
  site: Site;
  /** The dynamic segments of the route's path (`[id]` → params.id; a catch-all's segments joined by "/"). */
  params: Record<string, string>;
}

/** What Next passes a route handler beside the request. */
interface SegmentContext {
  params?: Promise<Record<string, string | string[] | undefined>>;
}

async function segmentParams(segment: SegmentContext | undefined): Promise<Record<string, string>> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries((await segment?.params) ?? {})) {
    if (typeof value === "string") params[key] = value;
    else if (Array.isArray(value)) params[key] = value.join("/");
  }
  return params;
}

function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join(".") || "_"] ??= issue.message;
  return fields;
}

/** NUL and other control characters never reach a schema, let alone Postgres (lib/api/safe-strings.ts). */
function refuseUnsafeStrings(input: unknown, message: string): void {
  const field = findUnsafeString(input);
  if (field) throw new ApiError("bad_request", message, { [field]: UNSAFE_TEXT_MESSAGE });
}

/** Parses the query string with zod; bad input is a 400 with a message per field. */
export function parseQuery<Schema extends z.ZodType>(request: Request, schema: Schema): z.infer<Schema> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  refuseUnsafeStrings(query, "Invalid query parameters.");
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw new ApiError("bad_request", "Invalid query parameters.", fieldErrors(parsed.error));
  return parsed.data;
}

/** Parses a JSON body with zod; malformed JSON or bad fields are a 400 with a message per field. */
export async function parseBody<Schema extends z.ZodType>(request: Request, schema: Schema): Promise<z.infer<Schema>> {
  const json: unknown = await request.json().catch((error: unknown) => {
    // A body over the route's cap fails while it is read (413), which is no fault of its JSON.
    throw error instanceof ApiError ? error : new ApiError("bad_request", "The request body must be JSON.");
  });
  refuseUnsafeStrings(json, "Invalid request body.");
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError("bad_request", "Invalid request body.", fieldErrors(parsed.error));
  return parsed.data;
}

/**
 * The organisation behind the request's host, resolved exactly as the proxy does for pages. In the draft view
 * (lib/publishing/draft-view.ts) only while the request's preview grant still holds: else 404.
 */
export async function siteFromRequest(request: Request): Promise<Site> {
  const site = await hostSite(request);
  const draftView = await checkDraftView(normalizeHost(request.headers.get("host"))!, site.id);
  if (draftView === "invalid") throw new ApiError("not_found", "Not found.");
  return draftView ? { ...site, draftView } : site;
}

/** siteFromRequest without the draft view's check: for the route that opens a preview link, whatever came before. */
export async function hostSite(request: Request): Promise<Site> {
  const host = normalizeHost(request.headers.get("host"));
  if (!host) throw new ApiError("site_not_found", "No site at this address.");
  const site = await resolveSite(host).catch((error: unknown) => {
    throw error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError(error);
  });
  if (!site) throw new ApiError("site_not_found", "No site at this address.");
  const served = currentRequest();
  if (served) served.organizationId = site.id;
  return site;
}

/** A state-changing request from a browser must come from a page of the same host (CSRF). */
function assertSameOrigin(request: Request): void {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method)) return;
  if (isCrossSite(request.headers.get("origin"), request.headers.get("host"))) throw new ApiError("forbidden", "Cross-site request refused.");
}

/** Fails with 429 once `key` exceeds `limit` hits per window (kept in Postgres, shared by all instances). */
export async function enforceRateLimit(key: string, limit: number, windowSeconds: number): Promise<void> {
  const allowed = await asAnon((db) => takeRateLimit(db, { key, limit, windowSeconds }));
  if (!allowed) throw new ApiError("rate_limited", "Too many attempts. Please try again later.");
}

export { clientIp } from "./client-ip";

/** A per-caller limit a route takes before it reads the body, so a flood costs a counter, not a parse. */
interface RateLimitRule {
  key: (request: Request, site: Site) => string;
  limit: number;
  windowSeconds: number;
}

export interface RouteOptions {
  /** The route's body cap; by default 64 KB for route() (anyone may call it), 1 MB for signed-in routes. */
  body?: BodyLimit;
  rateLimit?: RateLimitRule;
  /** The organisation the request acts on; by default the one behind its host (siteFromRequest). */
  site?: (request: Request, params: Record<string, string>) => Promise<Site>;
}

const ANONYMOUS_BODY: BodyLimit = { bytes: ANONYMOUS_BODY_LIMIT_BYTES, message: BODY_TOO_LARGE_MESSAGE };
const SIGNED_IN_BODY: BodyLimit = { bytes: SIGNED_IN_BODY_LIMIT_BYTES, message: BODY_TOO_LARGE_MESSAGE };

/**
 * The one wrapper for route handlers: checks Origin on writes, caps the body while it streams (413),
 * resolves the organisation from the host, takes the route's rate limit before anything reads the body,
 * and maps every error to `{ error: { code, message, fields? } }`. A handler returns data (sent as JSON)
 * or a Response; the request it gets is the capped one.
 */
export function route(handler: (context: RouteContext) => Promise<unknown>, { body = ANONYMOUS_BODY, rateLimit, site: siteOf }: RouteOptions = {}) {
  return handled(body, async (request, params) => {
    const site = await (siteOf ?? siteFromRequest)(request, params);
    if (rateLimit) await enforceRateLimit(rateLimit.key(request, site), rateLimit.limit, rateLimit.windowSeconds);
    return handler({ request, site, params });
  });
}

/** What every route shares: the same-origin check, the body cap, the JSON answer and the error mapping. */
function handled(body: BodyLimit, run: (request: Request, params: Record<string, string>) => Promise<unknown>) {
  return async (received: Request, segment?: SegmentContext): Promise<Response> => {
    try {
      assertSameOrigin(received);
      const request = capBody(received, body);
      const result = await run(request, await segmentParams(segment));
      return keepCookiesPrivate(result instanceof Response ? result : Response.json(result));
    } catch (error) {
      // Next's own control flow (prerender bail-outs, redirects) must pass through untouched.
      unstable_rethrow(error);
      return errorResponse(error);
    }
  };
}

/**
 * A route for any signed-in person on any host, the platform's own included: no site is resolved, so the
 * user has no role here (401 without a session).
 */
export function personRoute(
  handler: (context: { request: Request; user: RequestUser; params: Record<string, string> }) => Promise<unknown>,
  { body = SIGNED_IN_BODY }: Pick<RouteOptions, "body"> = {},
) {
  return handled(body, async (request, params) => {
    const user = await getRequestUser(request, null);
    if (!user) throw new ApiError("unauthorized", NO_SESSION_MESSAGE);
    return handler({ request, user, params });
  });
}

/** A route for signed-in users: 401 with the spec's message when there is no valid session. */
export function userRoute(handler: (context: RouteContext & { user: RequestUser }) => Promise<unknown>, options: RouteOptions = {}) {
  return route(async (context) => {
    const user = await getRequestUser(context.request, context.site);
    if (!user) throw new ApiError("unauthorized", NO_SESSION_MESSAGE);
    return handler({ ...context, user });
  }, { ...options, body: options.body ?? SIGNED_IN_BODY });
}

export const ADMINS_ONLY_MESSAGE = "Only this site's admins can edit it.";
export const EDITORS_ONLY_MESSAGE = "Only this site's editors and admins can edit it.";
export const OWNERS_ONLY_MESSAGE = "Only this site's owners can do this.";

const ROLE_REFUSED = { editor: EDITORS_ONLY_MESSAGE, admin: ADMINS_ONLY_MESSAGE, owner: OWNERS_ONLY_MESSAGE } as const;

/** A route for the members of the host's organisation with `least` or a higher role: 401 without a session, 403 for anyone else. */
export function roleRoute(least: "editor" | "admin" | "owner", handler: (context: RouteContext & { user: RequestUser }) => Promise<unknown>, options: RouteOptions = {}) {
  return userRoute(async (context) => {
    if (!roleAtLeast(context.user.role, least)) throw new ApiError("forbidden", ROLE_REFUSED[least]);
    return handler(context);
  }, options);
}

/** A route for the owners and admins of the host's organisation: 401 without a session, 403 for anyone else. */
export function adminRoute(handler: (context: RouteContext & { user: RequestUser }) => Promise<unknown>, options: RouteOptions = {}) {
  return roleRoute("admin", handler, options);
}

/** A route for everyone who edits the host's organisation's content: editors, admins and owners. */
export function editorRoute(handler: (context: RouteContext & { user: RequestUser }) => Promise<unknown>, options: RouteOptions = {}) {
  return roleRoute("editor", handler, options);
}
