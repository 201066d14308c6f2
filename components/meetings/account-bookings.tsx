"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useLocalizedPath, useSite } from "@/components/site/site-context";
import { pickTranslation } from "@/lib/i18n/translation";
import { customerBookingsQuery } from "./booking-queries";

/**
 * /account: the signed-in customer's bookings on this site. They join through the link in their email.
 * A list that fails to load reads as empty. Needs a QueryProvider above it (the account page's).
 */
export function AccountBookings({ userId, token }: { userId: string; token: string }) {
  const t = useTranslations("Meetings");
  const locale = useLocale();
  const localized = useLocalizedPath();
  const site = useSite();
  const query = useQuery(customerBookingsQuery(userId, token));
  const bookings = query.isError ? [] : (query.data ?? null);

  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section aria-labelledby="account-bookings-title" className="space-y-3">
      <h2 id="account-bookings-title" className="text-xl font-semibold text-gray-900">
        {t("account.title")}
      </h2>
      {bookings === null && <p role="status">{t("host.loading")}</p>}
      {bookings?.length === 0 && <p>{t("account.empty")}</p>}
      {bookings && bookings.length > 0 && (
        <>
          <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200" data-testid="account-bookings">
            {bookings.map((booking) => (
              <li key={booking.id} className="flex flex-wrap justify-between gap-2 px-4 py-3">
                <span className="font-medium text-gray-900">{pickTranslation(booking.meeting_type.name, booking.meeting_type.name_translation, site.locale)}</span>
                <span className="text-gray-700">{when.format(new Date(booking.scheduled_at))}</span>
                <span className="text-sm text-gray-600">{t(`status.${booking.status}`)}</span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-gray-600">{t("account.linkHint")}</p>
        </>
      )}
      <a href={localized("/book")} className="text-sky-700 underline">
        {t("account.book")}
      </a>
    </section>
  );
}
