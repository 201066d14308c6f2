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
import type { MenuEntry } from "@/lib/site/nav-items";
import { whenIdle } from "@/lib/when-idle";
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
  items: MenuEntry[];
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
    // Reading scrollY forces layout: once idle, it finds the first frame's layout clean.
    const cancelFirstRead = whenIdle(onScroll);
    host.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelFirstRead();
      host.removeEventListener("scroll", onScroll);
    };
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
    ? "header-scrim"
    : overlay
      ? "header-dark"
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
        className={`site-header ${view.visible ? "translate-y-0" : "-translate-y-full"} ${background}${view.blurred ? " header-blur" : ""}${transparent || ringCard ? "" : " header-line"}`}
      >
        <div
          style={{ maxWidth: style.maxWidthPx }}
          className={ringCard ? "header-bar header-card" : "header-bar"}
        >
          <Link
            href={homeHref}
            data-testid="site-name"
            className="header-brand"
          >
            <SiteLogo src={logo} heightPx={Math.min(style.logoHeightPx, HEADER_HEIGHT_PX - 8)} />
            <span className={style.isMini ? "sr-only" : undefined}>{siteName}</span>
          </Link>
          <nav aria-label={navLabel} className="wide-only">
            <ul className="header-menu">
              {items.map((item, index) =>
                item.children?.length ? (
                  <MenuDropdown key={index} item={item} showIcon={!style.menuItemsAreText} />
                ) : (
                  <li key={index}>
                    <Link href={item.href} className="header-link">
                      {!style.menuItemsAreText && <MenuIcon name={item.iconName} />}
                      {item.label}
                    </Link>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="header-tools">
            {!style.isMini && languages && <LanguageSwitch locales={languages} className="wide-only" />}
            <BasketLink />
            {!style.isMini && (
              <div className="wide-only">
                <ProfileMenu />
              </div>
            )}
            <button
              type="button"
              aria-expanded={mobileOpen}
              aria-controls={mobileOpen ? mobileId : undefined}
              aria-label={mobileOpen ? t("closeMenu") : t("openMenu")}
              onClick={() => setMobileOpen((value) => !value)}
              className="header-burger"
            >
              <span aria-hidden className={`mask-icon h-6 w-6 ${mobileOpen ? "icon-cross" : "icon-burger"}`} />
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
