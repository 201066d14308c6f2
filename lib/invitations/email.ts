import "server-only";
import { createTranslator } from "next-intl";
import { escapeHtml } from "@/lib/email/escape-html";
import type { EmailMessage } from "@/lib/email/send";
import type { Locale } from "@/lib/i18n/locales";
import { messagesByLocale } from "@/lib/i18n/messages";
import { ROLE_LABEL_KEYS, type MembershipRole } from "@/lib/memberships/roles";


/** The invitation email, in the site's language: who invites, to which site, as what, and the link. */
export function invitationEmail({ to, inviter, siteName, role, link, locale }: { to: string; inviter: string; siteName: string; role: MembershipRole; link: string; locale: Locale }): EmailMessage {
  const messages = messagesByLocale[locale];
  const t = createTranslator({ locale, messages, namespace: "Emails.invitation" });
  const roleName = createTranslator({ locale, messages, namespace: "Account" })(ROLE_LABEL_KEYS[role]);
  const subject = t("subject", { site: siteName }).replace(/\s+/g, " ").trim();
  const body = t("body", { inviter, site: siteName, role: roleName });
  const cta = t("cta");
  const expires = t("expires");
  return {
    to,
    subject,
    text: `${body}\n\n${cta}: ${link}\n\n${expires}`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(cta)}</a></p><p>${escapeHtml(expires)}</p>`,
  };
}
