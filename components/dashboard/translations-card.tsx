"use client";

import { useTranslations } from "next-intl";
import { useLocalizedPath } from "@/components/site/site-context";
import type { Dashboard } from "@/lib/dashboard/schemas";
import { LOCALE_NAMES } from "@/lib/i18n/locales";
import { TRANSLATIONS_PATH } from "@/lib/translations/constants";
import { CARD_LINK, DashboardCard } from "./dashboard-card";

/** Each of the site's other languages with its translated, missing and outdated texts; a language opens its status page. */
export function TranslationsCard({ translations }: { translations: Dashboard["translations"] }) {
  const t = useTranslations("Dashboard.translations");
  const localized = useLocalizedPath();

  return (
    <DashboardCard
      title={t("title")}
      action={
        <a href={localized(TRANSLATIONS_PATH)} className={CARD_LINK}>
          {t("manage")}
        </a>
      }
    >
      {translations.length === 0 ? (
        <p>{t("oneLanguage")}</p>
      ) : (
        <table className="w-full text-left" data-translation-summary>
          <caption className="sr-only">{t("caption")}</caption>
          <thead className="border-b border-gray-200 text-gray-600">
            <tr>
              <th scope="col" className="py-2 pr-3">{t("language")}</th>
              <th scope="col" className="py-2 pr-3 text-right">{t("translated")}</th>
              <th scope="col" className="py-2 pr-3 text-right">{t("missing")}</th>
              <th scope="col" className="py-2 text-right">{t("outdated")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {translations.map(({ lang, total }) => (
              <tr key={lang} data-translation-language={lang}>
                <th scope="row" className="py-2 pr-3 font-normal">
                  <a href={`${localized(TRANSLATIONS_PATH)}?lang=${lang}`} className={CARD_LINK} lang={lang}>
                    {LOCALE_NAMES[lang]}
                  </a>
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{total.translated}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{total.missing}</td>
                <td className="py-2 text-right tabular-nums">{total.outdated}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DashboardCard>
  );
}
