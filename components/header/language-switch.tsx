"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { useSite } from "@/components/site/site-context";
import { LOCALE_NAMES, type Locale } from "@/lib/i18n/locales";
import { DEFAULT_LOCALE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from "@/lib/language/constants";
import { languageChoiceCookie, switchLocalePath } from "@/lib/language/switch-path";
import { useCurrentPath } from "./use-current-path";

/** Stores the visitor's language choice for a year (002 §7 cookie write). */
export function rememberLanguage(locale: Locale) {
  document.cookie = languageChoiceCookie(locale, DEFAULT_LOCALE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S);
}

interface LanguageSwitchProps {
  locales: Locale[];
  /** Where the list opens: below in the header, above in the footer. */
  placement?: "below" | "above";
  className?: string;
}

/** Languages with code, native name, current and default markers; links keep the page (000 §2). */
export function LanguageSwitch({ locales, placement = "below", className = "" }: LanguageSwitchProps) {
  const t = useTranslations("Header");
  const { locale, defaultLocale } = useSite();
  const path = useCurrentPath("/");
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  return (
    <div
      ref={root}
      className={`relative ${className}`}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        // The name holds the code shown on the button as a word of its own (WCAG 2.5.3, label in name).
        aria-label={`${t("language")}: ${LOCALE_NAMES[locale]}, ${locale}`}
        onClick={() => setOpen((value) => !value)}
        className="lang-button"
      >
        {locale}
        <span aria-hidden className="icon-chevron" />
      </button>
      {/* The list is drawn when opened: every page has one or two switches, closed. */}
      {open && (
        <ul id={listId} className={`lang-list ${placement === "above" ? "bottom-full mb-2" : "top-full mt-2"}`}>
          {locales.map((option) => (
            <li key={option}>
              <a
                href={switchLocalePath(path, option, defaultLocale)}
                hrefLang={option}
                aria-current={option === locale ? "true" : undefined}
                onClick={() => rememberLanguage(option)}
                className="menu-option"
              >
                <span className="lang-code">{option}</span>
                <span className="flex-1" lang={option}>
                  {LOCALE_NAMES[option]}
                </span>
                {option === locale && <span className="text-xs text-sky-700">✓ {t("current")}</span>}
                {option === defaultLocale && <span className="text-xs text-gray-600">{t("default")}</span>}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
