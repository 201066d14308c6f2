"use client";

import { useTranslations } from "next-intl";
import { LoginNotice } from "@/components/account/login-notice";
import { QueryProvider } from "@/components/query/query-provider";
import { ANALYTICS_PATH } from "@/lib/analytics/constants";
import { useSession } from "@/lib/auth/use-session";
import { AnalyticsDashboard } from "./analytics-dashboard";

/** /admin/analytics: visitors and page views with their charts and tables (admins only, by the API). */
export function AnalyticsPage() {
  const t = useTranslations("Analytics");
  const session = useSession();
  if (session === undefined) return <p role="status">{t("loading")}</p>;
  if (!session) return <LoginNotice message={t("notSignedIn")} linkText={t("toLogin")} returnPath={ANALYTICS_PATH} />;
  return (
    <QueryProvider>
      <AnalyticsDashboard userId={session.user.id} token={session.access_token} />
    </QueryProvider>
  );
}
