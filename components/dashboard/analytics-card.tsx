"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useLocalizedPath } from "@/components/site/site-context";
import { ANALYTICS_PATH } from "@/lib/analytics/constants";
import type { Dashboard } from "@/lib/dashboard/schemas";
import { CARD_LINK, DashboardCard } from "./dashboard-card";

/** Visitors today and in the last 7 days, with the way to the Analytics page. */
export function AnalyticsCard({ analytics }: { analytics: Dashboard["analytics"] }) {
  const t = useTranslations("Dashboard.analytics");
  const format = useFormatter();
  const localized = useLocalizedPath();

  return (
    <DashboardCard
      title={t("title")}
      action={
        <a href={localized(ANALYTICS_PATH)} className={CARD_LINK}>
          {t("open")}
        </a>
      }
    >
      <dl className="grid grid-cols-2 gap-3" data-analytics-summary>
        <div>
          <dt className="text-gray-600">{t("today")}</dt>
          <dd className="text-2xl font-semibold tabular-nums text-gray-900" data-visitors-today>
            {format.number(analytics.today)}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">{t("last7Days")}</dt>
          <dd className="text-2xl font-semibold tabular-nums text-gray-900" data-visitors-week>
            {format.number(analytics.last_7_days)}
          </dd>
        </div>
      </dl>
    </DashboardCard>
  );
}
