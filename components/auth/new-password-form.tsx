"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { useLocalizedPath } from "@/components/site/site-context";
import { authErrorKey } from "@/lib/auth/auth-error-key";
import { LOGIN_REDIRECT_DELAY_MS } from "@/lib/auth/constants";
import { loadSupabaseClient } from "@/lib/auth/session-store";
import { validateNewPassword } from "@/lib/auth/validation";
import { formValues } from "@/lib/form-values";
import { FormStatus } from "./form-status";
import { PasswordField } from "./password-field";
import { SubmitButton } from "./submit-button";
import { useFormStatus } from "./use-form-status";

/** Sets the new password with the recovery session the emailed link opened. */
export function NewPasswordForm() {
  const t = useTranslations("Auth");
  const localized = useLocalizedPath();
  const form = useFormStatus();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { password } = formValues(event.currentTarget, ["password"] as const);
    const invalid = password ? validateNewPassword(password) : "fillAllFields";
    if (invalid) return form.setError(t(`errors.${invalid}`));
    setBusy(true);
    form.clear();
    // Already loaded: the reset panel checked the recovery session with it before showing this form.
    const supabase = await loadSupabaseClient();
    const { error } = await supabase.auth.updateUser({ password });
    if (error) {
      setBusy(false);
      const key = authErrorKey(error);
      return form.setError(key ? t(`errors.${key}`) : error.message);
    }
    form.setSuccess(t("reset.updated"));
    window.setTimeout(() => window.location.assign(localized("/account")), LOGIN_REDIRECT_DELAY_MS);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={form.id}>
      <FormStatus id={form.id} status={form.status} />
      <PasswordField label={t("reset.newPassword")} name="password" autoComplete="new-password" />
      <SubmitButton busy={busy} label={t("reset.update")} busyLabel={t("reset.updating")} />
    </form>
  );
}
