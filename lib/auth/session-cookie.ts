/**
 * Whether a `document.cookie` string carries a Supabase session: @supabase/ssr stores it as
 * `sb-<project>-auth-token`, split into `.0`, `.1`… when long. The PKCE `…-auth-token-code-verifier`
 * is not a session. Without such a cookie nobody is signed in, so the auth client need not load.
 */
export function hasSessionCookie(cookie: string): boolean {
  return /(?:^|;\s*)sb-[^=;\s]+-auth-token(?:\.\d+)?=/.test(cookie);
}
