"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSite } from "@/components/site/site-context";
import { pickTranslation } from "@/lib/i18n/translation";
import { canTransition } from "@/lib/meetings/booking-status";
import { formatElapsed } from "@/lib/meetings/elapsed";
import type { BookingView } from "@/lib/meetings/schemas";

interface HostBookingRowProps {
  booking: BookingView;
  clockOffset: number;
  /** The browser's clock, ticking every second while someone waits. */
  now: number | null;
  busy: boolean;
  onAdmit: () => void;
  onReject: () => void;
  onJoin: () => void;
}

const button =
  "rounded-md px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 disabled:opacity-60";

/** One booking in the host's list, with the actions its status allows (lib/meetings/booking-status.ts). */
export function HostBookingRow({ booking, clockOffset, now, busy, onAdmit, onReject, onJoin }: HostBookingRowProps) {
  const t = useTranslations("Meetings");
  const locale = useLocale();
  const site = useSite();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(booking.scheduled_at));
  const waited = booking.waiting_since && now !== null ? now + clockOffset - new Date(booking.waiting_since).getTime() : null;
  const name = booking.customer_name;

  return (
    <tr className={booking.status === "waiting" ? "bg-amber-50" : undefined} data-testid={`host-booking-${booking.id}`}>
      <td className="px-3 py-2 font-medium text-gray-900">{name}</td>
      <td className="px-3 py-2">{pickTranslation(booking.meeting_type.name, booking.meeting_type.name_translation, site.locale)}</td>
      <td className="px-3 py-2">{when}</td>
      <td className="px-3 py-2">
        <span data-testid="host-booking-status">{t(`status.${booking.status}`)}</span>
        {waited !== null && booking.status === "waiting" && (
          <span className="block text-sm text-amber-800">
            {t("host.waitingFor", { elapsed: formatElapsed(waited) })}
          </span>
        )}
      </td>
      <td className="space-x-2 whitespace-nowrap px-3 py-2">
        {canTransition(booking.status, "in_progress", "host") && (
          <button type="button" onClick={onAdmit} disabled={busy} aria-label={t("host.admitLabel", { name })} className={`${button} bg-sky-700 text-white hover:bg-sky-800`}>
            {t("host.admit")}
          </button>
        )}
        {canTransition(booking.status, "cancelled", "host") && (
          <button type="button" onClick={onReject} disabled={busy} aria-label={t("host.rejectLabel", { name })} className={`${button} border border-gray-300 text-gray-800 hover:bg-gray-50`}>
            {t("host.reject")}
          </button>
        )}
        {booking.status === "in_progress" && (
          <button type="button" onClick={onJoin} disabled={busy} className={`${button} border border-sky-700 text-sky-800 hover:bg-sky-50`}>
            {t("host.join")}
          </button>
        )}
      </td>
    </tr>
  );
}
