"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { rememberLanguage } from "@/components/header/language-switch";
import { useSite } from "@/components/site/site-context";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { DEFAULT_LOCALE_COOKIE, LANGUAGE_SUGGESTION_DELAY_MS, SUGGESTED_LOCALE_COOKIE } from "@/lib/language/constants";
import { suggestLocale } from "@/lib/language/suggest";
import { readCookie, switchLocalePath } from "@/lib/language/switch-path";

// Only visitors who get a suggestion download it, fetched while the 2 s pass.
const loadDialog = () => import("./language-suggestion-dialog").then((m) => ({ default: m.LanguageSuggestionDialog }));
const LanguageSuggestionDialog = lazy(loadDialog);

/**
 * Proposes the visitor's own language 2 s after load (002 §4 Language suggestion) when the
 * suggestedLocale cookie names an offered language other than the page's and no choice is stored.
 * The cookie is set here, once per browser session, from the browser's languages on an unprefixed
 * page: pages stay the same for every visitor, so the server never looks at Accept-Language.
 */
export function LanguageSuggestion({ locales }: { locales: Locale[] }) {
  const { locale, defaultLocale } = useSite();
  const [proposed, setProposed] = useState<Locale | null>(null);

  useEffect(() => {
    if (readCookie(document.cookie, DEFAULT_LOCALE_COOKIE)) return;
    const suggested = readCookie(document.cookie, SUGGESTED_LOCALE_COOKIE) ?? flagSuggestion(locale, defaultLocale, locales);
    if (!isLocale(suggested) || suggested === locale || !locales.includes(suggested)) return;
    void loadDialog().catch(() => undefined);
    const timer = window.setTimeout(() => setProposed(suggested), LANGUAGE_SUGGESTION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [locale, defaultLocale, locales]);

  if (!proposed) return null;
  const choose = (choice: Locale) => {
    rememberLanguage(choice);
    setProposed(null);
    if (choice !== locale) window.location.assign(switchLocalePath(window.location.pathname, choice, defaultLocale));
  };

  return (
    <Suspense fallback={null}>
      <LanguageSuggestionDialog proposed={proposed} current={locale} onChoose={choose} />
    </Suspense>
  );
}

/** On an unprefixed page, the first of the browser's languages the site offers, remembered for the session. */
function flagSuggestion(locale: Locale, defaultLocale: Locale, offered: readonly Locale[]): Locale | null {
  if (locale !== defaultLocale) return null;
  const suggested = suggestLocale(navigator.languages.join(","), offered, locale);
  if (suggested) document.cookie = `${SUGGESTED_LOCALE_COOKIE}=${suggested}; path=/; samesite=lax`;
  return suggested;
}
