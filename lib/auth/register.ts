import { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import { isPlainPersonName } from "@/lib/email/person-name";
import { authErrorKey, type AuthMessageKey } from "./auth-error-key";
import { ensureProfile } from "./ensure-profile";
import { loadSupabaseClient } from "./session-store";
import { normalizeRegistration, type RegistrationInput } from "./validation";

const ok = z.object({ success: z.literal(true) });

export type RegistrationOutcome =
  | { kind: "error"; key: AuthMessageKey | null; message: string }
  | { kind: "done"; session: boolean; emailFailed: "welcome" | "free_trial" | null };

/**
 * Registration as the spec orders it: sign up (username in the metadata, confirmation link back to
 * the login page), upsert the profile with the site's organisation, record the free trial, then the
 * welcome or free-trial email, whose failure is reported but not fatal.
 */
export async function register(
  raw: RegistrationInput,
  { siteId, freeTrial, loginUrl }: { siteId: string; freeTrial: boolean; loginUrl: string },
): Promise<RegistrationOutcome> {
  const input = normalizeRegistration(raw);
  const supabase = await loadSupabaseClient().catch(() => null);
  if (!supabase) return { kind: "error", key: "serverError", message: "" };
  const { data, error } = await supabase.auth.signUp({
    email: input.email,
    password: input.password,
    options: { data: { username: input.username }, emailRedirectTo: loginUrl },
  });
  if (error) return { kind: "error", key: authErrorKey(error), message: error.message };
  const token = data.session?.access_token ?? null;

  if (token) {
    try {
      await ensureProfile(token, input.username);
    } catch {
      return { kind: "error", key: "serverError", message: "" };
    }
  }
  if (freeTrial) {
    try {
      await apiFetch("/api/register-user-free-trial", ok, { method: "POST", token, body: { email: input.email } });
    } catch {
      return { kind: "error", key: "freeTrialFailed", message: "" };
    }
  }

  // The site emails only a signed-in user's own confirmed address: without a session (confirmation
  // pending) no welcome or free-trial email is sent; the confirmation email stands in for both.
  const type = token ? (freeTrial ? "free_trial" : "welcome") : null;
  let emailFailed: "welcome" | "free_trial" | null = null;
  if (type) {
    // A username that is not a plain name (a link, an address) is left out: the email greets the address.
    const name = isPlainPersonName(input.username) ? input.username : "";
    const body = { type, to: input.email, organization_id: siteId, user_id: data.user?.id ?? null, name };
    await apiFetch("/api/send-email", ok, { method: "POST", token, body }).catch(() => {
      emailFailed = type;
    });
  }
  return { kind: "done", session: token !== null, emailFailed };
}
