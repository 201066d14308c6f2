"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useSite } from "@/components/site/site-context";
import { anyAnswer, apiFetch } from "@/lib/api/client";
import { DASHBOARD_QUERY_KEY } from "@/lib/dashboard/constants";
import type { Dashboard } from "@/lib/dashboard/schemas";
import { CARD_BUTTON, DashboardCard } from "./dashboard-card";
import { ScheduledPosts } from "./scheduled-posts";

/**
 * The site's unpublished changes: when they are scheduled to go live (with Cancel), or why a scheduled publish
 * failed. They are reviewed and published from the edit bar on the site. Below them, the posts scheduled to publish.
 */
export function PublishingCard({ publishing, token }: { publishing: Dashboard["publishing"]; token: string }) {
  const t = useTranslations("Dashboard.publishing");
  const { locale } = useSite();
  const client = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => apiFetch("/api/change-set/schedule", anyAnswer, { method: "DELETE", token }),
    onSettled: () => client.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
  });
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short" });
  const { status, changes, publish_at: publishAt, error } = publishing;
  const cancellable = status === "scheduled" || status === "failed";

  return (
    <DashboardCard
      title={t("title")}
      action={
        cancellable && (
          <button type="button" className={CARD_BUTTON} disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            {t("cancel")}
          </button>
        )
      }
    >
      {cancel.isError && <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-700">{t("cancelFailed")}</p>}
      {status === "failed" && error && <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-700">{t("failed", { reason: error })}</p>}
      {status === "scheduled" && publishAt ? (
        <p data-scheduled-at={publishAt}>{t("scheduled", { count: changes, time: when.format(new Date(publishAt)) })}</p>
      ) : (
        <p>{changes > 0 ? t("unpublished", { count: changes }) : t("none")}</p>
      )}
      <ScheduledPosts token={token} />
    </DashboardCard>
  );
}
