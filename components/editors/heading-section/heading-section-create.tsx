"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { SectionPlacement } from "@/components/editors/shared/section-api";
import { SectionCreateDialog } from "@/components/editors/shared/section-create-dialog";
import type { SectionEditorCommonProps } from "@/components/editors/shared/section-editor-props";
import { createBody, headingSectionFormSchema, newHeadingValues, type HeadingSectionFormValues } from "./form-schema";
import { HeadingPreview } from "./heading-preview";
import { HeadingSectionFields } from "./heading-section-fields";
import { useHeadingLabel } from "./use-heading-label";

/** "Create Heading Section" (spec 001 §2.3): a new heading section at the plus that was clicked. */
export function HeadingSectionCreate({ placement, locale, defaultLocale, onClose, onSaved }: SectionEditorCommonProps & { placement: SectionPlacement }) {
  const form = useForm<HeadingSectionFormValues>({ resolver: zodResolver(headingSectionFormSchema(locale)), defaultValues: newHeadingValues(placement.urlPage) });
  const label = useHeadingLabel(locale);
  return (
    <SectionCreateDialog
      kind="heading_section"
      {...{ form, placement, label, onClose, onSaved }}
      body={(values) => createBody(values, locale).fields}
      // The admin may name another page than the one being viewed (spec 001 §3 url_page).
      urlPage={(values) => createBody(values, locale).urlPage}
      preview={<HeadingPreview form={form} locale={locale} defaultLocale={defaultLocale} />}
    >
      <HeadingSectionFields locale={locale} defaultLocale={defaultLocale} />
    </SectionCreateDialog>
  );
}
