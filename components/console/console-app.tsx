"use client";

import { useTranslations } from "next-intl";
import { QueryProvider } from "@/components/query/query-provider";
import { useSession } from "@/lib/auth/use-session";
import { ConsoleSignIn } from "./console-sign-in";
import { ConsoleSites } from "./console-sites";

/** The platform host's one page: log in or sign up, then the person's sites and Create a site. */
export function ConsoleApp() {
  const t = useTranslations("Console");
  const session = useSession();
  if (session === undefined) return <p role="status">{t("loading")}</p>;
  if (!session) return <ConsoleSignIn />;
  return (
    <QueryProvider>
      <ConsoleSites session={session} />
    </QueryProvider>
  );
}
