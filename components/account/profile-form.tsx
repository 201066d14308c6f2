"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { FormStatus } from "@/components/auth/form-status";
import { SubmitButton } from "@/components/auth/submit-button";
import { TextField } from "@/components/auth/text-field";
import { useFormStatus } from "@/components/auth/use-form-status";
import { useLocalizedPath } from "@/components/site/site-context";
import { apiFetch, ApiClientError } from "@/lib/api/client";
import { useSession } from "@/lib/auth/use-session";
import { profileAnswerSchema, useProfile } from "./use-profile";

/** /account/profile: the landing page after registration; edits username and full name. */
export function ProfileForm() {
  const t = useTranslations("Account");
  const tAuth = useTranslations("Auth");
  const localized = useLocalizedPath();
  const session = useSession();
  const token = session?.access_token ?? null;
  const profile = useProfile(token);
  const form = useFormStatus();
  const [values, setValues] = useState({ username: "", full_name: "" });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const current = profile.data?.profile;
    if (current) setValues({ username: current.username ?? "", full_name: current.full_name ?? "" });
  }, [profile.data]);

  if (session === undefined) return <p role="status">{t("loading")}</p>;
  if (!session) return <p role="alert">{tAuth("errors.noSession")}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
    <div className="max-w-md space-y-6">
      <h1 className="text-3xl font-semibold text-gray-900">{t("profileTitle")}</h1>
      <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={form.id}>
        <FormStatus id={form.id} ref={form.ref} status={form.status} />
        <TextField label={tAuth("email")} name="email" type="email" value={session.user.email ?? ""} onChange={() => undefined} readOnly />
        <TextField label={tAuth("username")} name="username" value={values.username} onChange={(username) => setValues((v) => ({ ...v, username }))} autoComplete="username" />
        <TextField label={t("fullName")} name="full_name" value={values.full_name} onChange={(full_name) => setValues((v) => ({ ...v, full_name }))} autoComplete="name" />
        <SubmitButton busy={busy} label={t("save")} busyLabel={t("saving")} />
      </form>
      <a href={localized("/account")} className="text-sky-700 underline">
        {t("backToAccount")}
      </a>
    </div>
  );
}
