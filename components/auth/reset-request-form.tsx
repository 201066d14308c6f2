"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { useLocalizedPath } from "@/components/site/site-context";
import { authErrorKey } from "@/lib/auth/auth-error-key";
import { loadSupabaseClient } from "@/lib/auth/session-store";
import { validateResetRequest } from "@/lib/auth/validation";
import { formValues } from "@/lib/form-values";
import { FormStatus } from "./form-status";
import { SubmitButton } from "./submit-button";
import { TextField } from "./text-field";
import { useFormStatus } from "./use-form-status";

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function ResetRequestForm() {
  const t = useTranslations("Auth");
  const localized = useLocalizedPath();
  const form = useFormStatus();
  const [busy, setBusy] = useState(false);

  // Fetched while the visitor types, so that submitting does not wait for the auth client.
  useEffect(() => {
    void loadSupabaseClient();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email } = formValues(event.currentTarget, ["email"] as const);
    const invalid = validateResetRequest({ email });
    if (invalid) return form.setError(t(`errors.${invalid}`));
    setBusy(true);
    form.clear();
    const redirectTo = `${window.location.origin}${localized("/reset-password")}`;
    const supabase = await loadSupabaseClient().catch(() => null);
    if (!supabase) {
      setBusy(false);
      return form.setError(t("errors.emailSendFailed"));
    }
    const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), { redirectTo });
    setBusy(false);
    if (!error) return form.setSuccess(t("reset.sent"));
    const key = authErrorKey(error);
    form.setError(key === "tooManyAttempts" ? t("errors.tooManyAttempts") : t("errors.emailSendFailed"));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={form.id}>
      <FormStatus id={form.id} status={form.status} />
      <TextField label={t("email")} name="email" type="email" autoComplete="email" />
      <SubmitButton busy={busy} label={t("reset.submit")} busyLabel={t("reset.submitting")} />
      <p className="text-center text-sm">
        <a href={localized("/login")} className="text-sky-700 underline hover:text-sky-900">
          {t("reset.backToLogin")}
        </a>
      </p>
    </form>
  );
}
