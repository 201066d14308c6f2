"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import type { CSSProperties } from "react";
import { LanguageSwitch } from "@/components/header/language-switch";
import { COMPACT_MIN_HEIGHT_PX, FOOTER_MIN_HEIGHT_PX } from "@/lib/footer/constants";
import { compactFooterLinks, groupFooterColumns, type ResolvedFooterStyle } from "@/lib/footer/columns";
import { cssColor } from "@/lib/header/style";
import { fillMessage } from "@/lib/i18n/fill-message";
import type { Locale } from "@/lib/i18n/locales";
import { gradientClasses } from "@/lib/sections/colors";
import type { MenuEntry } from "@/lib/site/nav-items";
import { FooterAccountColumn } from "./footer-account-column";
import { PrivacySettingsButton } from "./privacy-settings-button";

interface FooterViewProps {
  items: MenuEntry[];
  style: ResolvedFooterStyle;
  /** For the copyright line. */
  siteName: string;
  year: number;
  languages: Locale[] | null;
}

/** A footer link in the footer's colour (app/site-chrome.css: text size, hover colour, focus ring). */
const LINK = "footer-item";

/**
 * The footer in a style: columns (default), the first 6 links (compact) or 4 columns (grid). Not async, so
 * the site's layout and the footer editor's live preview render the same. A client component: the page
 * then carries its props, whose menu is the header's (sent once), rather than its whole element tree.
 */
export function FooterView({ items, style, siteName, year, languages }: FooterViewProps) {
  const t = useTranslations("Footer");
  const footerItems = items
    .filter((item) => item.showInFooter)
    .map((item) => ({ label: item.label, href: item.href, children: item.children ?? [] }));
  const compact = style.layout === "compact";
  const colors: CSSProperties & Record<`--${string}`, string> = {
    "--footer-color": cssColor(style.color),
    "--footer-hover": cssColor(style.colorHover),
    "--footer-bg": cssColor(style.background),
    minHeight: compact ? COMPACT_MIN_HEIGHT_PX : FOOTER_MIN_HEIGHT_PX,
  };
  const background = (style.gradient && gradientClasses(style.gradient)) || "bg-(--footer-bg)";
  const bottomRow = (
    <div className="footer-bottom">
      <p>{fillMessage(t.raw("copyright"), { year, site: siteName })}</p>
      <div className="footer-end">
        <PrivacySettingsButton label={t("privacySettings")} />
        {languages && <LanguageSwitch locales={languages} placement="above" />}
      </div>
    </div>
  );

  return (
    <footer data-testid="site-footer" data-layout={style.layout} style={colors} className={`${background} site-footer`}>
      <div className="footer-inner">
        {compact ? (
          <nav aria-label={t("navigation")}>
            <ul className="footer-row">
              {compactFooterLinks(footerItems).map((link) => (
                <li key={link.href + link.label}>
                  <Link href={link.href} className={LINK}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <nav
            aria-label={t("navigation")}
            className={style.layout === "grid" ? "footer-grid footer-grid-4" : "footer-grid"}
          >
            {groupFooterColumns(footerItems).map((column, index) => (
              <div key={column.titleHref ?? `links-${index}`}>
                <h2 className="footer-title">
                  {column.titleHref ? (
                    <Link href={column.titleHref} className="footer-link">
                      {column.title}
                    </Link>
                  ) : (
                    t("links")
                  )}
                </h2>
                <ul className="footer-list">
                  {column.links.map((link) => (
                    <li key={link.href + link.label}>
                      <Link href={link.href} className={LINK}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <FooterAccountColumn />
          </nav>
        )}
        {bottomRow}
      </div>
    </footer>
  );
}
