import type { Session } from "@supabase/supabase-js";
import { loadSupabaseClient } from "./session-store";

/**
 * Takes over a session handed over in the address's fragment (access and refresh token, as Auth's implicit links
 * and the console's handoff send it; a fragment never reaches a server) and drops the fragment from the address bar
 * and history. Null when the fragment carries none; else its other values and the session (null if Auth refused it).
 */
export function takeFragmentSession(): { fragment: URLSearchParams; session: Promise<Session | null> } | null {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const access_token = fragment.get("access_token");
  const refresh_token = fragment.get("refresh_token");
  if (!access_token || !refresh_token) return null;
  window.history.replaceState(null, "", `${window.location.pathname}${window.location.search}`);
  const session = loadSupabaseClient()
    .then((supabase) => supabase.auth.setSession({ access_token, refresh_token }))
    .then(({ data, error }) => (error ? null : data.session))
    .catch(() => null);
  return { fragment, session };
}
