import { createServer, type IncomingMessage, type Server } from "node:http";
import { clientAddress, trustedProxyHops } from "../../../lib/net/client-address.mjs";
import { adminOnly, type AuthContext, type AuthRequest, type Route } from "./context";
import { toEmbeddedDb, type DatabaseHandle } from "./db";
import { AuthError, authErrors } from "./errors";
import { bearerToken, readJsonBody, send, type Reply } from "./http";
import { TokenSigner } from "./jwt";
import { apiKeyRole, isApiKey } from "./keys";
import { unknownUserHash } from "./passwords";
import { DEFAULT_RATE_LIMITS, RateLimiter, type RateLimits } from "./rate-limit";
import { createAdminUser, deleteAdminUser, getAdminUser, listAdminUsers, updateAdminUser } from "./routes/admin-users";
import { generateLink } from "./routes/generate-link";
import { invite } from "./routes/invite";
import { logout } from "./routes/logout";
import { health, jwks, settings } from "./routes/meta";
import { recover } from "./routes/recover";
import { resend } from "./routes/resend";
import { signup } from "./routes/signup";
import { token } from "./routes/token";
import { getUser, putUser } from "./routes/user";
import { verifyHash, verifyLink } from "./routes/verify";
import { createSendEmail, type SendEmail } from "./send-email";
import { createStorageService } from "../storage/service";

export interface AuthServerOptions {
  db: DatabaseHandle;
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
  /** Where redirects fall back to, and the one host allowed besides the organisations'. */
  siteUrl?: string;
  /** AUTH_EMAIL_CONFIRMATION: sign-up answers a session at once (false) or mails a confirmation link (true). */
  emailConfirmation?: boolean;
  rateLimits?: Partial<RateLimits>;
  sendEmail?: SendEmail;
  /** The URL browsers reach this server at (token issuer, email links); default http://host:port. */
  publicUrl?: string;
  jwtExpirySeconds?: number;
  /** GoTrue's REFRESH_TOKEN_REUSE_INTERVAL (10 s); 0 refuses every reuse of a rotated token. */
  refreshTokenReuseIntervalSeconds?: number;
  /** Proxies in front whose X-Forwarded-For entries name the client; default TRUSTED_PROXY_HOPS, else 0. */
  trustedProxyHops?: number;
  /** Where the Storage API (/storage/v1 on the same port, as behind Supabase's gateway) keeps files; none: no storage. */
  storageRoot?: string;
}

export interface AuthServer {
  /** e.g. http://127.0.0.1:54321 — supabase-js takes this as the project URL. */
  url: string;
  port: number;
  close(): Promise<void>;
}

// [method, path below /auth/v1 (":name" matches one segment), route, whether the apikey may be absent]
const ROUTES: [string, string, Route, boolean][] = [
  ["POST", "/signup", signup, false],
  ["POST", "/token", token, false],
  ["GET", "/user", getUser, false],
  ["PUT", "/user", putUser, false],
  ["POST", "/logout", logout, false],
  ["POST", "/recover", recover, false],
  ["POST", "/resend", resend, false],
  // The link in an email is opened by a browser, which has no key to send.
  ["GET", "/verify", verifyLink, true],
  ["POST", "/verify", verifyHash, false],
  ["GET", "/.well-known/jwks.json", jwks, true],
  ["GET", "/settings", settings, false],
  ["GET", "/health", health, true],
  // The admin subset, for the service role only.
  ["POST", "/invite", adminOnly(invite), false],
  ["POST", "/admin/generate_link", adminOnly(generateLink), false],
  ["GET", "/admin/users", adminOnly(listAdminUsers), false],
  ["POST", "/admin/users", adminOnly(createAdminUser), false],
  ["GET", "/admin/users/:id", adminOnly(getAdminUser), false],
  ["PUT", "/admin/users/:id", adminOnly(updateAdminUser), false],
  ["DELETE", "/admin/users/:id", adminOnly(deleteAdminUser), false],
];

/** The named segments of `path` when it has the pattern's shape, else null. */
function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    if (segment.startsWith(":")) params[segment.slice(1)] = got[i];
    else if (segment !== got[i]) return null;
  }
  return params;
}

/** The Supabase Auth (GoTrue) endpoints supabase-js calls, under /auth/v1, on node:http. */
export async function startAuthServer(options: AuthServerOptions): Promise<AuthServer> {
  const host = options.host ?? "127.0.0.1";
  // Read once: a malformed TRUSTED_PROXY_HOPS stops the start instead of failing every request.
  const hops = options.trustedProxyHops ?? trustedProxyHops();
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the auth server is not listening on TCP");
  const { port } = address;
  const url = `http://${host}:${port}`;
  const publicUrl = (options.publicUrl ?? url).replace(/\/+$/, "");
  const db = toEmbeddedDb(options.db);
  let signer: TokenSigner;
  try {
    signer = await TokenSigner.load(db, `${publicUrl}/auth/v1`, options.jwtExpirySeconds ?? 3600);
    // Made now, so the first sign-in with an unknown address is not the one that pays for it.
    await unknownUserHash();
  } catch (error) {
    await close(server);
    throw error;
  }
  const ctx: AuthContext = {
    db,
    signer,
    limiter: new RateLimiter(),
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    sendEmail: options.sendEmail ?? createSendEmail({ db, smtpUrl: process.env.SMTP_URL, from: process.env.SMTP_FROM }),
    publicUrl,
    siteUrl: options.siteUrl ?? "http://localhost:3000",
    emailConfirmation: options.emailConfirmation ?? false,
    refreshTokenReuseIntervalSeconds: options.refreshTokenReuseIntervalSeconds ?? 10,
    trustedProxyHops: hops,
  };
  const storage = options.storageRoot
    ? await createStorageService({ db, root: options.storageRoot, verifyToken: async (token) => ({ ...(await signer.verify(token)) }) })
    : null;
  server.on("request", (req, res) => {
    const url = new URL(req.url ?? "/", "http://gateway.local");
    if (storage && url.pathname.startsWith("/storage/v1/")) {
      void storage.handle(req, res, url);
      return;
    }
    handle(req, ctx).then(
      (reply) => send(req, res, reply),
      (error) => {
        console.error("[auth] unexpected error:", error);
        if (!res.headersSent) send(req, res, { status: 500, json: authErrors.unexpected().toJSON() });
      },
    );
  });
  return { url, port, close: () => close(server) };
}

async function handle(req: IncomingMessage, ctx: AuthContext): Promise<Reply> {
  if (req.method === "OPTIONS") return { status: 204 };
  const url = new URL(req.url ?? "/", "http://auth.local");
  const path = url.pathname.replace(/^\/auth\/v1(?=\/)/, "").replace(/\/+$/, "");
  const matches = ROUTES.flatMap(([method, pattern, route, open]) => {
    const params = matchPath(pattern, path);
    return params ? [{ method, route, open, params }] : [];
  });
  const match = matches.find(({ method }) => method === req.method);
  if (!url.pathname.startsWith("/auth/v1/") || matches.length === 0) return error(authErrors.notFound());
  if (!match) return error(authErrors.methodNotAllowed());
  const { route, open, params } = match;

  const apiKeyHeader = headerValue(req, "apikey");
  const apiKey = apiKeyRole(apiKeyHeader);
  if (!open && !apiKey) {
    // The gateway's own answer, before any auth logic runs (Kong in front of GoTrue).
    return { status: 401, json: { message: apiKeyHeader ? "Invalid API key" : "No API key found in request" } };
  }
  const bearer = bearerToken(req);
  try {
    const request: AuthRequest = {
      url,
      body: req.method === "GET" ? undefined : await readJsonBody(req),
      meta: {
        ip: clientAddress({
          socketAddress: req.socket.remoteAddress,
          forwardedFor: req.headers["x-forwarded-for"],
          hops: ctx.trustedProxyHops,
        }),
        userAgent: headerValue(req, "user-agent"),
      },
      apiKey,
      // supabase-js sends the API key as bearer when no one is signed in.
      accessToken: bearer && !isApiKey(bearer) ? bearer : undefined,
      bearerKey: apiKeyRole(bearer),
      params,
    };
    return await route(request, ctx);
  } catch (caught) {
    if (caught instanceof AuthError) return error(caught);
    throw caught;
  }
}

function error(caught: AuthError): Reply {
  return { status: caught.status, json: caught.toJSON() };
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
