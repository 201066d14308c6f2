import "server-only";
import { createTranslator } from "next-intl";
import { asAnon } from "@/lib/db";
import type { EmailTemplate } from "@/lib/email/constants";
import { oneLine, type EmailContent } from "@/lib/email/content";
import { queueEmail } from "@/lib/email/outbox";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import { messagesByLocale } from "@/lib/i18n/messages";
import { logger } from "@/lib/log/logger.mjs";
import { getSiteSeo } from "@/lib/posts/queries";
import { siteOrigin } from "@/lib/site/site-by-host";
import { normalizeHost } from "@/lib/tenancy/host";

// Ticket emails, with their texts in the "SupportEmails" namespace.
//
// Both sides are written to in the organisation's default language (settings.language). A ticket keeps no
// language (no column for it), and the request that sends an email is the other side's: a customer's reply
// email is caused by the admin's request, so its page language says nothing about the customer's. The
// organisation's language is the one its site speaks first and the one its admins chose.

/** Where customers find their tickets, and where admins work them (the Dashboard opens the tickets modal). */
export const CUSTOMER_TICKETS_PATH = "/account/profile/tickets";
export const ADMIN_TICKETS_PATH = "/admin";

/** Longest part of a message quoted in an email. */
const QUOTE_LENGTH = 1000;

interface SiteMail {
  orgId: string;
  siteName: string;
  origin: string;
  locale: Locale;
}

/** The site's name, its own address (never the request's Host) and default language, or null when the site is gone. */
export async function siteMailOf(request: Request, orgId: string): Promise<SiteMail | null> {
  const site = await asAnon((db) => getSiteSeo(db, { orgId }));
  if (!site) return null;
  // As lib/tenancy/load-site.ts reads the default language.
  const locale = isLocale(site.language) ? site.language : (site.supported_locales.find(isLocale) ?? DEFAULT_LOCALE);
  return { orgId, siteName: site.site || site.name, origin: siteOrigin(normalizeHost(request.headers.get("host")), site.base_url), locale };
}

const translatorOf = (locale: Locale) => createTranslator({ locale, messages: messagesByLocale[locale], namespace: "SupportEmails" });

const quote = (body: string) => (Array.from(body).length > QUOTE_LENGTH ? `${Array.from(body).slice(0, QUOTE_LENGTH).join("")}…` : body);

/** A ticket email before it is sent: to whom, and what it says. */
export interface TicketEmail {
  to: string;
  template: Extract<EmailTemplate, "ticket_reply" | "ticket_message">;
  content: EmailContent;
}

function ticketContent({ subject, intro, body, cta, link }: { subject: string; intro: string; body: string; cta: string; link: string }): EmailContent {
  return { subject, preview: intro, paragraphs: [intro], quote: quote(body), action: { label: cta, url: link } };
}

/** The email telling a customer that the organisation answered their ticket. */
export function replyEmail({ to, subject, body, mail }: { to: string; subject: string; body: string; mail: SiteMail }): TicketEmail {
  const t = translatorOf(mail.locale);
  const content = ticketContent({
    subject: t("reply.subject", { subject }),
    intro: t("reply.intro", { site: mail.siteName, subject: oneLine(subject) }),
    body,
    cta: t("reply.cta"),
    link: `${mail.origin}${CUSTOMER_TICKETS_PATH}`,
  });
  return { to, template: "ticket_reply", content };
}

/** The email telling an admin that a customer wrote (a new ticket, a contact-form message or a follow-up). */
export function customerMessageEmail({
  to,
  subject,
  from,
  body,
  mail,
}: {
  to: string;
  subject: string;
  from: string;
  body: string;
  mail: SiteMail;
}): TicketEmail {
  const t = translatorOf(mail.locale);
  const content = ticketContent({
    subject: t("message.subject", { subject }),
    intro: t("message.intro", { from: oneLine(from), site: mail.siteName, subject: oneLine(subject) }),
    body,
    cta: t("message.cta"),
    link: `${mail.origin}${ADMIN_TICKETS_PATH}`,
  });
  return { to, template: "ticket_message", content };
}

/** Queues each email; a failure is logged and never fails the request that caused it. */
export async function sendTicketEmails(mail: SiteMail, emails: TicketEmail[]): Promise<void> {
  await Promise.all(
    emails.map((email) =>
      queueEmail({ orgId: mail.orgId, origin: mail.origin, locale: mail.locale, ...email }).catch((error: unknown) => {
        logger.error({ err: error }, "support notification email failed");
      }),
    ),
  );
}
