import "server-only";
import { parseCookieHeader } from "@supabase/ssr";
import { createSupabaseServerClient } from "@/lib/supabase/server";

export interface ConfirmedAddress {
  userId: string;
  email: string;
}

/**
 * The caller's own email address, only once the auth server has confirmed it; null without a session,
 * for an address still unconfirmed, or when the auth server cannot say. An access token does not carry
 * whether the address is confirmed, so this asks GET /auth/v1/user (`email_confirmed_at`): one round trip,
 * paid only by the endpoints that send mail. Same token as getRequestUser: bearer first, then cookies.
 */
export async function confirmedAddressOf(request: Request): Promise<ConfirmedAddress | null> {
  const header = request.headers.get("authorization");
  const bearer = header?.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() : undefined;
  const cookies = parseCookieHeader(request.headers.get("cookie") ?? "").map(({ name, value }) => ({ name, value: value ?? "" }));
  const supabase = createSupabaseServerClient({ getAll: () => cookies, setAll: () => undefined });
  const { data, error } = await supabase.auth.getUser(bearer || undefined);
  if (error || !data.user?.email || !data.user.email_confirmed_at) return null;
  return { userId: data.user.id, email: data.user.email };
}
