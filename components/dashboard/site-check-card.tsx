"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CheckPanel } from "@/components/publishing/check-panel";
import { apiFetch } from "@/lib/api/client";
import { checkAnswerSchema } from "@/lib/publishing/check/schemas";
import { CARD_BUTTON, DashboardCard } from "./dashboard-card";

/** The check before publishing, run on demand over the whole live site (GET /api/site-check, admins). */
export function SiteCheckCard({ token }: { token: string }) {
  const t = useTranslations("Dashboard.siteCheck");
  const [asked, setAsked] = useState(false);
  const check = useQuery({
    queryKey: ["site-check"],
    queryFn: () => apiFetch("/api/site-check", checkAnswerSchema, { token }),
    enabled: asked,
    staleTime: Infinity,
  });
  const run = () => (asked ? void check.refetch() : setAsked(true));

  return (
    <DashboardCard
      title={t("title")}
      action={
        <button type="button" className={CARD_BUTTON} disabled={check.isFetching} onClick={run}>
          {t("run")}
        </button>
      }
    >
      <p>{t("intro")}</p>
      {check.isFetching && <p role="status">{t("running")}</p>}
      {check.isError && !check.isFetching && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-700">
          {t("failed")}
        </p>
      )}
      {check.data && !check.isFetching && <CheckPanel findings={check.data.findings} title={t("results")} />}
    </DashboardCard>
  );
}
