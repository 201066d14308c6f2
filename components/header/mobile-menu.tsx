"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useAuthModals } from "@/components/auth/auth-modals";
import { WithMessages } from "@/components/i18n/with-messages";
import type { Locale } from "@/lib/i18n/locales";
import type { MenuEntry } from "@/lib/site/nav-items";
import { LanguageSwitch } from "./language-switch";
import { MenuIcon } from "./menu-icon";
import { MobileAccordion } from "./mobile-accordion";
import { MobileProfile } from "./mobile-profile";
import { UserIcon } from "./user-icon";
import { SIGNED_IN_MESSAGES, useAccount } from "./use-account";

interface MobileMenuProps {
  id: string;
  items: MenuEntry[];
  isMini: boolean;
  languages: Locale[] | null;
  onNavigate: () => void;
}

/** A row, and a submenu's indented row (app/site-chrome.css). */
const ROW = "mobile-row";
const SUB_ROW = "mobile-row mobile-sub";

/** The full-screen menu under 768 px: accordions for submenus, a profile accordion or a login row. */
export function MobileMenu({ id, items, isMini, languages, onNavigate }: MobileMenuProps) {
  const t = useTranslations("Header");
  const tAuth = useTranslations("Auth");
  const { state, logout } = useAccount();
  const { openLogin } = useAuthModals();

  return (
    <div id={id} className="mobile-menu">
      <nav aria-label={t("mobileMenu")}>
        <ul className="divide-y divide-gray-100">
          {items.map((item, index) =>
            item.children?.length ? (
              <MobileAccordion key={index} label={item.label} icon={<MenuIcon name={item.iconName} />}>
                {[item, ...item.children].map((child, childIndex) => (
                  <li key={childIndex}>
                    <Link href={child.href} onClick={onNavigate} className={SUB_ROW}>
                      {child.label}
                    </Link>
                  </li>
                ))}
              </MobileAccordion>
            ) : (
              <li key={index}>
                <Link href={item.href} onClick={onNavigate} className={ROW}>
                  <MenuIcon name={item.iconName} />
                  {item.label}
                </Link>
              </li>
            ),
          )}
          {!isMini && state === "signed-out" && (
            <li>
              <button type="button" className={ROW} onClick={() => {
                  onNavigate();
                  openLogin();
                }}>
                <UserIcon />
                {tAuth("login.title")}
              </button>
            </li>
          )}
          {!isMini && (state === "customer" || state === "editor" || state === "admin") && (
            <WithMessages namespaces={SIGNED_IN_MESSAGES}>
              <MobileProfile admin={state === "admin"} logout={logout} onNavigate={onNavigate} />
            </WithMessages>
          )}
        </ul>
      </nav>
      {!isMini && languages && <LanguageSwitch locales={languages} className="px-2 py-4 text-gray-900" />}
    </div>
  );
}

