"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { rememberLanguage } from "@/components/header/language-switch";
import { WithMessages } from "@/components/i18n/with-messages";
import { useSite } from "@/components/site/site-context";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { DEFAULT_LOCALE_COOKIE, LANGUAGE_SUGGESTION_DELAY_MS, SUGGESTED_LOCALE_COOKIE } from "@/lib/language/constants";
import { suggestLocale } from "@/lib/language/suggest";
import { readCookie, switchLocalePath } from "@/lib/language/switch-path";

// Only visitors who get a suggestion download it, fetched while the 2 s pass.
const loadDialog = () => import("./language-suggestion-dialog").then((m) => ({ default: m.LanguageSuggestionDialog }));
const LanguageSuggestionDialog = lazy(loadDialog);
const SUGGESTION_MESSAGES = ["LanguageSuggestion"] as const;

/**
 * Proposes the visitor's own language 2 s after load (002 §4 Language suggestion) when the
 * suggestedLocale cookie names an offered language other than the page's and no choice is stored.
 * The cookie is set here, once per browser session, from the browser's languages on an unprefixed
 * page: pages stay the same for every visitor, so the server never looks at Accept-Language.
 */
export function LanguageSuggestion({ locales }: { locales: Locale[] }) {
  const { locale, defaultLocale } = useSite();
  // The language to propose once the delay has passed; its texts load from when it is chosen.
  const [suggested, setSuggested] = useState<Locale | null>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (readCookie(document.cookie, DEFAULT_LOCALE_COOKIE)) return;
    const candidate = readCookie(document.cookie, SUGGESTED_LOCALE_COOKIE) ?? flagSuggestion(locale, defaultLocale, locales);
    if (!isLocale(candidate) || candidate === locale || !locales.includes(candidate)) return;
    void loadDialog().catch(() => undefined);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- cookies are read after hydration; the texts then load during the delay
    setSuggested(candidate);
    const timer = window.setTimeout(() => setShown(true), LANGUAGE_SUGGESTION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [locale, defaultLocale, locales]);

  if (!suggested) return null;
  const choose = (choice: Locale) => {
    rememberLanguage(choice);
    setSuggested(null);
    if (choice !== locale) window.location.assign(switchLocalePath(window.location.pathname, choice, defaultLocale));
  };

  return (
    <WithMessages namespaces={SUGGESTION_MESSAGES}>
      {shown && (
        <Suspense fallback={null}>
          <LanguageSuggestionDialog proposed={suggested} current={locale} onChoose={choose} />
        </Suspense>
      )}
    </WithMessages>
  );
}

/** On an unprefixed page, the first of the browser's languages the site offers, remembered for the session. */
function flagSuggestion(locale: Locale, defaultLocale: Locale, offered: readonly Locale[]): Locale | null {
  if (locale !== defaultLocale) return null;
  const suggested = suggestLocale(navigator.languages.join(","), offered, locale);
  if (suggested) document.cookie = `${SUGGESTED_LOCALE_COOKIE}=${suggested}; path=/; samesite=lax`;
  return suggested;
}
