"use client";

import { useTranslations } from "next-intl";
import { LoginNotice } from "@/components/account/login-notice";
import { QueryProvider } from "@/components/query/query-provider";
import { useSession } from "@/lib/auth/use-session";
import type { Locale } from "@/lib/i18n/locales";
import { TRANSLATIONS_PATH } from "@/lib/translations/constants";
import { TranslationsWorkspace } from "./translations-workspace";

interface TranslationsPageProps {
  /** The site's languages and its default one, the source of every translation. */
  locales: readonly Locale[];
  defaultLocale: Locale;
}

/** /admin/translations: what is missing or outdated in each language, XLIFF exchange and the glossary (admins only, by the API). */
export function TranslationsPage({ locales, defaultLocale }: TranslationsPageProps) {
  const t = useTranslations("Translations");
  const session = useSession();
  if (session === undefined) return <p role="status">{t("loading")}</p>;
  if (!session) return <LoginNotice message={t("notSignedIn")} linkText={t("toLogin")} returnPath={TRANSLATIONS_PATH} />;
  return (
    <QueryProvider>
      <TranslationsWorkspace session={session} locales={locales} defaultLocale={defaultLocale} />
    </QueryProvider>
  );
}
