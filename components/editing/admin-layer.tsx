"use client";

import { NextIntlClientProvider, useMessages } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import { QueryProvider } from "@/components/query/query-provider";
import { useSite } from "@/components/site/site-context";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";
import { EditingShell } from "./editing-shell";

/** The admin layer's own namespaces, fetched with it: the visitor's pages never carry them. */
const NAMESPACES = ["EditMode", "Editing", "Editors", "Media"] as const;
type EditingMessages = Pick<Messages, (typeof NAMESPACES)[number]>;

function useEditingMessages(locale: Locale): EditingMessages | null {
  const [messages, setMessages] = useState<EditingMessages | null>(null);
  useEffect(() => {
    let current = true;
    void import(`@/messages/${locale}.json`).then(({ default: all }: { default: Messages }) => {
      if (current) setMessages(Object.fromEntries(NAMESPACES.map((name) => [name, all[name]])) as EditingMessages);
    });
    return () => {
      current = false;
    };
  }, [locale]);
  return messages;
}

function WithEditingMessages({ children }: { children: ReactNode }) {
  const { locale } = useSite();
  const page = useMessages();
  const editing = useEditingMessages(locale);
  if (!editing) return null;
  return (
    <NextIntlClientProvider locale={locale} messages={{ ...page, ...editing }}>
      {children}
    </NextIntlClientProvider>
  );
}

/** Everything an admin edits the site with, mounted by components/site/admin-gate.tsx for admins only. */
export default function AdminLayer() {
  return (
    <WithEditingMessages>
      <QueryProvider>
        <EditingShell />
      </QueryProvider>
    </WithEditingMessages>
  );
}
