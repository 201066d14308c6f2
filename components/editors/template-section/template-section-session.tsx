"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { SectionSessionDialog } from "@/components/editors/shared/section-session-dialog";
import type { SectionEditorCommonProps } from "@/components/editors/shared/section-editor-props";
import { pickTranslation } from "@/lib/i18n/translation";
import { TEMPLATE_SECTION_FORM, templateSectionFormSchema, type TemplateSectionFormValues } from "./form-schema";
import { SectionMetricsSlot } from "./section-metrics-slot";
import { SectionPreview } from "./section-preview";
import { TemplateSectionFields } from "./template-section-fields";
import { useSectionLabel, useSectionText } from "./use-section-text";

export interface TemplateSectionSessionProps extends SectionEditorCommonProps {
  sectionId: string;
  initial: { values: TemplateSectionFormValues; version: number };
  urlPage: string;
}

/** The loaded section in its dialog: the form with its metrics, a conflict when a save was stale, History. */
export function TemplateSectionSession({ sectionId, initial, urlPage, locale, defaultLocale, onClose, onSaved }: TemplateSectionSessionProps) {
  const language = { locale, defaultLocale };
  const label = useSectionLabel(locale);
  const text = useSectionText();
  const form = useForm<TemplateSectionFormValues>({ resolver: zodResolver(templateSectionFormSchema), defaultValues: initial.values });
  return (
    <SectionSessionDialog
      kind="template_section"
      {...{ sectionId, initial, onClose, onSaved }}
      {...TEMPLATE_SECTION_FORM}
      form={form}
      label={label}
      text={text}
      storedTitle={(values) => pickTranslation(values.section_title, values.section_title_translation, locale)}
      preview={<SectionPreview form={form} sectionId={sectionId} urlPage={urlPage} {...language} />}
    >
      <TemplateSectionFields form={form} {...language} metrics={<SectionMetricsSlot sectionId={sectionId} {...language} />} />
    </SectionSessionDialog>
  );
}
