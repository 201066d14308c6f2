"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { useAuthModals } from "@/components/auth/auth-modals";
import { useLocalizedPath } from "@/components/site/site-context";
import { TicketsLink } from "@/components/support/tickets-link";
import type { Locale } from "@/lib/i18n/locales";
import type { NavItem } from "@/lib/site/nav-items";
import { LanguageSwitch } from "./language-switch";
import { MenuIcon } from "./menu-icon";
import { UserIcon } from "./user-icon";
import { ADMIN_LINKS, CUSTOMER_LINKS, useAccount } from "./use-account";

interface MobileMenuProps {
  id: string;
  items: NavItem[];
  isMini: boolean;
  languages: Locale[] | null;
  onNavigate: () => void;
}

const ROW = "flex w-full items-center gap-3 px-4 py-3 text-left text-base text-gray-900 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-sky-600";

/** The full-screen menu under 768 px: accordions for submenus, a profile accordion or a login row. */
export function MobileMenu({ id, items, isMini, languages, onNavigate }: MobileMenuProps) {
  const t = useTranslations("Header");
  const tAuth = useTranslations("Auth");
  const { state, logout } = useAccount();
  const { openLogin } = useAuthModals();
  const localized = useLocalizedPath();
  const profileLinks = state === "admin" ? ADMIN_LINKS : CUSTOMER_LINKS;

  return (
    <div id={id} className="fixed inset-x-0 bottom-0 top-[calc(4rem+var(--banner-offset))] z-40 overflow-y-auto bg-white md:hidden">
      <nav aria-label={t("mobileMenu")}>
        <ul className="divide-y divide-gray-100">
          {items.map((item) =>
            item.children.length > 0 ? (
              <Accordion key={item.id} label={item.label} icon={<MenuIcon name={item.iconName} />}>
                {[{ id: item.id, label: item.label, href: item.href }, ...item.children].map((child) => (
                  <li key={child.id}>
                    <Link href={child.href} onClick={onNavigate} className={`${ROW} pl-12 text-sm`}>
                      {child.label}
                    </Link>
                  </li>
                ))}
              </Accordion>
            ) : (
              <li key={item.id}>
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
          {!isMini && (state === "customer" || state === "admin") && (
            <Accordion label={t("profile")} icon={<UserIcon />}>
              {profileLinks.map((link) => (
                <li key={link.key}>
                  {link.key === "tickets" ? (
                    <TicketsLink label={t(link.key)} className={`${ROW} pl-12 text-sm`} onOpen={onNavigate} />
                  ) : (
                    <a href={localized(link.path)} onClick={onNavigate} className={`${ROW} pl-12 text-sm`}>
                      {t(link.key)}
                    </a>
                  )}
                </li>
              ))}
              <li>
                <button type="button" onClick={logout} className={`${ROW} pl-12 text-sm`}>
                  {t("logout")}
                </button>
              </li>
            </Accordion>
          )}
        </ul>
      </nav>
      {!isMini && languages && <LanguageSwitch locales={languages} className="px-2 py-4 text-gray-900" />}
    </div>
  );
}

function Accordion({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)} className={ROW}>
        {icon}
        <span className="flex-1">{label}</span>
        <span aria-hidden>{open ? "−" : "+"}</span>
      </button>
      <ul hidden={!open} className="bg-gray-50">
        {children}
      </ul>
    </li>
  );
}
