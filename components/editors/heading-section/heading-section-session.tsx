"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { SectionSessionDialog } from "@/components/editors/shared/section-session-dialog";
import type { SectionEditorCommonProps } from "@/components/editors/shared/section-editor-props";
import { useSectionText } from "@/components/editors/template-section/use-section-text";
import { pickTranslation } from "@/lib/i18n/translation";
import { HEADING_SECTION_FORM, headingSectionFormSchema, type HeadingSectionFormValues } from "./form-schema";
import { HeadingPreview } from "./heading-preview";
import { HeadingSectionFields } from "./heading-section-fields";
import { useHeadingLabel } from "./use-heading-label";

export interface HeadingSectionSessionProps extends SectionEditorCommonProps {
  sectionId: string;
  initial: { values: HeadingSectionFormValues; version: number };
}

/** "Edit Heading Section": the loaded section's form, a conflict when a save was stale, History and Delete. */
export function HeadingSectionSession({ sectionId, initial, locale, defaultLocale, onClose, onSaved }: HeadingSectionSessionProps) {
  const label = useHeadingLabel(locale);
  const text = useSectionText("heading_section");
  const form = useForm<HeadingSectionFormValues>({ resolver: zodResolver(headingSectionFormSchema(locale)), defaultValues: initial.values });
  return (
    <SectionSessionDialog
      kind="heading_section"
      {...{ sectionId, initial, onClose, onSaved }}
      {...HEADING_SECTION_FORM}
      form={form}
      label={label}
      text={text}
      // The delete confirmation asks for the name as the page shows it in this language.
      storedTitle={(values) => pickTranslation(values.name, values.name_translation, locale)}
      preview={<HeadingPreview form={form} sectionId={sectionId} locale={locale} defaultLocale={defaultLocale} />}
    >
      <HeadingSectionFields locale={locale} defaultLocale={defaultLocale} pageFixed />
    </SectionSessionDialog>
  );
}
