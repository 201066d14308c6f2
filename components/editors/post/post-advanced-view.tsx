"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { TranslatableField } from "@/components/editing/translatable-field";
import { GalleryButton } from "@/components/media/gallery-button";
import { POST_DISPLAY_TYPES } from "@/lib/model/enums";
import type { TranslatableLanguage } from "@/lib/editing/translatable-text";
import { META_DESCRIPTION_MAX } from "@/lib/posts/editor-constants";
import { shownTitle, type PostFormValues } from "./form-schema";
import { PostScheduleField } from "./post-schedule-field";
import { CheckField, InputField, MetaDescriptionCounter, SettingsSection } from "./settings-fields";
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

function MainPhoto() {
  const t = useTranslations("Editors.post");
  const { control, setValue } = useFormContext<PostFormValues>();
  const photo = useWatch({ control, name: "main_photo" });
  const pick = (url: string) => setValue("main_photo", url, { shouldDirty: true, shouldValidate: true });
  return (
    <div className="space-y-2">
      <InputField name="main_photo" label={t("fields.main_photo")} inputMode="url" placeholder="https://" hint={t("hints.mainPhoto")} />
      <div className="flex flex-wrap items-center gap-2">
        <GalleryButton onPick={(media) => pick(media.url)} />
        {photo && (
          <button type="button" onClick={() => pick("")} className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-gray-50">
            {t("removePhoto")}
          </button>
        )}
      </div>
      {photo && (
        // eslint-disable-next-line @next/next/no-img-element -- a stored URL of any host, shown as chosen
        <img src={photo} alt={t("photoPreview")} className="max-h-40 rounded-lg border border-gray-200 object-cover" />
      )}
    </div>
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
        <InputField name="metadescription_for_page" label={t("fields.metadescription_for_page")} maxLength={META_DESCRIPTION_MAX} after={<MetaDescriptionCounter />} />
      </SettingsSection>
      <SettingsSection title={t("sections.media")}>
        <MainPhoto />
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
