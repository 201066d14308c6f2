"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { SMALL_BUTTON } from "@/components/editors/metrics/styles";
import type { Locale } from "@/lib/i18n/locales";
import type { CookieConsentRecordRow, CookieServiceRow } from "@/lib/organizations/types";
import { acceptedServiceNames, consentCsv, parseTimestamp } from "./consent-csv";

interface ConsentRecordsProps {
  records: readonly CookieConsentRecordRow[];
  services: readonly CookieServiceRow[];
  locale: Locale;
}

const CELL = "px-3 py-2 text-left align-top";

/** The newest consent choices (read-only): date, visitor or user, accepted services, consent given; and a CSV of them. */
export function ConsentRecords({ records, services, locale }: ConsentRecordsProps) {
  const t = useTranslations("Editors.settingsLists.records");
  const names = useMemo(() => new Map(services.map((service) => [service.id, service.name])), [services]);
  const date = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }), [locale]);

  const download = () => {
    const csv = consentCsv(records, names, {
      headers: { date: t("date"), who: t("who"), services: t("services"), given: t("given") },
      visitor: t("visitor"),
      yes: t("yes"),
      no: t("no"),
      unknownService: t("unknownService"),
    });
    // The byte order mark makes spreadsheet programs read the file as UTF-8.
    const url = URL.createObjectURL(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `consent-records-${new Date().toISOString().slice(0, 10)}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-gray-900">{t("title")}</h3>
        <button type="button" className={SMALL_BUTTON} disabled={records.length === 0} onClick={download}>
          {t("download")}
        </button>
      </div>
      <p className="text-sm text-gray-700">{t("intro")}</p>
      {records.length === 0 ? (
        <p className="text-sm text-gray-700">{t("empty")}</p>
      ) : (
        <div className="max-h-96 overflow-auto rounded-lg border border-gray-200" tabIndex={0} role="region" aria-label={t("title")}>
          <table className="min-w-full divide-y divide-gray-200 text-sm text-gray-900">
            <thead className="sticky top-0 bg-gray-50 font-semibold">
              <tr>
                <th scope="col" className={CELL}>{t("date")}</th>
                <th scope="col" className={CELL}>{t("who")}</th>
                <th scope="col" className={CELL}>{t("services")}</th>
                <th scope="col" className={CELL}>{t("given")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 bg-white">
              {records.map((record) => {
                const accepted = acceptedServiceNames(record, names, t("unknownService"));
                return (
                  <tr key={record.id}>
                    <td className={`${CELL} whitespace-nowrap`}>{date.format(parseTimestamp(record.created_at))}</td>
                    <td className={CELL}>{record.user_id ? <span title={record.user_id}>{record.user_id.slice(0, 8)}</span> : t("visitor")}</td>
                    <td className={CELL}>{accepted.length > 0 ? accepted.join(", ") : t("none")}</td>
                    <td className={CELL}>{record.consent_given ? t("yes") : t("no")}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
