import { LOCAL_ANON_KEY } from "../supabase/embedded/auth/keys";

export interface Session {
  access_token: string;
  [key: string]: unknown;
}

/** Signs in through the embedded Auth API with a password, as supabase-js does. */
export async function passwordSession(authUrl: string, account: { email: string; password: string }): Promise<Session> {
  const response = await fetch(`${authUrl}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: LOCAL_ANON_KEY, "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  const session = (await response.json()) as Partial<Session>;
  if (!session.access_token) throw new Error(`sign-in failed (${response.status})`);
  return session as Session;
}

/** The cookie @supabase/ssr keeps for that session on the app's host. */
export function sessionCookie(authUrl: string, appUrl: string, session: Session) {
  const name = `sb-${new URL(authUrl).hostname.split(".")[0]}-auth-token`;
  return { name, value: `base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}`, url: appUrl };
}
