"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { TranslatableField } from "@/components/editing/translatable-field";
import { POST_DISPLAY_TYPES } from "@/lib/model/enums";
import type { TranslatableLanguage } from "@/lib/editing/translatable-text";
import { shownTitle, type PostFormValues } from "./form-schema";
import { PostScheduleField } from "./post-schedule-field";
import { PhotoField } from "./photo-field";
import { PostShareFields } from "./post-share-fields";
import { CheckField, InputField, SettingsSection } from "./settings-fields";
import { useTranslatable } from "./use-translatable";

interface PostAdvancedViewProps {
  language: TranslatableLanguage;
  /** A new post: the slug follows the title until the admin edits it (spec 000 §5). */
  creating: boolean;
  /** The saved post's slug, for its "Publish at"; null while it is new. */
  savedSlug: string | null;
  onSlugEdited(): void;
}

function TypeChoice() {
  const t = useTranslations("Editors.post");
  const name = useId();
  const { register } = useFormContext<PostFormValues>();
  return (
    <fieldset>
      <legend className="sr-only">{t("sections.type")}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {POST_DISPLAY_TYPES.map((type) => (
          <label key={type} className="flex cursor-pointer gap-3 rounded-lg border border-gray-300 p-3 text-sm has-[:checked]:border-sky-600 has-[:checked]:bg-sky-50">
            <input type="radio" value={type} className="mt-0.5 h-4 w-4 accent-sky-600" {...register("type")} id={`${name}-${type}`} />
            <span>
              <span className="block font-medium text-gray-900">{t(`types.${type}.label`)}</span>
              <span className="block text-gray-700">{t(`types.${type}.hint`)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Landing pages have no title field in the main view: their title (required) is set here with the SEO. */
function LandingTitle({ language }: { language: TranslatableLanguage }) {
  const t = useTranslations("Editors.post");
  const { control } = useFormContext<PostFormValues>();
  const title = useTranslatable("title", language);
  const [base, translations] = useWatch({ control, name: ["title", "title_translation"] });
  const blank = shownTitle({ title: base, title_translation: translations }, language.locale) === "";
  return (
    <TranslatableField
      label={t("fields.title")}
      field="title"
      value={title.value}
      {...language}
      maxLength={300}
      onChange={title.set}
      onBlur={title.onBlur}
      error={blank ? t("titleRequired") : undefined}
    />
  );
}

/** Spec 000 §2: the "More / Advanced Settings" sub-view, in the spec's five sections. */
export function PostAdvancedView({ language, creating, savedSlug, onSlugEdited }: PostAdvancedViewProps) {
  const t = useTranslations("Editors.post");
  const { control } = useFormContext<PostFormValues>();
  const [type, helpCenter] = useWatch({ control, name: ["type", "is_help_center"] });
  const landing = type === "landing";
  return (
    <div className="space-y-4">
      <SettingsSection title={t("sections.type")}>
        <TypeChoice />
      </SettingsSection>
      <SettingsSection title={t("sections.seo")}>
        {landing && <LandingTitle language={language} />}
        <InputField
          name="slug"
          label={t("fields.slug")}
          hint={t(creating ? "hints.slugNew" : "hints.slug")}
          spellCheck={false}
          autoCapitalize="off"
          onInput={onSlugEdited}
        />
        <PostShareFields language={language} />
      </SettingsSection>
      <SettingsSection title={t("sections.media")}>
        <PhotoField name="main_photo" label={t("fields.main_photo")} hint={t("hints.mainPhoto")} />
        <PhotoField name="seo_image" label={t("fields.seo_image")} hint={t("hints.seoImage")} />
      </SettingsSection>
      <SettingsSection title={t("sections.display")}>
        <CheckField name="display_this_post" label={t("fields.display_this_post")} />
        {savedSlug && <PostScheduleField slug={savedSlug} />}
        <CheckField name="display_as_blog_post" label={t("fields.display_as_blog_post")} />
        <CheckField name="is_displayed_first_page" label={t("fields.is_displayed_first_page")} />
        <CheckField name="is_help_center" label={t("fields.is_help_center")} />
        {/* Spec 000 §4: the help center order appears only when the help center option is on. */}
        {helpCenter && <InputField name="help_center_order" label={t("fields.help_center_order")} inputMode="numeric" />}
      </SettingsSection>
      <SettingsSection title={t("sections.metadata")}>
        <CheckField name="is_with_author" label={t("fields.is_with_author")} />
        <CheckField name="is_company_author" label={t("fields.is_company_author")} />
        <InputField name="author_name" label={t("fields.author_name")} maxLength={200} />
        <InputField name="created_on" label={t("fields.created_on")} type="datetime-local" />
        <div className="grid gap-4 sm:grid-cols-3">
          <InputField name="section_id" label={t("fields.section_id")} inputMode="numeric" />
          {!landing && <InputField name="subsection" label={t("fields.subsection")} maxLength={200} />}
          <InputField name="order" label={t("fields.order")} inputMode="numeric" />
        </div>
      </SettingsSection>
    </div>
  );
}
