import "server-only";
import { isIP } from "node:net";
import { createClient } from "@supabase/supabase-js";
import { readServerEnv } from "@/lib/env/server-env";
import { NoRealtimeTransport } from "@/lib/supabase/no-realtime";

/** The tokens the browser's client takes over (setSession) when Auth signs the new account in at once. */
export interface SignUpSession {
  access_token: string;
  refresh_token: string;
}

/** An answer of Auth's to a sign-up (weak_password, over_email_send_rate_limit, …), passed on to the browser as it came. */
export class SignUpRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "SignUpRefused";
  }

  toResponse(): Response {
    return Response.json({ error: { code: this.code, message: this.message } }, { status: this.status });
  }
}

/**
 * The boundary to Supabase Auth's POST /auth/v1/signup, called as the browser's client would (the publishable key),
 * from the server. The implicit flow: the confirmation link lands on `redirectTo` with the session in the fragment,
 * as no code verifier waits in the browser. The caller's address goes along, for Auth's per-address limits.
 */
export async function signUpWithAuth({
  email,
  password,
  username,
  redirectTo,
  callerAddress,
}: {
  email: string;
  password: string;
  username: string;
  redirectTo: string;
  callerAddress: string;
}): Promise<SignUpSession | null> {
  const env = readServerEnv();
  const auth = createClient(env.SUPABASE_URL, env.NEXT_PUBLIC_SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: "implicit" },
    global: { headers: isIP(callerAddress) ? { "x-forwarded-for": callerAddress } : {} },
    realtime: { transport: NoRealtimeTransport },
  }).auth;
  const { data, error } = await auth.signUp({ email, password, options: { data: { username }, emailRedirectTo: redirectTo } });
  if (error) {
    // No answer at all (Auth unreachable) is the gateway's failure, not the caller's.
    const status = error.status && error.status >= 400 ? error.status : 502;
    throw new SignUpRefused(status, error.code ?? "unexpected_failure", error.message);
  }
  return data.session ? { access_token: data.session.access_token, refresh_token: data.session.refresh_token } : null;
}
