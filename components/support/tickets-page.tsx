"use client";

import type { Session } from "@supabase/supabase-js";
import { useTranslations } from "next-intl";
import { LoginNotice } from "@/components/account/login-notice";
import { useState } from "react";
import { useProfile } from "@/components/account/use-profile";
import { QueryProvider } from "@/components/query/query-provider";
import { useLocalizedPath } from "@/components/site/site-context";
import { useSession } from "@/lib/auth/use-session";
import { TICKETS_PATH } from "./open-tickets";
import { TicketsWorkspace } from "./tickets-workspace";
import { roleAtLeast } from "@/lib/memberships/roles";

/** ?ticket=<id> (a link from a notification email) opens that ticket. */
function ticketFromAddress(): string | null {
  return typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get("ticket");
}

function SignedIn({ session }: { session: Session }) {
  const t = useTranslations("Support");
  const tAccount = useTranslations("Account");
  const localized = useLocalizedPath();
  const profile = useProfile(session);
  const [initialTicketId] = useState(ticketFromAddress);
  if (!profile.data && !profile.error) return <p role="status">{t("loading")}</p>;
  // An admin of this site works the organisation's tickets here too, as in the tickets modal.
  const side = roleAtLeast(profile.data?.role, "admin") ? "admin" : "customer";
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold text-gray-900">{side === "admin" ? t("title") : t("pageTitle")}</h1>
      <TicketsWorkspace auth={{ userId: session.user.id, token: session.access_token }} side={side} initialTicketId={initialTicketId} />
      <a href={localized("/account")} className="inline-block text-sky-700 underline">
        {tAccount("backToAccount")}
      </a>
    </div>
  );
}

/** /account/profile/tickets: the signed-in customer's tickets (an admin's: the organisation's); the login notice otherwise. */
export function TicketsPage() {
  const t = useTranslations("Support");
  const session = useSession();
  if (session === undefined) return <p role="status">{t("loading")}</p>;
  if (!session) {
    return (
      <LoginNotice message={t("notSignedIn")} linkText={t("toLogin")} returnPath={TICKETS_PATH} />
    );
  }
  return (
    <QueryProvider>
      <SignedIn key={session.user.id} session={session} />
    </QueryProvider>
  );
}
