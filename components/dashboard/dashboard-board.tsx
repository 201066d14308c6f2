"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { AnalyticsCard } from "./analytics-card";
import { BookingsCard } from "./bookings-card";
import { ChangesCard } from "./changes-card";
import { ConsentCard } from "./consent-card";
import { ContentCard } from "./content-card";
import { dashboardQuery, isNotAdmin } from "./dashboard-queries";
import { EmailsCard } from "./emails-card";
import { PublishingCard } from "./publishing-card";
import { QuestionsCard } from "./questions-card";
import { SiteCheckCard } from "./site-check-card";
import { TicketsCard } from "./tickets-card";
import { TranslationsCard } from "./translations-card";
import { CARD_BUTTON } from "./dashboard-card";

/** The cards, read from GET /api/dashboard; a customer is told they need to be an admin. */
export function DashboardBoard({ userId, token }: { userId: string; token: string }) {
  const t = useTranslations("Dashboard");
  const { data, error, refetch, isFetching } = useQuery(dashboardQuery(userId, token));

  if (isNotAdmin(error)) return <p role="alert">{t("notAdmin")}</p>;

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-semibold text-gray-900">{t("title")}</h1>
        <p className="text-gray-600">{t("intro")}</p>
      </header>
      {!data && !error && <p role="status">{t("loading")}</p>}
      {error && (
        <p role="alert" className="flex items-center gap-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {t("loadFailed")}
          <button type="button" onClick={() => void refetch()} disabled={isFetching} className={CARD_BUTTON}>
            {t("retry")}
          </button>
        </p>
      )}
      {data && (
        <div className="grid gap-6 lg:grid-cols-2" data-dashboard>
          <PublishingCard publishing={data.publishing} token={token} />
          <SiteCheckCard token={token} />
          <EmailsCard emails={data.emails} token={token} />
          <ContentCard content={data.content} />
          <TranslationsCard translations={data.translations} />
          <AnalyticsCard analytics={data.analytics} />
          <ChangesCard changes={data.changes} token={token} />
          <BookingsCard bookings={data.bookings} />
          <TicketsCard tickets={data.tickets} />
          <QuestionsCard questions={data.questions} />
          <ConsentCard consent={data.consent} />
        </div>
      )}
    </div>
  );
}
