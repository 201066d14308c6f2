import "server-only";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { withRls, type Claims } from "@/lib/db";
import { findRole } from "@/lib/memberships/queries";
import type { MembershipRole } from "@/lib/memberships/roles";
import { findProfile, type Profile } from "@/lib/profiles/queries";
import type { Site } from "@/lib/tenancy/site";
import { isSessionLive } from "./queries";
import { verifyAccessToken } from "./verify-token";

export interface RequestUser {
  id: string;
  email: string | null;
  /** The username from sign-up metadata. */
  signupUsername: string | null;
  claims: Extract<Claims, { role: "authenticated" }>;
  /** The request's access token, for calls to Supabase's own APIs as this user (Storage). */
  accessToken: string;
  profile: Profile | null;
  /** The role on THIS site: a membership of another organisation grants nothing here. */
  role: MembershipRole | null;
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  return header?.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() : null;
}

function parseCookies(header: string | null): { name: string; value: string }[] {
  if (!header) return [];
  return header.split(";").flatMap((part) => {
    const index = part.indexOf("=");
    if (index < 1) return [];
    const value = part.slice(index + 1).trim();
    try {
      return [{ name: part.slice(0, index).trim(), value: decodeURIComponent(value) }];
    } catch {
      return [{ name: part.slice(0, index).trim(), value }];
    }
  });
}

/** The access token from the session cookies @supabase/ssr writes (read only; the proxy refreshes them). */
async function cookieToken(request: Request): Promise<string | null> {
  const cookies = parseCookies(request.headers.get("cookie"));
  if (!cookies.some((cookie) => cookie.name.startsWith("sb-"))) return null;
  const supabase = createSupabaseServerClient({ getAll: () => cookies, setAll: () => undefined });
  const { data } = await supabase.auth.getSession();
  return data.session?.access_token ?? null;
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The signed-in user behind a request (bearer token first, then session cookies), or null. A token is
 * verified locally; a state-changing request also needs its session to be live, so a token taken before
 * a logout cannot write (reads need no round trip: they show only what the token's holder could see).
 * The role is the one on `site`; without a site (the platform's console) there is none.
 */
export async function getRequestUser(request: Request, site: Site | null): Promise<RequestUser | null> {
  const accessToken = bearerToken(request) ?? (await cookieToken(request));
  const verified = await verifyAccessToken(accessToken);
  if (!verified || !accessToken) return null;
  const claims = { role: "authenticated" as const, sub: verified.sub, email: verified.email, session_id: verified.session_id };
  const writes = !READS.has(request.method);
  const { profile, role, live } = await withRls(claims, async (db) => ({
    profile: await findProfile(db, { userId: verified.sub }),
    role: site ? await findRole(db, { userId: verified.sub, orgId: site.id }) : null,
    live: writes ? await isSessionLive(db) : true,
  }));
  if (!live) return null;
  return { id: verified.sub, email: verified.email ?? null, signupUsername: verified.username ?? null, claims, accessToken, profile, role };
}
