"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { TranslatableFormField } from "@/components/editors/shared/translatable-form-field";
import type { Locale } from "@/lib/i18n/locales";
import { HeroToolbar } from "./hero-toolbar";
import { useLayoutGradient } from "./use-layout-gradient";

interface HeroSectionFieldsProps {
  locale: Locale;
  defaultLocale: Locale;
  mode: "create" | "edit";
  /** The live preview: inside the same block as the toolbar, so the toolbar stays in view over it. */
  preview: ReactNode;
}

// Spec 001 §5: the title and description boxes grow with their text, up to 400 and 280 px.
const GROW_TITLE = "[&_textarea]:field-sizing-content [&_textarea]:max-h-[400px] [&_textarea]:min-h-0";
const GROW_DESCRIPTION = "[&_textarea]:field-sizing-content [&_textarea]:max-h-[280px] [&_textarea]:min-h-0";

/**
 * The hero dialog's body (spec 001 §2.4): badge and tip box, the sticky toolbar, the live preview, and the
 * title, description and button text in the language being viewed. "Title is required." shows under
 * the title, with a red border, once a save was tried (the form validates on submit, then on each change).
 */
export function HeroSectionFields({ locale, defaultLocale, mode, preview }: HeroSectionFieldsProps) {
  const t = useTranslations("Editors.hero");
  useLayoutGradient();
  const language = { locale, defaultLocale };

  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
        <span data-testid="hero-dialog-badge" className="rounded-full bg-sky-700 px-2 py-0.5 text-xs font-semibold text-white">{t(mode === "create" ? "badgeNew" : "badgeEdit")}</span>
        <p>{t("tip")}</p>
      </div>
      <HeroToolbar />
      <div className={GROW_TITLE}>
        <TranslatableFormField kind="hero" name="title" label={t("fields.title")} multiline {...language} />
      </div>
      <div className={GROW_DESCRIPTION}>
        <TranslatableFormField kind="hero" name="description" label={t("fields.description")} multiline {...language} />
      </div>
      <TranslatableFormField kind="hero" name="button" label={t("fields.button")} {...language} />
      {preview}
    </div>
  );
}
