"use client";

import { useTranslations } from "next-intl";
import { useLocalizedPath } from "@/components/site/site-context";
import { TicketsLink } from "@/components/support/tickets-link";
import { MobileAccordion } from "./mobile-accordion";
import { ADMIN_LINKS, CUSTOMER_LINKS } from "./use-account";
import { UserIcon } from "./user-icon";

interface MobileProfileProps {
  admin: boolean;
  logout: () => Promise<void>;
  onNavigate: () => void;
}

/** The mobile menu's profile accordion for a signed-in visitor: the role's links and Logout. */
export function MobileProfile({ admin, logout, onNavigate }: MobileProfileProps) {
  const t = useTranslations("Header");
  const localized = useLocalizedPath();
  return (
    <MobileAccordion label={t("profile")} icon={<UserIcon />}>
      {(admin ? ADMIN_LINKS : CUSTOMER_LINKS).map((link) => (
        <li key={link.key}>
          {link.key === "tickets" ? (
            <TicketsLink label={t(link.key)} className="mobile-row mobile-sub" onOpen={onNavigate} />
          ) : (
            <a href={localized(link.path)} onClick={onNavigate} className="mobile-row mobile-sub">
              {t(link.key)}
            </a>
          )}
        </li>
      ))}
      <li>
        <button type="button" onClick={logout} className="mobile-row mobile-sub">
          {t("logout")}
        </button>
      </li>
    </MobileAccordion>
  );
}
