import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { messagesByLocale } from "@/lib/i18n/messages";
import { escapeHtml } from "./escape-html";
import type { EmailMessage } from "./send";

export type AccountEmailType = "welcome" | "free_trial";

/** The welcome and free-trial emails, in the site's language. */
export function accountEmail(
  type: AccountEmailType,
  { to, name, siteName, siteUrl, locale }: { to: string; name: string; siteName: string; siteUrl: string; locale: Locale },
): EmailMessage {
  const t = createTranslator({ locale, messages: messagesByLocale[locale], namespace: "Emails" });
  const key = type === "welcome" ? "welcome" : "freeTrial";
  const values = { name: name || to, site: siteName };
  const subject = t(`${key}.subject`, values);
  const body = t(`${key}.body`, values);
  const cta = t(`${key}.cta`);
  return {
    to,
    subject,
    text: `${body}\n\n${cta}: ${siteUrl}`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(siteUrl)}">${escapeHtml(cta)}</a></p>`,
  };
}

/**
 * To an address registered on a site while its account lives on other sites of the platform (issue 39): the
 * registration answered as a new one, and this email tells the person to log in there with their password. It
 * greets no one by name: the name typed into the form is the registering person's word, not the reader's.
 */
export function existingAccountEmail({ to, siteName, loginUrl, locale }: { to: string; siteName: string; loginUrl: string; locale: Locale }): EmailMessage {
  const t = createTranslator({ locale, messages: messagesByLocale[locale], namespace: "Emails.existingAccount" });
  const values = { site: siteName };
  const paragraphs = [t("greeting"), t("body", values)];
  const cta = t("cta", values);
  const ignore = t("ignore");
  return {
    to,
    subject: t("subject", values).replace(/\s+/g, " ").trim(),
    text: `${paragraphs.join("\n\n")}\n\n${cta}: ${loginUrl}\n\n${ignore}`,
    html: `${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("")}<p><a href="${escapeHtml(loginUrl)}">${escapeHtml(cta)}</a></p><p>${escapeHtml(ignore)}</p>`,
  };
}
