"use client";

import { useTranslations } from "next-intl";

/** A failed read (e.g. the database went away) shows a retry instead of a stack trace. */
export default function SiteError({ retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations("Errors");
  return (
    <div role="alert" className="py-20 text-center">
      <h1 className="text-3xl font-semibold text-gray-900">{t("title")}</h1>
      <p className="mt-4 text-gray-600">{t("description")}</p>
      <button type="button" onClick={() => retry()} className="mt-8 rounded bg-sky-600 px-4 py-2 text-white">
        {t("retry")}
      </button>
    </div>
  );
}
