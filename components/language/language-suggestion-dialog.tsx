"use client";

import { useTranslations } from "next-intl";
import { LOCALE_NAMES, type Locale } from "@/lib/i18n/locales";

interface DialogProps {
  proposed: Locale;
  current: Locale;
  onChoose: (choice: Locale) => void;
}

/**
 * The suggestion itself. Non-modal and announced politely: it must not take focus from a visitor who
 * is typing elsewhere. Escape keeps the current language.
 */
export function LanguageSuggestionDialog({ proposed, current, onChoose }: DialogProps) {
  const t = useTranslations("LanguageSuggestion");
  return (
    <div
      role="dialog"
      aria-live="polite"
      aria-labelledby="language-suggestion-title"
      aria-describedby="language-suggestion-text"
      data-testid="language-suggestion"
      onKeyDown={(event) => {
        if (event.key === "Escape") onChoose(current);
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
          onClick={() => onChoose(proposed)}
          className="rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2"
        >
          {t("accept", { language: LOCALE_NAMES[proposed] })}
        </button>
        <button
          type="button"
          onClick={() => onChoose(current)}
          className="rounded-md px-3 py-1.5 text-sm font-medium text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
        >
          {t("decline", { current: LOCALE_NAMES[current] })}
        </button>
      </div>
    </div>
  );
}
