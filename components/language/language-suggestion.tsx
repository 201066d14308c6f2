"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { rememberLanguage } from "@/components/header/language-switch";
import { useSite } from "@/components/site/site-context";
import { isLocale, LOCALE_NAMES, type Locale } from "@/lib/i18n/locales";
import { DEFAULT_LOCALE_COOKIE, LANGUAGE_SUGGESTION_DELAY_MS, SUGGESTED_LOCALE_COOKIE } from "@/lib/language/constants";
import { suggestLocale } from "@/lib/language/suggest";
import { readCookie, switchLocalePath } from "@/lib/language/switch-path";

/**
 * Proposes the visitor's own language 2 s after load (002 §4 Language suggestion) when the
 * suggestedLocale cookie names an offered language other than the page's and no choice is stored.
 * The cookie is set here, once per browser session, from the browser's languages on an unprefixed
 * page: pages stay the same for every visitor, so the server never looks at Accept-Language.
 */
export function LanguageSuggestion({ locales }: { locales: Locale[] }) {
  const t = useTranslations("LanguageSuggestion");
  const { locale, defaultLocale } = useSite();
  const [proposed, setProposed] = useState<Locale | null>(null);

  useEffect(() => {
    if (readCookie(document.cookie, DEFAULT_LOCALE_COOKIE)) return;
    const suggested = readCookie(document.cookie, SUGGESTED_LOCALE_COOKIE) ?? flagSuggestion(locale, defaultLocale, locales);
    if (!isLocale(suggested) || suggested === locale || !locales.includes(suggested)) return;
    const timer = window.setTimeout(() => setProposed(suggested), LANGUAGE_SUGGESTION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [locale, defaultLocale, locales]);

  if (!proposed) return null;
  const choose = (choice: Locale) => {
    rememberLanguage(choice);
    setProposed(null);
    if (choice !== locale) window.location.assign(switchLocalePath(window.location.pathname, choice, defaultLocale));
  };

  // Non-modal and announced politely: it must not take focus from a visitor who is typing elsewhere.
  return (
    <div
      role="dialog"
      aria-live="polite"
      aria-labelledby="language-suggestion-title"
      aria-describedby="language-suggestion-text"
      data-testid="language-suggestion"
      onKeyDown={(event) => {
        if (event.key === "Escape") choose(locale);
      }}
      className="fixed bottom-14 left-4 z-50 w-[min(22rem,calc(100vw-2rem))] rounded-lg border border-gray-200 bg-white p-4 text-gray-800 shadow-xl"
    >
      <h2 id="language-suggestion-title" className="font-semibold text-gray-900">
        {t("title")}
      </h2>
      <p id="language-suggestion-text" className="mt-1 text-sm text-gray-700">
        {t("message", { language: LOCALE_NAMES[proposed] })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => choose(proposed)}
          className="rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2"
        >
          {t("accept", { language: LOCALE_NAMES[proposed] })}
        </button>
        <button
          type="button"
          onClick={() => choose(locale)}
          className="rounded-md px-3 py-1.5 text-sm font-medium text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
        >
          {t("decline", { current: LOCALE_NAMES[locale] })}
        </button>
      </div>
    </div>
  );
}

/** On an unprefixed page, the first of the browser's languages the site offers, remembered for the session. */
function flagSuggestion(locale: Locale, defaultLocale: Locale, offered: readonly Locale[]): Locale | null {
  if (locale !== defaultLocale) return null;
  const suggested = suggestLocale(navigator.languages.join(","), offered, locale);
  if (suggested) document.cookie = `${SUGGESTED_LOCALE_COOKIE}=${suggested}; path=/; samesite=lax`;
  return suggested;
}
