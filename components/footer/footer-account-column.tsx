"use client";

import { useTranslations } from "next-intl";
import { useAuthModals } from "@/components/auth/auth-modals";
import { WithMessages } from "@/components/i18n/with-messages";
import { ADMIN_LINKS, SIGNED_IN_MESSAGES, useAccount } from "@/components/header/use-account";
import { useLocalizedPath } from "@/components/site/site-context";
import { TicketsLink } from "@/components/support/tickets-link";

/** A footer link in the footer's colour (app/site-chrome.css). */
const LINK = "footer-item";

/** Profile/Admin column (002 §2 Footer): admin links, Logout when signed in, Login and Register when not. */
export function FooterAccountColumn() {
  const t = useTranslations("Footer");
  const { state, logout } = useAccount();
  const { openLogin, openRegister } = useAuthModals();

  return (
    <div>
      <h2 className="footer-title">{state === "admin" ? t("admin") : t("profile")}</h2>
      <ul className="footer-list">
        {(state === "admin" || state === "editor" || state === "customer") && (
          // The signed-in texts load with the signed-in controls; the page carries the signed-out ones.
          <WithMessages namespaces={SIGNED_IN_MESSAGES}>
            <SignedInLinks admin={state === "admin"} logout={logout} />
          </WithMessages>
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

function SignedInLinks({ admin, logout }: { admin: boolean; logout: () => Promise<void> }) {
  const t = useTranslations("Header");
  const localized = useLocalizedPath();
  return (
    <>
      {admin &&
        ADMIN_LINKS.map((link) => (
          <li key={link.key}>
            {link.key === "tickets" ? (
              <TicketsLink label={t(link.key)} className={LINK} />
            ) : (
              <a href={localized(link.path)} className={LINK}>
                {t(link.key)}
              </a>
            )}
          </li>
        ))}
      <li>
        <button type="button" onClick={logout} className={LINK}>
          {t("logout")}
        </button>
      </li>
    </>
  );
}
