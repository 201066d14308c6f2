"use client";

import type { Session } from "@supabase/supabase-js";
import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { LoginNotice } from "@/components/account/login-notice";
import { QueryProvider } from "@/components/query/query-provider";
import { ApiClientError, apiFetch } from "@/lib/api/client";
import { assistantKeys } from "@/lib/assistant/query-keys";
import { settingsAnswerSchema } from "@/lib/assistant/schemas";
import { useSession } from "@/lib/auth/use-session";

// The admin tools load only once the API has confirmed the role.
const AssistantManagement = dynamic(() => import("./assistant-management").then((m) => m.AssistantManagement));

/** /admin/ai/management: signed out → the login notice, not an admin → "not allowed", else the AI Agents tools. */
export function AssistantAdmin() {
  const t = useTranslations("Assistant.admin");
  const session = useSession();
  if (session === undefined) return <p role="status">{t("loading")}</p>;
  if (!session) {
    return (
      <div className="space-y-4">
        <h1 className="text-3xl font-semibold text-gray-900">{t("title")}</h1>
        <LoginNotice message={t("notSignedIn")} linkText={t("toLogin")} returnPath={"/admin/ai/management"} />
      </div>
    );
  }
  return (
    <QueryProvider>
      <AdminGate session={session} />
    </QueryProvider>
  );
}

function AdminGate({ session }: { session: Session }) {
  const t = useTranslations("Assistant.admin");
  const token = session.access_token;
  const settings = useQuery({
    queryKey: [...assistantKeys.settings, session.user.id],
    queryFn: () => apiFetch("/api/assistant/settings", settingsAnswerSchema, { token }),
    retry: (count, error) => !(error instanceof ApiClientError && error.status < 500) && count < 2,
  });
  const heading = <h1 className="text-3xl font-semibold text-gray-900">{t("title")}</h1>;
  if (settings.isPending) return <p role="status">{t("loading")}</p>;
  if (settings.error instanceof ApiClientError && (settings.error.status === 403 || settings.error.status === 401)) {
    return (
      <div className="space-y-4">
        {heading}
        <p role="alert" data-assistant-not-allowed>
          {t("notAllowed")}
        </p>
      </div>
    );
  }
  if (settings.isError) {
    return (
      <div className="space-y-4">
        {heading}
        <p role="alert">{t("loadFailed")}</p>
        <button type="button" onClick={() => void settings.refetch()} className="rounded-lg border border-gray-300 px-4 py-2 text-sm font-semibold">
          {t("retry")}
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-8">
      {heading}
      <p className="text-gray-700">{t("intro")}</p>
      <AssistantManagement token={token} initial={settings.data} userId={session.user.id} />
    </div>
  );
}
