"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { SectionSessionDialog } from "@/components/editors/shared/section-session-dialog";
import type { SectionEditorCommonProps } from "@/components/editors/shared/section-editor-props";
import { useSectionText } from "@/components/editors/template-section/use-section-text";
import { HERO_FORM, heroFormSchema, shownTitle, type HeroFormValues } from "./form-schema";
import { HeroPreview } from "./hero-preview";
import { HeroSectionFields } from "./hero-section-fields";
import { heroSaveError } from "./save-error";
import { useHeroLabel } from "./use-hero-label";

export interface HeroSectionSessionProps extends SectionEditorCommonProps {
  sectionId: string;
  initial: { values: HeroFormValues; version: number };
}

/** "Edit Hero Section": the loaded hero, a conflict when a save was stale, History, Delete and "Save Changes". */
export function HeroSectionSession({ sectionId, initial, locale, defaultLocale, onClose, onSaved }: HeroSectionSessionProps) {
  const label = useHeroLabel(locale);
  const text = useSectionText("hero");
  const form = useForm<HeroFormValues>({ resolver: zodResolver(heroFormSchema(locale)), defaultValues: initial.values });
  const [title, title_translation] = useWatch({ control: form.control, name: ["title", "title_translation"] });
  return (
    <SectionSessionDialog
      kind="hero"
      {...{ sectionId, initial, onClose, onSaved }}
      {...HERO_FORM}
      form={form}
      label={label}
      text={text}
      failureMessage={heroSaveError}
      // Spec 001 §5: Save Changes is disabled while the trimmed title is empty (and while saving).
      submitDisabled={shownTitle({ title, title_translation }, locale) === ""}
      // The delete confirmation asks for the title as the page shows it in this language.
      storedTitle={(values) => shownTitle(values, locale)}
      // The preview sits with the fields, under the sticky toolbar.
      preview={null}
    >
      <HeroSectionFields locale={locale} defaultLocale={defaultLocale} mode="edit" preview={<HeroPreview form={form} sectionId={sectionId} locale={locale} defaultLocale={defaultLocale} />} />
    </SectionSessionDialog>
  );
}
