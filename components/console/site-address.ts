import type { Session } from "@supabase/supabase-js";

/**
 * Where a site opens from the console: its local address on this machine's port in development (the console
 * runs on app.localhost), its public one over HTTPS otherwise. The session goes along in the fragment, which
 * no server sees, to the site's /auth/handoff page, as Supabase's implicit sign-in does: sessions are per host.
 */
export function siteEntryUrl(site: { host: string; local_host: string | null }, session: Session, path = "/"): string {
  const { hostname, port, protocol } = window.location;
  const local = hostname === "localhost" || hostname.endsWith(".localhost");
  const origin = local && site.local_host ? `${protocol}//${site.local_host}${port ? `:${port}` : ""}` : `https://${site.host}`;
  const fragment = new URLSearchParams({ access_token: session.access_token, refresh_token: session.refresh_token, next: path });
  return `${origin}/auth/handoff#${fragment}`;
}
