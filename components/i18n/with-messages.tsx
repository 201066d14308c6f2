"use client";

import { NextIntlClientProvider, useMessages } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import { useSite } from "@/components/site/site-context";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";

export type Namespace = keyof Messages;

/** The given namespaces of the locale's catalogue, fetched on demand: null until they arrive. */
function useLazyMessages(locale: Locale, namespaces: readonly Namespace[]) {
  const [messages, setMessages] = useState<Partial<Messages> | null>(null);
  const key = namespaces.join(",");
  useEffect(() => {
    let current = true;
    void import(`@/messages/${locale}.json`).then(({ default: all }: { default: Messages }) => {
      if (current) setMessages(Object.fromEntries(key.split(",").map((name) => [name, all[name as Namespace]])));
    });
    return () => {
      current = false;
    };
  }, [locale, key]);
  return messages;
}

/**
 * Renders its children with extra message namespaces that the page did not carry (admin tools, the
 * widget's chat views): visitors who never open them never download their texts. Shows `fallback`
 * while the catalogue loads.
 */
export function WithMessages({ namespaces, fallback = null, children }: { namespaces: readonly Namespace[]; fallback?: ReactNode; children: ReactNode }) {
  const { locale } = useSite();
  const page = useMessages();
  const extra = useLazyMessages(locale, namespaces);
  if (!extra) return fallback;
  return (
    <NextIntlClientProvider locale={locale} messages={{ ...page, ...extra }}>
      {children}
    </NextIntlClientProvider>
  );
}
