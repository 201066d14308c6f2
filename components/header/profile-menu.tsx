"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense } from "react";
import { useAuthModals } from "@/components/auth/auth-modals";
import { WithMessages } from "@/components/i18n/with-messages";
import { SIGNED_IN_MESSAGES, useAccount } from "./use-account";
import { UserIcon } from "./user-icon";

// Signed-out visitors, most of them, never download the signed-in panel nor its texts.
const ProfilePanel = lazy(() => import("./profile-panel").then((m) => ({ default: m.ProfilePanel })));

const placeholder = <span className="h-9 w-9" aria-hidden />;

/** Signed out: a login icon opening the login modal. Signed in: the account link with a hover panel. */
export function ProfileMenu() {
  const tAuth = useTranslations("Auth");
  const { state, logout } = useAccount();
  const { openLogin } = useAuthModals();

  if (state === "loading") return placeholder;
  if (state === "signed-out") {
    return (
      <button
        type="button"
        onClick={openLogin}
        aria-label={tAuth("login.title")}
        className="header-button"
      >
        <UserIcon />
      </button>
    );
  }
  return (
    <WithMessages namespaces={SIGNED_IN_MESSAGES} fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <ProfilePanel admin={state === "admin"} logout={logout} />
      </Suspense>
    </WithMessages>
  );
}
