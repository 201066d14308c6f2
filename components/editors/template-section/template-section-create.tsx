"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { SectionPlacement } from "@/components/editors/shared/section-api";
import { SectionCreateDialog } from "@/components/editors/shared/section-create-dialog";
import type { SectionEditorCommonProps } from "@/components/editors/shared/section-editor-props";
import { templateSectionPatchSchema } from "@/lib/sections/schemas";
import { NEW_SECTION_VALUES, templateSectionFormSchema, type TemplateSectionFormValues } from "./form-schema";
import { SectionMetricsSlot } from "./section-metrics-slot";
import { SectionPreview } from "./section-preview";
import { TemplateSectionFields } from "./template-section-fields";
import { useSectionLabel } from "./use-section-text";

/** "Create Template Section" (spec 001 §2.2): a new section at the plus that was clicked, metrics once saved. */
export function TemplateSectionCreate({ placement, locale, defaultLocale, onClose, onSaved }: SectionEditorCommonProps & { placement: SectionPlacement }) {
  const form = useForm<TemplateSectionFormValues>({ resolver: zodResolver(templateSectionFormSchema), defaultValues: NEW_SECTION_VALUES });
  const label = useSectionLabel(locale);
  const language = { locale, defaultLocale };
  return (
    <SectionCreateDialog
      kind="template_section"
      {...{ form, placement, label, onClose, onSaved }}
      body={(values) => templateSectionPatchSchema.parse(values)}
      preview={<SectionPreview form={form} urlPage={placement.urlPage} {...language} />}
    >
      <TemplateSectionFields form={form} {...language} metrics={<SectionMetricsSlot {...language} />} />
    </SectionCreateDialog>
  );
}
