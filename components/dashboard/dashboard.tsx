"use client";

import { useTranslations } from "next-intl";
import { LoginNotice } from "@/components/account/login-notice";
import { QueryProvider } from "@/components/query/query-provider";
import { useSession } from "@/lib/auth/use-session";
import { DashboardBoard } from "./dashboard-board";

/** /admin: the site at a glance. The page is the same for everyone; the API decides who sees what. */
export function Dashboard() {
  const t = useTranslations("Dashboard");
  const session = useSession();

  if (session === undefined) return <p role="status">{t("loading")}</p>;
  if (!session) {
    return (
      <LoginNotice message={t("notSignedIn")} linkText={t("toLogin")} returnPath={"/admin"} />
    );
  }
  return (
    <QueryProvider>
      <DashboardBoard userId={session.user.id} token={session.access_token} />
    </QueryProvider>
  );
}
