"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useLocalizedPath, useSite } from "@/components/site/site-context";
import { anyAnswer, apiFetch } from "@/lib/api/client";
import { DASHBOARD_QUERY_KEY } from "@/lib/dashboard/constants";
import type { Dashboard } from "@/lib/dashboard/schemas";
import { EMAIL_PREVIEW_PATH } from "@/lib/email/constants";
import { CARD_BUTTON, CARD_LINK, DashboardCard } from "./dashboard-card";

/** Emails the mail server has not taken: those still retried, and those that failed, with the reason and Resend. */
export function EmailsCard({ emails, token }: { emails: Dashboard["emails"]; token: string }) {
  const t = useTranslations("Dashboard.emails");
  const { locale } = useSite();
  const localized = useLocalizedPath();
  const client = useQueryClient();
  const resend = useMutation({
    mutationFn: (id: string) => apiFetch(`/api/emails/${id}/resend`, anyAnswer, { method: "POST", token }),
    onSettled: () => client.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
  });
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });

  return (
    <DashboardCard
      title={t("title")}
      action={
        <a href={localized(EMAIL_PREVIEW_PATH)} className={CARD_LINK}>
          {t("preview")}
        </a>
      }
    >
      {resend.isError && <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-700">{t("resendFailed")}</p>}
      {emails.length === 0 ? (
        <p>{t("none")}</p>
      ) : (
        <ul className="divide-y divide-gray-100" data-undelivered-emails>
          {emails.map((email) => (
            <li key={email.id} className="flex items-start justify-between gap-3 py-2" data-email-status={email.status}>
              <div className="min-w-0">
                <p className="truncate font-medium text-gray-900">{email.subject}</p>
                <p className="text-gray-600">
                  {email.recipient} · <time dateTime={email.created_at}>{when.format(new Date(email.created_at))}</time>
                </p>
                <p className={email.status === "failed" ? "text-red-700" : "text-gray-600"}>
                  {t(email.status, { attempts: email.attempts, reason: email.error ?? "" })}
                </p>
              </div>
              {email.status === "failed" && (
                <button
                  type="button"
                  className={CARD_BUTTON}
                  disabled={resend.isPending}
                  aria-label={t("resendLabel", { subject: email.subject })}
                  onClick={() => resend.mutate(email.id)}
                >
                  {t("resend")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
