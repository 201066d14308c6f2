"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense } from "react";
import { useAuthModals } from "@/components/auth/auth-modals";
import { useAccount } from "./use-account";
import { UserIcon } from "./user-icon";

// Signed-out visitors, most of them, never download the signed-in panel.
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
        className="rounded-full p-2 text-(--header-color) hover:text-(--header-hover) focus-ring"
      >
        <UserIcon />
      </button>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <ProfilePanel admin={state === "admin"} logout={logout} />
    </Suspense>
  );
}
