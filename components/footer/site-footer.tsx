import { getTranslations } from "next-intl/server";
import type { ResolvedFooterStyle } from "@/lib/footer/columns";
import type { Locale } from "@/lib/i18n/locales";
import type { MenuEntry } from "@/lib/site/nav-items";
import { FooterView } from "./footer-view";

interface SiteFooterProps {
  items: MenuEntry[];
  style: ResolvedFooterStyle;
  siteName: string;
  locale: Locale;
  year: number;
  languages: Locale[] | null;
}

/** The site's footer in its stored style, with its texts in the page's language. */
export async function SiteFooter({ items, style, siteName, locale, year, languages }: SiteFooterProps) {
  const t = await getTranslations({ locale, namespace: "Footer" });
  const labels = {
    navigation: t("navigation"),
    links: t("links"),
    privacySettings: t("privacySettings"),
    copyright: t("copyright", { year, site: siteName }),
  };
  return <FooterView items={items} style={style} labels={labels} languages={languages} />;
}
