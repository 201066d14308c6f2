import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { messagesByLocale } from "@/lib/i18n/messages";
import type { EmailContent } from "./content";

export type AccountEmailType = "welcome" | "free_trial";

/** The welcome and free-trial emails, in the site's language. */
export function accountEmail(type: AccountEmailType, { name, to, siteName, siteUrl, locale }: { name: string; to: string; siteName: string; siteUrl: string; locale: Locale }): EmailContent {
  const t = createTranslator({ locale, messages: messagesByLocale[locale], namespace: "Emails" });
  const key = type === "welcome" ? "welcome" : "freeTrial";
  const values = { name: name || to, site: siteName };
  const body = t(`${key}.body`, values);
  return { subject: t(`${key}.subject`, values), preview: body, paragraphs: [body], action: { label: t(`${key}.cta`), url: siteUrl } };
}

/**
 * To an address registered on a site while its account lives on other sites of the platform (issue 39): the
 * registration answered as a new one, and this email tells the person to log in there with their password. It
 * greets no one by name: the name typed into the form is the registering person's word, not the reader's.
 */
export function existingAccountEmail({ siteName, loginUrl, locale }: { siteName: string; loginUrl: string; locale: Locale }): EmailContent {
  const t = createTranslator({ locale, messages: messagesByLocale[locale], namespace: "Emails.existingAccount" });
  const values = { site: siteName };
  const body = t("body", values);
  return {
    subject: t("subject", values),
    preview: body,
    paragraphs: [t("greeting"), body],
    action: { label: t("cta", values), url: loginUrl },
    footnote: t("ignore"),
  };
}
