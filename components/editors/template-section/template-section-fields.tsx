"use client";

import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { Locale } from "@/lib/i18n/locales";
import { TranslatableFormField } from "@/components/editors/shared/translatable-form-field";
import { BackgroundControls } from "./background-controls";
import type { TemplateSectionFormValues } from "./form-schema";
import { LayoutControls } from "./layout-controls";
import { RichTextField } from "./rich-text-field";
import { SectionTypeCards } from "./section-type-cards";
import { useSectionText } from "./use-section-text";

interface TemplateSectionFieldsProps {
  form: UseFormReturn<TemplateSectionFormValues>;
  locale: Locale;
  defaultLocale: Locale;
  /** The metrics area: the cards of a saved section, or why a new one has none yet. */
  metrics: ReactNode;
}

/** Spec 001 §2.2: section type cards, the texts (in the language being viewed), layout, text style, background, metrics. */
export function TemplateSectionFields({ form, locale, defaultLocale, metrics }: TemplateSectionFieldsProps) {
  const { fieldLabel } = useSectionText();
  return (
    <div className="space-y-6">
      <SectionTypeCards register={form.register} />
      <TranslatableFormField kind="template_section" name="section_title" label={fieldLabel("section_title")} locale={locale} defaultLocale={defaultLocale} />
      <RichTextField control={form.control} label={fieldLabel("section_description")} locale={locale} defaultLocale={defaultLocale} />
      <LayoutControls form={form} />
      <BackgroundControls />
      {metrics}
    </div>
  );
}
