"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { TemplateSection } from "@/components/sections/template-section";
import type { Locale } from "@/lib/i18n/locales";
import type { TemplateSection as TemplateSectionData } from "@/lib/sections/data";
import { fetchSectionList } from "@/lib/sections/fetch-sections";
import { type TemplateSectionFormValues } from "./form-schema";
import { previewSection } from "./preview-section";

interface SectionPreviewProps {
  form: UseFormReturn<TemplateSectionFormValues>;
  /** The section being edited; none while creating one. */
  sectionId?: string;
  urlPage: string;
  locale: Locale;
  defaultLocale: Locale;
}

const NO_EXTRAS = { faqs: [], plans: [], posts: [], media: {} };

/**
 * Live preview: the public TemplateSection renderer (no second renderer) fed with the form's current values,
 * in the language being viewed. An existing section shows its own metric cards, read as visitors read them.
 */
export function SectionPreview({ form, sectionId, urlPage, locale, defaultLocale }: SectionPreviewProps) {
  const t = useTranslations("Editors.templateSection");
  const headingId = useId();
  // useWatch re-renders the preview on every change; getValues gives the whole form with its types.
  useWatch({ control: form.control });
  const values = form.getValues();
  const metrics = useQuery({
    queryKey: ["editing", "template_section_preview", urlPage, sectionId],
    queryFn: async () => {
      const sections = await fetchSectionList<TemplateSectionData>("sections", urlPage, { fresh: true });
      return sections.find((section) => section.id === sectionId)?.website_metric ?? [];
    },
    enabled: Boolean(sectionId),
    staleTime: 30_000,
  });
  const section = previewSection({ id: sectionId ?? "new", urlPage, metrics: metrics.data ?? [], values });
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-gray-200 pt-4">
      <h3 id={headingId} className="text-sm font-semibold text-gray-800">
        {t("preview")}
      </h3>
      {/* inert: the preview is to look at; its links and forms must not act or take focus. */}
      <div data-testid="template-section-preview" inert className="mt-2 overflow-hidden rounded-lg border border-dashed border-gray-300 px-2 [&_section]:my-2">
        <TemplateSection section={section} extras={NO_EXTRAS} context={{ locale, defaultLocale }} />
      </div>
    </section>
  );
}
