"use client";

import { useTranslations } from "next-intl";
import { useSite } from "@/components/site/site-context";
import type { Dashboard } from "@/lib/dashboard/schemas";
import { pickTranslation } from "@/lib/i18n/translation";
import { DashboardCard } from "./dashboard-card";

const CELL = "py-2 pr-3";

/** Cookie consent choices of the last 30 days: accepted all, rejected, custom, and per optional category. */
export function ConsentCard({ consent }: { consent: Dashboard["consent"] }) {
  const t = useTranslations("Dashboard.consent");
  const { locale } = useSite();
  const rows = [
    ["acceptedAll", consent.accepted_all],
    ["rejected", consent.rejected],
    ["custom", consent.custom],
  ] as const;

  return (
    <DashboardCard title={t("title", { days: consent.days })}>
      {consent.total === 0 ? (
        <p>{t("empty", { days: consent.days })}</p>
      ) : (
        <>
          <table className="w-full text-left" data-consent-choices>
            <caption className="text-left text-gray-600">{t("caption", { days: consent.days, total: consent.total })}</caption>
            <thead className="border-b border-gray-200 text-gray-600">
              <tr>
                <th scope="col" className={CELL}>{t("choice")}</th>
                <th scope="col" className={CELL}>{t("count")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {rows.map(([key, count]) => (
                <tr key={key}>
                  <th scope="row" className={`${CELL} font-normal`}>{t(key)}</th>
                  <td className={CELL}>{count}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {consent.categories.length > 0 && (
            <table className="w-full text-left">
              <caption className="text-left text-gray-600">{t("categoriesCaption")}</caption>
              <thead className="border-b border-gray-200 text-gray-600">
                <tr>
                  <th scope="col" className={CELL}>{t("category")}</th>
                  <th scope="col" className={CELL}>{t("allowed")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {consent.categories.map((category) => (
                  <tr key={category.id}>
                    <th scope="row" className={`${CELL} font-normal`}>{pickTranslation(category.name, category.name_translation, locale)}</th>
                    <td className={CELL}>{category.accepted}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </DashboardCard>
  );
}
