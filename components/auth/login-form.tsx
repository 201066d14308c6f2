"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { useLocalizedPath } from "@/components/site/site-context";
import { authErrorKey } from "@/lib/auth/auth-error-key";
import { LOGIN_REDIRECT_DELAY_MS, REMEMBER_LOGIN_KEY } from "@/lib/auth/constants";
import { ensureProfile } from "@/lib/auth/ensure-profile";
import { takeFragmentSession } from "@/lib/auth/fragment-session";
import { chooseRedirectTarget } from "@/lib/auth/redirect";
import { clearReturnAddress, readReturnAddress } from "@/lib/auth/return-address";
import { loadSupabaseClient } from "@/lib/auth/session-store";
import { useStoredFlag } from "@/lib/auth/use-stored-flag";
import { validateLogin } from "@/lib/auth/validation";
import { formValues } from "@/lib/form-values";
import { FormStatus } from "./form-status";
import { PasswordField } from "./password-field";
import { SubmitButton } from "./submit-button";
import { SwitchPrompt } from "./switch-prompt";
import { TextField } from "./text-field";
import { useFormStatus } from "./use-form-status";

interface LoginFormProps {
  /** An explicit target wins over everything else (spec priority). */
  redirectTarget?: string;
  /** The public page the form sits on (the modal); the login page passes none. */
  currentPage?: string;
  onSwitchToRegister?: () => void;
}

export function LoginForm({ redirectTarget, currentPage, onSwitchToRegister }: LoginFormProps) {
  const t = useTranslations("Auth");
  const localized = useLocalizedPath();
  const searchParams = useSearchParams();
  const form = useFormStatus();
  // Unticked by the visitor or not, the box starts as the remembered-login flag left it.
  const rememberedBefore = useStoredFlag(REMEMBER_LOGIN_KEY);
  const [rememberChoice, setRemember] = useState<boolean | null>(null);
  const remember = rememberChoice ?? rememberedBefore;
  const [busy, setBusy] = useState(false);

  const finish = async (token: string) => {
    await ensureProfile(token).catch((error: unknown) => console.error("[auth] profile:", error));
    form.setSuccess(t("login.success"));
    const target = chooseRedirectTarget(
      { explicit: redirectTarget, redirectTo: searchParams.get("redirectTo"), stored: readReturnAddress(), currentPage },
      localized("/account"),
    );
    clearReturnAddress();
    window.setTimeout(() => window.location.assign(target), LOGIN_REDIRECT_DELAY_MS);
  };

  useEffect(() => {
    // Fetched while the visitor types, so that submitting does not wait for the auth client.
    void loadSupabaseClient();
    // Arriving from the confirmation email: the browser client exchanges the link's code while it
    // initialises (getSession waits for that), which signs the visitor in.
    if (window.location.hash.includes("error=")) return form.setError(t("errors.loginFailed"));
    // A registration's link (POST /api/register signs up on the server) brings the session in the fragment.
    const handed = takeFragmentSession();
    if (handed) {
      void handed.session.then((session) => (session ? finish(session.access_token) : form.setError(t("errors.loginFailed"))));
      return;
    }
    if (!searchParams.get("code") && !searchParams.get("confirmed")) return;
    loadSupabaseClient()
      .then((supabase) => supabase.auth.getSession())
      .then(({ data }) => {
        if (!data.session) return form.setError(t("errors.loginFailed"));
        return finish(data.session.access_token);
      })
      .catch(() => form.setError(t("errors.loginFailed")));
    // Runs once for the code in the address it arrived with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email, password } = formValues(event.currentTarget, ["email", "password"] as const);
    const invalid = validateLogin({ email, password });
    if (invalid) return form.setError(t(`errors.${invalid}`));
    setBusy(true);
    form.clear();
    const supabase = await loadSupabaseClient().catch(() => null);
    if (!supabase) {
      setBusy(false);
      return form.setError(t("errors.serverError"));
    }
    const { data, error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
    if (error) {
      setBusy(false);
      const key = authErrorKey(error);
      return form.setError(key ? t(`errors.${key}`) : error.message);
    }
    if (!data.session) {
      setBusy(false);
      return form.setError(t("errors.loginFailed"));
    }
    if (remember) window.localStorage.setItem(REMEMBER_LOGIN_KEY, "true");
    else window.localStorage.removeItem(REMEMBER_LOGIN_KEY);
    await finish(data.session.access_token);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={form.id}>
      <FormStatus id={form.id} status={form.status} />
      <TextField label={t("email")} name="email" type="email" autoComplete="email" />
      <PasswordField label={t("password")} name="password" autoComplete="current-password" />
      <div className="flex items-center justify-between text-sm">
        <label className="flex items-center gap-2 text-gray-700">
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} className="h-4 w-4" />
          {t("login.remember")}
        </label>
        <a href={localized("/reset-password")} className="text-sky-700 underline hover:text-sky-900">
          {t("login.forgot")}
        </a>
      </div>
      <SubmitButton busy={busy} label={t("login.submit")} busyLabel={t("login.submitting")} />
      <SwitchPrompt question={t("login.noAccount")} label={t("login.toRegister")} href={localized("/register")} onSwitch={onSwitchToRegister} />
    </form>
  );
}
