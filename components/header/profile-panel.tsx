"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { useLocalizedPath } from "@/components/site/site-context";
import { TicketsLink } from "@/components/support/tickets-link";
import { DROPDOWN_CLOSE_DELAY_MS } from "@/lib/header/constants";
import { ADMIN_LINKS, CUSTOMER_LINKS } from "./use-account";
import { UserIcon } from "./user-icon";

const ITEM = "block w-full px-4 py-2 text-left text-sm text-gray-800 hover:bg-gray-50 focus:bg-gray-50 focus:outline-none";

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
        aria-controls={panelId}
        aria-expanded={open}
        className="block rounded-full p-2 text-(--header-color) hover:text-(--header-hover) focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
      >
        <UserIcon />
      </a>
      <div id={panelId} hidden={!open} className="absolute right-0 top-full z-50 mt-2 w-52 rounded-md border border-gray-200 bg-white py-1 shadow-lg">
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
    </div>
  );
}
