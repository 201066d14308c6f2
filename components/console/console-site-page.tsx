"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { QueryProvider } from "@/components/query/query-provider";
import { useSession } from "@/lib/auth/use-session";
import { ConsoleSignIn } from "./console-sign-in";
import { DomainsPanel } from "./domains-panel";
import { TeamPanel } from "./team-panel";

const PANELS = { team: TeamPanel, domains: DomainsPanel };

/** A console page about one site (its `?site=` id): signed in, the site's team or domains; otherwise the console's log in. */
export function ConsoleSitePage({ panel }: { panel: keyof typeof PANELS }) {
  const t = useTranslations("Team");
  const session = useSession();
  const orgId = useSearchParams().get("site") ?? "";
  if (session === undefined) return <p role="status">{t("loading")}</p>;
  if (!session) return <ConsoleSignIn />;
  const Panel = PANELS[panel];
  return (
    <QueryProvider>
      <Panel orgId={orgId} session={session} />
    </QueryProvider>
  );
}
