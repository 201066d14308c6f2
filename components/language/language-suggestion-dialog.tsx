"use client";

import { useTranslations } from "next-intl";
import { fillMessage } from "@/lib/i18n/fill-message";
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
      className="suggestion"
    >
      <h2 id="language-suggestion-title" className="font-semibold text-gray-900">
        {t("title")}
      </h2>
      <p id="language-suggestion-text" className="mt-1 text-sm text-gray-700">
        {fillMessage(t.raw("message"), { language: LOCALE_NAMES[proposed] })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => onChoose(proposed)}
          className="suggestion-accept"
        >
          {fillMessage(t.raw("accept"), { language: LOCALE_NAMES[proposed] })}
        </button>
        <button
          type="button"
          onClick={() => onChoose(current)}
          className="suggestion-decline"
        >
          {fillMessage(t.raw("decline"), { current: LOCALE_NAMES[current] })}
        </button>
      </div>
    </div>
  );
}
