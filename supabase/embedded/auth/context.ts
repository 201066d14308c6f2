import type { EmbeddedDb } from "./db";
import { authErrors } from "./errors";
import type { Reply } from "./http";
import type { AccessTokenClaims, TokenSigner } from "./jwt";
import type { ApiKeyRole } from "./keys";
import type { RateLimiter, RateLimits } from "./rate-limit";
import type { SendEmail } from "./send-email";
import { sessionExists, type RequestMeta } from "./sessions";
import { findUserById, isBanned, type UserRow } from "./users";

/** Everything a route needs, built once when the server starts. */
export interface AuthContext {
  db: EmbeddedDb;
  signer: TokenSigner;
  limiter: RateLimiter;
  rateLimits: RateLimits;
  sendEmail: SendEmail;
  /** Where links in emails point: this server as the browser reaches it, e.g. http://127.0.0.1:54321. */
  publicUrl: string;
  siteUrl: string;
  emailConfirmation: boolean;
  refreshTokenReuseIntervalSeconds: number;
  /** TRUSTED_PROXY_HOPS: how many proxies in front may name the client in X-Forwarded-For (0: none). */
  trustedProxyHops: number;
}

/** One request, as routes see it. */
export interface AuthRequest {
  url: URL;
  body: unknown;
  meta: RequestMeta;
  apiKey: ApiKeyRole | null;
  /** The bearer token when it is a user's access token (an API key sent as bearer means "no user"). */
  accessToken?: string;
  /** The API key sent as bearer, if one was (supabase-js sends its key there when no one is signed in). */
  bearerKey: ApiKeyRole | null;
  /** The path's named segments, e.g. `id` of /admin/users/:id. */
  params: Record<string, string>;
}

export type Route = (req: AuthRequest, ctx: AuthContext) => Promise<Reply>;

/** The signed-in user of a request: a valid token whose session still exists (logout ends it at once). */
export async function requireUser(
  req: AuthRequest,
  ctx: AuthContext,
): Promise<{ claims: AccessTokenClaims; user: UserRow }> {
  if (!req.accessToken) throw authErrors.noAuthorization();
  let claims: AccessTokenClaims;
  try {
    claims = await ctx.signer.verify(req.accessToken);
  } catch (error) {
    throw authErrors.badJwt(error instanceof Error ? error.message : "invalid token");
  }
  if (!(await sessionExists(ctx.db, claims.session_id, claims.sub))) throw authErrors.sessionNotFound();
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw authErrors.userNotFound();
  // A token issued before the ban stops working at once, as in GoTrue.
  if (isBanned(user)) throw authErrors.userBanned(403);
  return { claims, user };
}

/**
 * GoTrue's requireAdminCredentials: only the service role may call the admin API. Supabase's gateway turns a
 * secret key into that role, whether sent as bearer or (with no bearer) only as apikey; a user's token is
 * checked like anywhere else and then refused, as is the publishable key.
 */
export async function requireAdmin(req: AuthRequest, ctx: AuthContext): Promise<void> {
  if (req.accessToken) {
    await requireUser(req, ctx);
    throw authErrors.notAdmin();
  }
  if ((req.bearerKey ?? req.apiKey) !== "service_role") throw authErrors.notAdmin();
}

/** A route of the admin API: nothing in it runs for anyone but the service role. */
export function adminOnly(route: Route): Route {
  return async (req, ctx) => {
    await requireAdmin(req, ctx);
    return route(req, ctx);
  };
}

/** `redirect_to` from the query (supabase-js puts it there for signup, recover and user updates). */
export function redirectParam(req: AuthRequest): string | null {
  return req.url.searchParams.get("redirect_to");
}

export function verifyUrl(ctx: AuthContext, token: string, type: string, redirectTo: string): string {
  const url = new URL("/auth/v1/verify", ctx.publicUrl);
  url.searchParams.set("token", token);
  url.searchParams.set("type", type);
  url.searchParams.set("redirect_to", redirectTo);
  return url.toString();
}
