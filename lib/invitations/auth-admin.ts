import "server-only";
import { createClient } from "@supabase/supabase-js";
import { readServerEnv } from "@/lib/env/server-env";
import { NoRealtimeTransport } from "@/lib/supabase/no-realtime";

/**
 * The boundary to Supabase Auth's admin API (service role key; GoTrue's contract, served by the embedded Auth in
 * development): a sign-in link for an invited address. A new address gets an `invite` link, which confirms it and
 * lets the person choose a password; an address with an account gets a `magiclink`. Either lands on `redirectTo`
 * with the session in the fragment. No email is sent by Auth: ours is.
 */
export async function invitationLink(email: string, redirectTo: string): Promise<string> {
  const env = readServerEnv();
  const admin = createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeTransport },
  }).auth.admin;
  const invited = await admin.generateLink({ type: "invite", email, options: { redirectTo } });
  if (!invited.error) return invited.data.properties.action_link;
  if (invited.error.code !== "email_exists") throw invited.error;
  const existing = await admin.generateLink({ type: "magiclink", email, options: { redirectTo } });
  if (existing.error) throw existing.error;
  return existing.data.properties.action_link;
}
