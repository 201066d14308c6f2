"use client";

import { useTranslations } from "next-intl";
import { useLocalizedPath, useSite } from "@/components/site/site-context";
import type { Dashboard } from "@/lib/dashboard/schemas";
import { LOCALE_NAMES, type Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import { CARD_LINK, DashboardCard } from "./dashboard-card";

function LanguageList({ locales }: { locales: readonly Locale[] }) {
  return (
    <>
      {locales.map((code, index) => (
        <span key={code}>
          {index > 0 && ", "}
          <span lang={code}>{LOCALE_NAMES[code]}</span>
        </span>
      ))}
    </>
  );
}

/** Pages and posts with the site's languages and what each still lacks; a title opens the page, where its editors are. */
export function ContentCard({ content }: { content: Dashboard["content"] }) {
  const t = useTranslations("Dashboard.content");
  const { locale } = useSite();
  const localized = useLocalizedPath();
  const pages = content.items.filter((item) => item.kind === "page").length;
  const untranslated = content.items.filter((item) => item.missing.length > 0).length;
  // What still needs work first.
  const items = [...content.items].sort((a, b) => b.missing.length - a.missing.length);

  return (
    <DashboardCard title={t("title")}>
      <p>{t("summary", { pages, posts: content.items.length - pages, untranslated })}</p>
      <p>
        {t("languages")} <LanguageList locales={content.locales} />
      </p>
      {items.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <div className="max-h-96 overflow-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="border-b border-gray-200 text-gray-600">
              <tr>
                <th scope="col" className="py-2 pr-3">{t("name")}</th>
                <th scope="col" className="py-2 pr-3">{t("kind")}</th>
                <th scope="col" className="py-2">{t("missing")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {items.map((item) => (
                <tr key={item.id} data-content-item={item.slug}>
                  <td className="py-2 pr-3">
                    <a href={localized(`/${item.slug}`)} className={CARD_LINK}>
                      {pickTranslation(item.title, item.title_translation, locale) || item.slug}
                    </a>
                  </td>
                  <td className="py-2 pr-3">
                    {t(item.kind)}
                    {!item.is_published && ` (${t("draft")})`}
                  </td>
                  <td className="py-2">{item.missing.length === 0 ? t("complete") : <LanguageList locales={item.missing} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DashboardCard>
  );
}
