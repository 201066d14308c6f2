"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type CSSProperties } from "react";
import { HEADER_HEIGHT_PX } from "@/lib/header/constants";
import { cssColor, type ResolvedHeaderStyle } from "@/lib/header/style";
import { headerVisibility } from "@/lib/header/visibility";
import type { Locale } from "@/lib/i18n/locales";
import { gradientClasses } from "@/lib/sections/colors";
import type { NavItem } from "@/lib/site/nav-items";
import { BasketLink } from "./basket-link";
import { LanguageSwitch } from "./language-switch";
import { MenuDropdown } from "./menu-dropdown";
import { MenuIcon } from "./menu-icon";
import { MobileMenu } from "./mobile-menu";
import { ProfileMenu } from "./profile-menu";
import { SiteLogo } from "./site-logo";

interface SiteHeaderProps {
  siteName: string;
  logo: string | null;
  homeHref: string;
  items: NavItem[];
  style: ResolvedHeaderStyle;
  /** Offered languages when the language switch is on, else null. */
  languages: Locale[] | null;
  navLabel: string;
}

/** The site header: logo, menu with dropdowns, language, basket and profile; hides on scrolling down. */
export function SiteHeader({ siteName, logo, homeHref, items, style, languages, navLabel }: SiteHeaderProps) {
  const t = useTranslations("Header");
  const [mobileOpen, setMobileOpen] = useState(false);
  const [view, setView] = useState({ visible: true, blurred: false });
  const previous = useRef(0);
  const headerRef = useRef<HTMLElement>(null);
  const mobileId = useId();
  const pathname = usePathname();

  const [seenPath, setSeenPath] = useState(pathname);
  // Any navigation closes the mobile menu (002 §4); adjusted while rendering, not in an effect.
  if (pathname !== seenPath) {
    setSeenPath(pathname);
    setMobileOpen(false);
  }

  useEffect(() => {
    // The window the header is drawn in: the page's, or the header editor's preview frame (which never scrolls).
    const host = headerRef.current?.ownerDocument.defaultView ?? window;
    const onScroll = () => {
      const scrollY = host.scrollY;
      // Read now: the state updater runs later, after previous.current has moved on.
      const previousScrollY = previous.current;
      setView((current) =>
        headerVisibility({
          scrollY,
          previousScrollY,
          wasVisible: current.visible,
          viewportHeight: host.innerHeight,
          mobileMenuOpen: mobileOpen,
          headerType: style.type,
        }),
      );
      previous.current = scrollY;
    };
    onScroll();
    host.addEventListener("scroll", onScroll, { passive: true });
    return () => host.removeEventListener("scroll", onScroll);
  }, [mobileOpen, style.type]);

  const overlay = style.type === "transparent";
  const transparent = overlay && !view.blurred && !mobileOpen;
  const colors: CSSProperties & Record<`--${string}`, string> = {
    "--header-color": cssColor(style.color),
    "--header-hover": cssColor(style.colorHover),
    "--header-bg": cssColor(style.background),
  };
  // The transparent style lies over the page with light text: a dark scrim keeps it readable at the top
  // of any page, and a dark fill once scrolled, since its stored background is transparent.
  const background = transparent
    ? "bg-gradient-to-b from-black/70 to-transparent"
    : overlay
      ? "bg-gray-900/90"
      : (style.gradient && gradientClasses(style.gradient)) || "bg-(--header-bg)";
  const ringCard = style.type === "ring_card_mini";

  return (
    <>
      <header
        ref={headerRef}
        data-testid="site-header"
        data-style={style.type}
        data-visible={view.visible}
        data-blurred={view.blurred}
        data-overlay={overlay}
        style={{ ...colors, height: HEADER_HEIGHT_PX }}
        className={`fixed inset-x-0 top-(--banner-offset) z-40 transition-transform duration-300 ${view.visible ? "translate-y-0" : "-translate-y-full"} ${background} ${view.blurred ? "shadow-sm backdrop-blur-md" : ""} ${transparent || ringCard ? "" : "border-b border-gray-200"}`}
      >
        <div
          style={{ maxWidth: style.maxWidthPx }}
          className={`mx-auto flex h-full items-center gap-6 px-4 ${ringCard ? "m-2 rounded-full bg-(--header-bg) shadow-md ring-1 ring-gray-200" : ""}`}
        >
          <Link
            href={homeHref}
            data-testid="site-name"
            className="flex shrink-0 items-center gap-2 rounded text-lg font-semibold text-(--header-color) hover:text-(--header-hover) focus-ring"
          >
            <SiteLogo src={logo} heightPx={Math.min(style.logoHeightPx, HEADER_HEIGHT_PX - 8)} />
            <span className={style.isMini ? "sr-only" : ""}>{siteName}</span>
          </Link>
          <nav aria-label={navLabel} className="hidden md:block">
            <ul className="flex items-center gap-5">
              {items.map((item) =>
                item.children.length > 0 ? (
                  <MenuDropdown key={item.id} item={item} showIcon={!style.menuItemsAreText} />
                ) : (
                  <li key={item.id}>
                    <Link
                      href={item.href}
                      className="header-link"
                    >
                      {!style.menuItemsAreText && <MenuIcon name={item.iconName} />}
                      {item.label}
                    </Link>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-1 text-(--header-color)">
            {!style.isMini && languages && <LanguageSwitch locales={languages} className="hidden md:block" />}
            <BasketLink />
            {!style.isMini && (
              <div className="hidden md:block">
                <ProfileMenu />
              </div>
            )}
            <button
              type="button"
              aria-expanded={mobileOpen}
              aria-controls={mobileId}
              aria-label={mobileOpen ? t("closeMenu") : t("openMenu")}
              onClick={() => setMobileOpen((value) => !value)}
              className="rounded p-2 focus-ring md:hidden"
            >
              <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
                <path d={mobileOpen ? "M6 6l12 12M18 6 6 18" : "M4 7h16M4 12h16M4 17h16"} strokeLinecap="round" />
              </svg>
            </button>
          </div>
        </div>
      </header>
      {mobileOpen && (
        <MobileMenu id={mobileId} items={items} isMini={style.isMini} languages={languages} onNavigate={() => setMobileOpen(false)} />
      )}
      {/* Keeps content below the fixed header; a transparent header lies over the page's first section. */}
      {!overlay && <div aria-hidden style={{ height: HEADER_HEIGHT_PX }} />}
    </>
  );
}
