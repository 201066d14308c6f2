import "@/app/globals.css";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { DEFAULT_LOCALE, isLocale, LOCALES } from "@/lib/i18n/locales";
import { messagesByLocale } from "@/lib/i18n/messages";
import { DEFAULT_LOCALE_SEGMENT } from "@/lib/tenancy/site-path";

export function generateStaticParams() {
  return [DEFAULT_LOCALE_SEGMENT, ...LOCALES].map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { Console } = messagesByLocale[consoleLocale((await params).locale) ?? DEFAULT_LOCALE];
  return { title: { default: `${Console.title} | ${Console.brand}`, template: `%s | ${Console.brand}` }, robots: { index: false } };
}

/** The console's language: its prefix (`/de`), else English. */
function consoleLocale(segment: string) {
  if (segment === DEFAULT_LOCALE_SEGMENT) return DEFAULT_LOCALE;
  return isLocale(segment) ? segment : null;
}

/** The platform host's pages (lib/tenancy/site-path.ts routes them here): the console, in the product's own style. */
export default async function ConsoleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = consoleLocale((await params).locale);
  if (!locale) notFound();
  const { Console, Account, Team, Domains, Editing } = messagesByLocale[locale];
  return (
    <html lang={locale} data-app="console">
      <body className="min-h-screen bg-gray-50 text-gray-900">
        <NextIntlClientProvider locale={locale} messages={{ Console, Account, Team, Domains, Editing: { dialog: Editing.dialog } }}>
          <header className="border-b border-gray-200 bg-white">
            <p className="mx-auto max-w-4xl px-6 py-4 text-lg font-semibold text-sky-800">{Console.brand}</p>
          </header>
          <main id="content" className="mx-auto max-w-4xl px-6 py-10">
            {children}
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
