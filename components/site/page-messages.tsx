import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { messagesByLocale } from "@/lib/i18n/messages";

type Namespace = keyof (typeof messagesByLocale)["en"];

/**
 * Hands a page's client components the message namespaces only that page needs (meetings, account),
 * so every other page's payload stays without them. A nested provider replaces the shell's messages
 * for its children, so list every namespace the page's components use.
 */
export function PageMessages({ locale, namespaces, children }: { locale: Locale; namespaces: Namespace[]; children: ReactNode }) {
  const all = messagesByLocale[locale];
  const messages = Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]]));
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
