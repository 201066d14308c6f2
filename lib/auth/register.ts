import { z } from "zod";
import { ApiClientError, apiFetch } from "@/lib/api/client";
import { isPlainPersonName } from "@/lib/email/person-name";
import type { Locale } from "@/lib/i18n/locales";
import { authErrorKey, type AuthMessageKey } from "./auth-error-key";
import { ensureProfile } from "./ensure-profile";
import type { RegisterInput } from "./schemas";
import { loadSupabaseClient } from "./session-store";
import { normalizeRegistration, type RegistrationInput } from "./validation";

const ok = z.object({ success: z.literal(true) });
const registered = z.object({ session: z.object({ access_token: z.string(), refresh_token: z.string() }).nullable() });

export type RegistrationOutcome =
  | { kind: "error"; key: AuthMessageKey | null; message: string }
  | { kind: "done"; session: boolean; emailFailed: "welcome" | "free_trial" | null };

const serverError: RegistrationOutcome = { kind: "error", key: "serverError", message: "" };

/** A refused registration as the form shows it: Auth's codes (passed on by POST /api/register) map to the spec's messages. */
function refused(error: unknown): RegistrationOutcome {
  if (!(error instanceof ApiClientError)) return serverError;
  const key = authErrorKey(error) ?? (error.status >= 500 ? "serverError" : null);
  return { kind: "error", key, message: Object.values(error.fields)[0] ?? error.message };
}

/**
 * Registration as the spec orders it: sign up through POST /api/register (username in the metadata, confirmation
 * link back to the login page), upsert the profile with the site's organisation, record the free trial, then the
 * welcome or free-trial email, whose failure is reported but not fatal.
 */
export async function register(
  raw: RegistrationInput,
  { siteId, freeTrial, loginUrl, locale }: { siteId: string; freeTrial: boolean; loginUrl: string; locale?: Locale },
): Promise<RegistrationOutcome> {
  const input = normalizeRegistration(raw);
  const body: RegisterInput = { ...input, login_url: loginUrl, locale };
  let answer: z.infer<typeof registered>;
  try {
    answer = await apiFetch("/api/register", registered, { method: "POST", body });
  } catch (error) {
    return refused(error);
  }

  // Auth signed the new account in at once (no confirmation required): the browser's client takes the session over.
  let token: string | null = null;
  let userId: string | null = null;
  if (answer.session) {
    const supabase = await loadSupabaseClient().catch(() => null);
    const taken = await supabase?.auth.setSession(answer.session).catch(() => null);
    if (!taken?.data.session || taken.error) return serverError;
    token = taken.data.session.access_token;
    userId = taken.data.session.user.id;
  }

  if (token) {
    try {
      await ensureProfile(token, input.username);
    } catch {
      return serverError;
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
    const body = { type, to: input.email, organization_id: siteId, user_id: userId, name };
    await apiFetch("/api/send-email", ok, { method: "POST", token, body }).catch(() => {
      emailFailed = type;
    });
  }
  return { kind: "done", session: token !== null, emailFailed };
}
