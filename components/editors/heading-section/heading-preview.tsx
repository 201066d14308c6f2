"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { HeadingSection } from "@/components/sections/heading-section";
import type { Locale } from "@/lib/i18n/locales";
import type { HeadingSectionRow } from "@/lib/sections/queries";
import type { HeadingSectionFormValues } from "./form-schema";

interface HeadingPreviewProps {
  form: UseFormReturn<HeadingSectionFormValues>;
  /** The section being edited; none while creating one. */
  sectionId?: string;
  locale: Locale;
  defaultLocale: Locale;
}

/** The section as the public renderer takes it, from what the form holds now; unread columns get neutral values. */
export function previewHeading(id: string, values: HeadingSectionFormValues): HeadingSectionRow {
  return { id, organization_id: "", created_at: "", updated_at: "", version: 0, is_included_templatesection: false, ...values };
}

/**
 * Live preview: the public HeadingSection renderer (no second renderer) fed with the form's current values,
 * in the language being viewed. The clean variant fills the screen on the page; here it fills the box.
 */
export function HeadingPreview({ form, sectionId, locale, defaultLocale }: HeadingPreviewProps) {
  const t = useTranslations("Editors.headingSection");
  const headingId = useId();
  // useWatch re-renders the preview on every change; getValues gives the whole form with its types.
  useWatch({ control: form.control });
  const heading = previewHeading(sectionId ?? "new", form.getValues());
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-gray-200 pt-4">
      <h3 id={headingId} className="text-sm font-semibold text-gray-800">
        {t("preview")}
      </h3>
      {/* inert: the preview is to look at; its links must not act or take focus. */}
      <div
        data-testid="heading-section-preview"
        inert
        className="mt-2 overflow-hidden rounded-lg border border-dashed border-gray-300 px-2 [&_section]:left-0 [&_section]:my-2 [&_section]:min-h-0 [&_section]:w-full [&_section]:translate-x-0"
      >
        <HeadingSection heading={heading} context={{ locale, defaultLocale }} />
      </div>
    </section>
  );
}
