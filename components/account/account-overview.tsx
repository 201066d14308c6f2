"use client";

import { useTranslations } from "next-intl";
import { LoginNotice } from "@/components/account/login-notice";
import { useState } from "react";
import { AccountBookings } from "@/components/meetings/account-bookings";
import { QueryProvider } from "@/components/query/query-provider";
import { useLocalizedPath } from "@/components/site/site-context";
import { loadSupabaseClient } from "@/lib/auth/session-store";
import { useSession } from "@/lib/auth/use-session";
import { ROLE_LABEL_KEYS } from "@/lib/memberships/roles";
import { useProfile } from "./use-profile";


/** /account: who is signed in, their role on this site, the profile link and logout. */
export function AccountOverview() {
  return (
    <QueryProvider>
      <Overview />
    </QueryProvider>
  );
}

function Overview() {
  const t = useTranslations("Account");
  const localized = useLocalizedPath();
  const session = useSession();
  const profile = useProfile(session);
  const [leaving, setLeaving] = useState(false);

  if (session === undefined) return <p role="status">{t("loading")}</p>;
  if (!session) {
    return (
      <LoginNotice message={t("notSignedIn")} linkText={t("toLogin")} returnPath={"/account"} />
    );
  }

  const logout = async () => {
    setLeaving(true);
    await (await loadSupabaseClient()).auth.signOut();
    window.location.assign(localized("/"));
  };

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold text-gray-900">{t("title")}</h1>
      <p data-testid="signed-in-as">{t("signedInAs", { email: session.user.email ?? "" })}</p>
      {profile.data?.role && (
        <p>
          {t("roleLabel")}: <strong>{t(ROLE_LABEL_KEYS[profile.data.role])}</strong>
        </p>
      )}
      <div className="flex gap-4">
        <a href={localized("/account/profile")} className="text-sky-700 underline">
          {t("profileLink")}
        </a>
        <button type="button" onClick={logout} disabled={leaving} aria-busy={leaving} className="text-sky-700 underline">
          {leaving ? t("loggingOut") : t("logout")}
        </button>
      </div>
      <AccountBookings userId={session.user.id} token={session.access_token} />
    </div>
  );
}
