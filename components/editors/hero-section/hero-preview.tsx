"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { HeroSection } from "@/components/hero/hero-section";
import type { Locale } from "@/lib/i18n/locales";
import type { HeroFormValues } from "./form-schema";
import { previewHero } from "./preview-hero";
import { ResizeHandles } from "./resize-handles";

interface HeroPreviewProps {
  form: UseFormReturn<HeroFormValues>;
  /** The hero being edited; none while creating one. */
  sectionId?: string;
  locale: Locale;
  defaultLocale: Locale;
}

/**
 * Live preview (spec 001 §2.4): the public HeroSection renderer (no second renderer) fed with the form's
 * current values in the language being viewed, its animation included, with handles that resize the title
 * and the image by mouse or keyboard. Full page and the page-wide band fit the box here.
 */
export function HeroPreview({ form, sectionId, locale, defaultLocale }: HeroPreviewProps) {
  const t = useTranslations("Editors.hero");
  const headingId = useId();
  // A ref would still be empty when the handles first measure (a child's effects run before its parent's
  // ref is set): the element as state renders them again once it is there.
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  // useWatch re-renders the preview on every change; getValues gives the whole form with its types.
  useWatch({ control: form.control });
  const hero = previewHero(sectionId ?? "new", form.getValues());
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-gray-200 pt-4">
      <h3 id={headingId} className="text-sm font-semibold text-gray-800">
        {t("preview")}
      </h3>
      <p className="mt-1 text-xs text-gray-700">{t("handles.hint")}</p>
      <div ref={setFrame} className="relative mt-2">
        {/* inert: the rendered hero is to look at; its links must not act or take focus (the handles do). */}
        <div
          data-testid="hero-preview"
          inert
          className="overflow-hidden rounded-lg border border-dashed border-gray-300 [&_section]:left-0 [&_section]:min-h-0 [&_section]:w-full [&_section]:translate-x-0"
        >
          <HeroSection hero={hero} context={{ locale, defaultLocale }} />
        </div>
        <ResizeHandles form={form} frame={frame} locale={locale} defaultLocale={defaultLocale} />
      </div>
    </section>
  );
}
