"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { useLocalizedPath, useSite } from "@/components/site/site-context";
import { REGISTRATION_REDIRECT_DELAY_MS } from "@/lib/auth/constants";
import { register } from "@/lib/auth/register";
import { loadSupabaseClient } from "@/lib/auth/session-store";
import { validateRegistration } from "@/lib/auth/validation";
import { formValues } from "@/lib/form-values";
import { FormStatus } from "./form-status";
import { PasswordField } from "./password-field";
import { SubmitButton } from "./submit-button";
import { SwitchPrompt } from "./switch-prompt";
import { TextField } from "./text-field";
import { useFormStatus } from "./use-form-status";

export function RegisterForm({ onSwitchToLogin }: { onSwitchToLogin?: () => void }) {
  const t = useTranslations("Auth");
  const { siteId, locale } = useSite();
  const localized = useLocalizedPath();
  const form = useFormStatus();
  const [busy, setBusy] = useState(false);

  // Fetched while the visitor types, so that submitting does not wait for the auth client.
  useEffect(() => {
    void loadSupabaseClient();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { freeTrial: trial, ...values } = formValues(event.currentTarget, ["username", "email", "password", "freeTrial"] as const);
    const freeTrial = trial === "on";
    const invalid = validateRegistration(values);
    if (invalid) return form.setError(t(`errors.${invalid}`));
    if (!siteId) return form.setError(t("errors.noOrganization"));
    setBusy(true);
    form.clear();
    const loginUrl = `${window.location.origin}${localized("/login")}`;
    const outcome = await register(values, { siteId, freeTrial, loginUrl, locale });
    if (outcome.kind === "error") {
      setBusy(false);
      return form.setError(outcome.key ? t(`errors.${outcome.key}`) : outcome.message);
    }
    const done = outcome.session ? t("register.redirecting") : t("register.checkEmail");
    form.setSuccess(
      outcome.emailFailed ? `${t("errors.sendEmailFailed", { type: t(`emailType.${outcome.emailFailed}`) })} ${done}` : done,
    );
    if (!outcome.session) return setBusy(false);
    window.setTimeout(() => window.location.assign(localized("/account/profile")), REGISTRATION_REDIRECT_DELAY_MS);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={form.id}>
      <FormStatus id={form.id} status={form.status} />
      <TextField label={t("username")} name="username" autoComplete="username" />
      <TextField label={t("email")} name="email" type="email" autoComplete="email" />
      <PasswordField label={t("password")} name="password" autoComplete="new-password" />
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <input type="checkbox" name="freeTrial" className="h-4 w-4" />
        {t("register.freeTrial")}
      </label>
      <SubmitButton busy={busy} label={t("register.submit")} busyLabel={t("register.submitting")} />
      <SwitchPrompt question={t("register.haveAccount")} label={t("register.toLogin")} href={localized("/login")} onSwitch={onSwitchToLogin} />
    </form>
  );
}
