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
