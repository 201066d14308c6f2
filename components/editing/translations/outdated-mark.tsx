"use client";

import { useTranslations } from "next-intl";
import { LOCALE_NAMES, type Locale } from "@/lib/i18n/locales";
import type { OutdatedText } from "./outdated-texts";

/**
 * "Outdated": the default language's text changed since this translation was saved. The disclosure shows the
 * source as the translator saw it and as it reads now.
 */
export function OutdatedMark({ id, text, defaultLocale }: { id: string; text: OutdatedText; defaultLocale: Locale }) {
  const t = useTranslations("TranslationReview");
  return (
    <details id={id} className="w-full text-sm">
      <summary className="inline-flex cursor-pointer items-center rounded bg-orange-100 px-2 text-xs font-semibold text-orange-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600">
        {t("outdated")}
      </summary>
      <div className="mt-1 space-y-1 rounded-lg border border-orange-200 bg-orange-50 p-2 text-gray-900">
        <p>{t("outdatedExplained", { language: LOCALE_NAMES[defaultLocale] })}</p>
        <p>
          <span className="font-semibold">{t("sourceBefore")}</span> <del className="text-gray-700">{text.source_before ?? t("unknownBefore")}</del>
        </p>
        <p>
          <span className="font-semibold">{t("sourceNow")}</span> <ins className="no-underline">{text.source}</ins>
        </p>
      </div>
    </details>
  );
}
