"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { useLocalizedPath } from "@/components/site/site-context";
import { TicketsLink } from "@/components/support/tickets-link";
import { DROPDOWN_CLOSE_DELAY_MS } from "@/lib/header/constants";
import { ADMIN_LINKS, CUSTOMER_LINKS } from "./use-account";
import { UserIcon } from "./user-icon";

const ITEM = "profile-row";

/** Signed in: the account link with a hover (and focus) panel of the role's links and Logout. */
export function ProfilePanel({ admin, logout }: { admin: boolean; logout: () => Promise<void> }) {
  const t = useTranslations("Header");
  const tAccount = useTranslations("Account");
  const localized = useLocalizedPath();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const panelId = useId();

  const links = admin ? ADMIN_LINKS : CUSTOMER_LINKS;
  const show = () => {
    window.clearTimeout(timer.current);
    setOpen(true);
  };
  const hideLater = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };

  return (
    <div
      className="relative"
      onMouseEnter={show}
      onMouseLeave={hideLater}
      onFocus={show}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") setOpen(false);
      }}
    >
      <a
        href={localized("/account")}
        aria-label={tAccount("title")}
        aria-controls={open ? panelId : undefined}
        aria-expanded={open}
        className="header-button block"
      >
        <UserIcon />
      </a>
      {/* Rendered while open (hover or focus within): a closed panel has nothing to show. */}
      {open && (
        <div id={panelId} className="profile-panel">
          <ul aria-label={t("profile")}>
            {links.map((link) => (
              <li key={link.key}>
                {link.key === "tickets" ? (
                  <TicketsLink label={t(link.key)} className={ITEM} onOpen={() => setOpen(false)} />
                ) : (
                  <a href={localized(link.path)} className={ITEM}>
                    {t(link.key)}
                  </a>
                )}
              </li>
            ))}
            <li>
              <button type="button" onClick={logout} className={ITEM}>
                {t("logout")}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
