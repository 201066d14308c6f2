"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { QueryProvider } from "@/components/query/query-provider";
import { useSession } from "@/lib/auth/use-session";
import { ConsoleSignIn } from "./console-sign-in";
import { TeamPanel } from "./team-panel";

/** The console's team page: signed in, the team of the site its `?site=` names; otherwise the console's log in. */
export function ConsoleTeamPage() {
  const t = useTranslations("Team");
  const session = useSession();
  const orgId = useSearchParams().get("site") ?? "";
  if (session === undefined) return <p role="status">{t("loading")}</p>;
  if (!session) return <ConsoleSignIn />;
  return (
    <QueryProvider>
      <TeamPanel orgId={orgId} session={session} />
    </QueryProvider>
  );
}
