"use client";

import { useTranslations } from "next-intl";
import { useAuthModals } from "@/components/auth/auth-modals";
import { ADMIN_LINKS, useAccount } from "@/components/header/use-account";
import { useLocalizedPath } from "@/components/site/site-context";
import { TicketsLink } from "@/components/support/tickets-link";

const LINK = "rounded text-sm text-(--footer-color) hover:text-(--footer-hover) focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500";

/** Profile/Admin column (002 §2 Footer): admin links, Logout when signed in, Login and Register when not. */
export function FooterAccountColumn() {
  const t = useTranslations("Footer");
  const tHeader = useTranslations("Header");
  const { state, logout } = useAccount();
  const { openLogin, openRegister } = useAuthModals();
  const localized = useLocalizedPath();

  return (
    <div>
      <h2 className="footer-title">
        {state === "admin" ? t("admin") : t("profile")}
      </h2>
      <ul className="space-y-2">
        {state === "admin" &&
          ADMIN_LINKS.map((link) => (
            <li key={link.key}>
              {link.key === "tickets" ? (
                <TicketsLink label={tHeader(link.key)} className={LINK} />
              ) : (
                <a href={localized(link.path)} className={LINK}>
                  {tHeader(link.key)}
                </a>
              )}
            </li>
          ))}
        {(state === "admin" || state === "customer") && (
          <li>
            <button type="button" onClick={logout} className={LINK}>
              {tHeader("logout")}
            </button>
          </li>
        )}
        {state === "signed-out" && (
          <>
            <li>
              <button type="button" onClick={openLogin} className={LINK}>
                {t("login")}
              </button>
            </li>
            <li>
              <button type="button" onClick={openRegister} className={LINK}>
                {t("register")}
              </button>
            </li>
          </>
        )}
      </ul>
    </div>
  );
}
