"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSite } from "@/components/site/site-context";
import { pickTranslation } from "@/lib/i18n/translation";
import type { BookingView } from "@/lib/meetings/schemas";

/** What the booking is and when, in the visitor's language and time zone. */
export function BookingSummary({ booking }: { booking: BookingView }) {
  const t = useTranslations("Meetings");
  const locale = useLocale();
  const site = useSite();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short" }).format(new Date(booking.scheduled_at));
  return (
    <div className="space-y-1">
      <p className="text-lg font-medium text-gray-900">{pickTranslation(booking.meeting_type.name, booking.meeting_type.name_translation, site.locale)}</p>
      <p className="text-gray-700">{t("room.scheduledFor", { when })}</p>
      <p className="text-sm text-gray-600">
        {t("host.statusLabel")}: <span data-testid="booking-status">{t(`status.${booking.status}`)}</span>
      </p>
    </div>
  );
}
