import "server-only";
import { createTranslator } from "next-intl";
import type { EmailContent } from "@/lib/email/content";
import type { Locale } from "@/lib/i18n/locales";
import { messagesByLocale } from "@/lib/i18n/messages";
import { ROLE_LABEL_KEYS, type MembershipRole } from "@/lib/memberships/roles";

/** The invitation email, in the site's language: who invites, to which site, as what, and the link. */
export function invitationEmail({ inviter, siteName, role, link, locale }: { inviter: string; siteName: string; role: MembershipRole; link: string; locale: Locale }): EmailContent {
  const messages = messagesByLocale[locale];
  const t = createTranslator({ locale, messages, namespace: "Emails.invitation" });
  const roleName = createTranslator({ locale, messages, namespace: "Account" })(ROLE_LABEL_KEYS[role]);
  const body = t("body", { inviter, site: siteName, role: roleName });
  return { subject: t("subject", { site: siteName }), preview: body, paragraphs: [body], action: { label: t("cta"), url: link }, footnote: t("expires") };
}
