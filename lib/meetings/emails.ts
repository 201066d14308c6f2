import { createTranslator } from "next-intl";
import { escapeHtml } from "@/lib/email/escape-html";
import type { EmailMessage } from "@/lib/email/send";
import type { Locale } from "@/lib/i18n/locales";
import { messagesByLocale } from "@/lib/i18n/messages";
import { pickTranslation } from "@/lib/i18n/translation";
import type { BookingView } from "./schemas";

/** The booking confirmation with the guest's private link, in the language the visitor booked in. */
export function bookingConfirmationEmail({
  to,
  booking,
  link,
  siteName,
  locale,
}: {
  to: string;
  booking: BookingView;
  link: string;
  siteName: string;
  locale: Locale;
}): EmailMessage {
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
  const subject = t("subject", values);
  const body = t("body", values);
  const cta = t("cta");
  const keep = t("keepPrivate");
  return {
    to,
    subject,
    text: `${body}\n\n${cta}: ${link}\n\n${keep}`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(cta)}</a></p><p>${escapeHtml(keep)}</p>`,
  };
}
