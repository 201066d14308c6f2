"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { SectionPlacement } from "@/components/editors/shared/section-api";
import { SectionCreateDialog } from "@/components/editors/shared/section-create-dialog";
import type { SectionEditorCommonProps } from "@/components/editors/shared/section-editor-props";
import { createBody, heroFormSchema, newHeroValues, shownTitle, type HeroFormValues } from "./form-schema";
import { HeroPreview } from "./hero-preview";
import { HeroSectionFields } from "./hero-section-fields";
import { heroSaveError } from "./save-error";
import { useHeroLabel } from "./use-hero-label";

/** "Create Hero Section" (spec 001 §2.4): a new hero at the plus that was clicked, with the dialog's defaults. */
export function HeroSectionCreate({ placement, locale, defaultLocale, onClose, onSaved }: SectionEditorCommonProps & { placement: SectionPlacement }) {
  const form = useForm<HeroFormValues>({ resolver: zodResolver(heroFormSchema(locale)), defaultValues: newHeroValues() });
  const label = useHeroLabel(locale);
  const [title, title_translation] = useWatch({ control: form.control, name: ["title", "title_translation"] });
  return (
    <SectionCreateDialog
      kind="hero"
      {...{ form, placement, label, onClose, onSaved }}
      body={(values) => createBody(values, locale)}
      failureMessage={heroSaveError}
      // Spec 001 §5: Create waits for a title.
      submitDisabled={shownTitle({ title, title_translation }, locale) === ""}
      // The preview sits with the fields, under the sticky toolbar.
      preview={null}
    >
      <HeroSectionFields locale={locale} defaultLocale={defaultLocale} mode="create" preview={<HeroPreview form={form} locale={locale} defaultLocale={defaultLocale} />} />
    </SectionCreateDialog>
  );
}
