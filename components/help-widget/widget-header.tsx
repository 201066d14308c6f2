"use client";

import { useTranslations } from "next-intl";
import { rememberLanguage } from "@/components/header/language-switch";
import { useSite } from "@/components/site/site-context";
import { stripLocalePrefix } from "@/lib/banners/visibility";
import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";
import type { useWidgetState } from "./use-widget-state";

const ICON_BUTTON = "rounded p-1.5 text-sm font-semibold text-white hover:bg-white/20 focus:outline-none focus-visible:ring-2 focus-visible:ring-white";
const SIZE_LABEL = { initial: "sizeInitial", half: "sizeHalf", fullscreen: "sizeFullscreen" } as const;

interface HeaderProps {
  titleId: string;
  widget: ReturnType<typeof useWidgetState>;
  locales: readonly Locale[];
  onClose: () => void;
}

/** Title, language switch, chat/help mode, size (expand) and close. */
export function WidgetHeader({ titleId, widget, locales, onClose }: HeaderProps) {
  const t = useTranslations("HelpWidget");
  const { locale, defaultLocale } = useSite();

  const changeLanguage = (next: string) => {
    if (!isLocale(next) || next === locale) return;
    // Saved now and restored by the reloaded page if it starts loading within 5 s (spec 002 §4).
    widget.saveForLanguageChange();
    // A choice like the header's language switch: stored, so the language suggestion does not ask again.
    rememberLanguage(next);
    const path = stripLocalePrefix(window.location.pathname, LOCALES);
    // A full load: the whole page changes language (and the state above carries the widget over).
    window.location.assign(new URL(`${localizedPath(path, next, defaultLocale)}${window.location.search}`, window.location.origin).href);
  };

  return (
    <div className="flex items-center gap-2 bg-sky-800 px-3 py-2 text-white">
      <h2 id={titleId} className="flex-1 truncate text-base font-semibold">
        {t("title")}
      </h2>
      {locales.length > 1 && (
        <label className="flex items-center gap-1 text-xs">
          <span className="sr-only">{t("language")}</span>
          <select
            value={locale}
            onChange={(event) => changeLanguage(event.target.value)}
            className="rounded bg-white px-1 py-1 text-xs text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            {locales.map((code) => (
              <option key={code} value={code}>
                {LOCALE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="button" onClick={() => widget.setMode(widget.mode === "chat" ? "help" : "chat")} className={ICON_BUTTON}>
        {widget.mode === "chat" ? t("helpMode") : t("chatMode")}
      </button>
      <button type="button" onClick={widget.cycleSize} aria-label={`${t("resize")} (${t(SIZE_LABEL[widget.size])})`} className={ICON_BUTTON} data-widget-resize>
        <span aria-hidden="true">⤢</span>
      </button>
      <button type="button" onClick={onClose} aria-label={t("close")} className={ICON_BUTTON}>
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
