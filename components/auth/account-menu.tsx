"use client";

import { useTranslations } from "next-intl";
import { useLocalizedPath } from "@/components/site/site-context";
import { useSession } from "@/lib/auth/use-session";
import { useAuthModals } from "./auth-modals";

/** Signed out: a button that opens the login modal. Signed in: a link to the account area. */
export function AccountMenu() {
  const t = useTranslations("Auth");
  const tAccount = useTranslations("Account");
  const session = useSession();
  const localized = useLocalizedPath();
  const { openLogin } = useAuthModals();

  if (session === undefined) return <span className="w-16" aria-hidden />;
  if (session) {
    return (
      <a href={localized("/account")} className="text-sm font-medium text-gray-700 hover:text-gray-900">
        {tAccount("title")}
      </a>
    );
  }
  return (
    <button
      type="button"
      onClick={openLogin}
      className="rounded-md px-3 py-1.5 text-sm font-medium text-sky-700 ring-1 ring-sky-700 hover:bg-sky-50 focus:outline-none focus-visible:ring-2"
    >
      {t("login.title")}
    </button>
  );
}
