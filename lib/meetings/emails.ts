import { createTranslator } from "next-intl";
import type { EmailContent } from "@/lib/email/content";
import type { Locale } from "@/lib/i18n/locales";
import { messagesByLocale } from "@/lib/i18n/messages";
import { pickTranslation } from "@/lib/i18n/translation";
import type { BookingView } from "./schemas";

/** The booking confirmation with the guest's private link, in the language the visitor booked in. */
export function bookingConfirmationEmail({
  booking,
  link,
  siteName,
  locale,
}: {
  booking: Pick<BookingView, "customer_name" | "scheduled_at" | "meeting_type">;
  link: string;
  siteName: string;
  locale: Locale;
}): EmailContent {
  const t = createTranslator({ locale, messages: messagesByLocale[locale], namespace: "Meetings.email" });
  // The server does not know the guest's time zone: the time is given in UTC and says so.
  const when = new Intl.DateTimeFormat(locale, {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(
    new Date(booking.scheduled_at),
  );
  const values = { name: booking.customer_name, site: siteName, meeting: pickTranslation(booking.meeting_type.name, booking.meeting_type.name_translation, locale), when };
  const body = t("body", values);
  return { subject: t("subject", values), preview: body, paragraphs: [body], action: { label: t("cta"), url: link }, footnote: t("keepPrivate") };
}
