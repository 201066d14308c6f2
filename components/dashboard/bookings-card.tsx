"use client";

import { useTranslations } from "next-intl";
import { useLocalizedPath, useSite } from "@/components/site/site-context";
import type { Dashboard } from "@/lib/dashboard/schemas";
import { CARD_LINK, DashboardCard } from "./dashboard-card";

type Booking = Dashboard["bookings"][number];

/** Midnight today in the admin's own time zone. */
function startOfToday(): number {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
}

function BookingList({ label, bookings, format }: { label: string; bookings: Booking[]; format: (iso: string) => string }) {
  const t = useTranslations("Dashboard.bookings");
  return (
    <div>
      <h3 className="font-medium text-gray-900">{label}</h3>
      {bookings.length === 0 ? (
        <p className="text-gray-600">{t("none")}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {bookings.map((booking) => (
            <li key={booking.id} className="py-2" data-booking-id={booking.id}>
              <p className="font-medium text-gray-900">{booking.title}</p>
              <p className="text-gray-600">
                <time dateTime={booking.scheduled_at}>{format(booking.scheduled_at)}</time> · {t(`statuses.${booking.status}`)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Today's and upcoming bookings; the host's list at /admin/meetings is where they are handled. */
export function BookingsCard({ bookings }: { bookings: Booking[] }) {
  const t = useTranslations("Dashboard.bookings");
  const { locale } = useSite();
  const localized = useLocalizedPath();
  const midnight = startOfToday();
  const tomorrow = new Date(midnight).setDate(new Date(midnight).getDate() + 1);
  const at = (booking: Booking) => new Date(booking.scheduled_at).getTime();
  const today = bookings.filter((booking) => at(booking) >= midnight && at(booking) < tomorrow);
  const upcoming = bookings.filter((booking) => at(booking) >= tomorrow);
  const time = new Intl.DateTimeFormat(locale, { timeStyle: "short" });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });

  return (
    <DashboardCard
      title={t("title")}
      action={
        <a href={localized("/admin/meetings")} className={CARD_LINK}>
          {t("manage")}
        </a>
      }
    >
      <BookingList label={t("today")} bookings={today} format={(iso) => time.format(new Date(iso))} />
      <BookingList label={t("upcoming")} bookings={upcoming} format={(iso) => dateTime.format(new Date(iso))} />
    </DashboardCard>
  );
}
