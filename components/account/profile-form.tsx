"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { FormStatus } from "@/components/auth/form-status";
import { SubmitButton } from "@/components/auth/submit-button";
import { TextField } from "@/components/auth/text-field";
import { useFormStatus } from "@/components/auth/use-form-status";
import { useLocalizedPath } from "@/components/site/site-context";
import { apiFetch, ApiClientError } from "@/lib/api/client";
import { formValues } from "@/lib/form-values";
import { useSession } from "@/lib/auth/use-session";
import { profileAnswerSchema, useProfile, type ProfileAnswer } from "./use-profile";

/** /account/profile: the landing page after registration; edits username and full name. */
export function ProfileForm() {
  const t = useTranslations("Account");
  const tAuth = useTranslations("Auth");
  const localized = useLocalizedPath();
  const session = useSession();
  const token = session?.access_token ?? null;
  const profile = useProfile(token);

  if (session === undefined || (session && !profile.data && !profile.error)) return <p role="status">{t("loading")}</p>;
  if (!session) return <p role="alert">{tAuth("errors.noSession")}</p>;

  return (
    <div className="max-w-md space-y-6">
      <h1 className="text-3xl font-semibold text-gray-900">{t("profileTitle")}</h1>
      <ProfileFields key={profile.data?.profile?.id ?? "new"} email={session.user.email ?? ""} token={token} initial={profile.data} />
      <a href={localized("/account")} className="text-sky-700 underline">
        {t("backToAccount")}
      </a>
    </div>
  );
}

function ProfileFields({ email, token, initial }: { email: string; token: string | null; initial: ProfileAnswer | null }) {
  const t = useTranslations("Account");
  const tAuth = useTranslations("Auth");
  const form = useFormStatus();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget, ["username", "full_name"] as const);
    setBusy(true);
    try {
      await apiFetch("/api/profile", profileAnswerSchema, { method: "PUT", token, body: values });
      form.setSuccess(t("saved"));
    } catch (error) {
      form.setError(error instanceof ApiClientError ? error.message : tAuth("errors.generic"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={form.id}>
      <FormStatus id={form.id} status={form.status} />
      <TextField label={tAuth("email")} name="email" type="email" defaultValue={email} readOnly />
      <TextField label={tAuth("username")} name="username" defaultValue={initial?.profile?.username ?? ""} autoComplete="username" />
      <TextField label={t("fullName")} name="full_name" defaultValue={initial?.profile?.full_name ?? ""} autoComplete="name" />
      <SubmitButton busy={busy} label={t("save")} busyLabel={t("saving")} />
    </form>
  );
}
