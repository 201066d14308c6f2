"use client";

import type { Session } from "@supabase/supabase-js";
import { useTranslations } from "next-intl";
import type { FormEvent } from "react";
import { FormStatus } from "@/components/auth/form-status";
import { SubmitButton } from "@/components/auth/submit-button";
import { TextField } from "@/components/auth/text-field";
import { useFormStatus } from "@/components/auth/use-form-status";
import { QueryProvider } from "@/components/query/query-provider";
import { useLocalizedPath } from "@/components/site/site-context";
import { ApiClientError } from "@/lib/api/client";
import { formValues } from "@/lib/form-values";
import { useSession } from "@/lib/auth/use-session";
import { useProfile, useSaveProfile, type ProfileAnswer } from "./use-profile";

/** /account/profile: the landing page after registration; edits username and full name. */
export function ProfileForm() {
  return (
    <QueryProvider>
      <ProfilePage />
    </QueryProvider>
  );
}

function ProfilePage() {
  const t = useTranslations("Account");
  const tAuth = useTranslations("Auth");
  const localized = useLocalizedPath();
  const session = useSession();
  const profile = useProfile(session);

  if (session === undefined || (session && !profile.data && !profile.error)) return <p role="status">{t("loading")}</p>;
  if (!session) return <p role="alert">{tAuth("errors.noSession")}</p>;

  return (
    <div className="max-w-md space-y-6">
      <h1 className="text-3xl font-semibold text-gray-900">{t("profileTitle")}</h1>
      <ProfileFields key={session.user.id} session={session} initial={profile.data} />
      <a href={localized("/account")} className="text-sky-700 underline">
        {t("backToAccount")}
      </a>
    </div>
  );
}

function ProfileFields({ session, initial }: { session: Session; initial: ProfileAnswer | null }) {
  const t = useTranslations("Account");
  const tAuth = useTranslations("Auth");
  const form = useFormStatus();
  const save = useSaveProfile(session);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await save.mutateAsync(formValues(event.currentTarget, ["username", "full_name"] as const));
      form.setSuccess(t("saved"));
    } catch (error) {
      form.setError(error instanceof ApiClientError ? error.message : tAuth("errors.generic"));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={form.id}>
      <FormStatus id={form.id} status={form.status} />
      <TextField label={tAuth("email")} name="email" type="email" defaultValue={session.user.email ?? ""} readOnly />
      <TextField label={tAuth("username")} name="username" defaultValue={initial?.profile?.username ?? ""} autoComplete="username" />
      <TextField label={t("fullName")} name="full_name" defaultValue={initial?.profile?.full_name ?? ""} autoComplete="name" />
      <SubmitButton busy={save.isPending} label={t("save")} busyLabel={t("saving")} />
    </form>
  );
}
