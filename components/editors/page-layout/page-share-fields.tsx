"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { TranslatableField } from "@/components/editing/translatable-field";
import { GalleryButton } from "@/components/media/gallery-button";
import { SECONDARY_BUTTON } from "@/components/editors/shared/buttons";
import type { TranslatableLanguage, TranslatableValue } from "@/lib/editing/translatable-text";
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "@/lib/seo/constants";
import { isShareImage, type PageShareForm } from "./page-share";

interface PageShareFieldsProps {
  value: PageShareForm;
  language: TranslatableLanguage;
  disabled: boolean;
  onChange(next: PageShareForm): void;
}

const BOX =
  "mt-1 block w-full rounded-lg border px-3 py-2 text-gray-900 placeholder:text-gray-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

/**
 * "Search and sharing" (issue 41): the page's title, description and image for search results and share cards, each
 * text in the language viewed. Empty fields leave the page's own: its first section's words, its hero's image, or
 * the generated share image.
 */
export function PageShareFields({ value, language, disabled, onChange }: PageShareFieldsProps) {
  const t = useTranslations("Editors.pageLayout");
  const id = useId();
  const text = (field: "seo_title" | "seo_description"): TranslatableValue => ({ base: value[field], translations: value[`${field}_translation`] });
  const setText = (field: "seo_title" | "seo_description") => (next: TranslatableValue) =>
    onChange({ ...value, [field]: next.base ?? "", [`${field}_translation`]: next.translations });
  const imageInvalid = value.seo_image !== "" && !isShareImage(value.seo_image);

  return (
    <fieldset disabled={disabled} className="space-y-4 rounded-lg border border-gray-200 p-4" aria-describedby={`${id}-intro`}>
      <legend className="px-1 font-semibold text-gray-900">{t("share.title")}</legend>
      <p id={`${id}-intro`} className="text-sm text-gray-700">
        {t("share.intro")}
      </p>
      <TranslatableField label={t("share.seoTitle")} field="seo_title" value={text("seo_title")} {...language} maxLength={SEO_TITLE_MAX} onChange={setText("seo_title")} />
      <TranslatableField
        label={t("share.seoDescription")}
        field="seo_description"
        value={text("seo_description")}
        {...language}
        multiline
        maxLength={SEO_DESCRIPTION_MAX}
        onChange={setText("seo_description")}
      />
      <div className="space-y-2">
        <label htmlFor={`${id}-image`} className="text-sm font-medium text-gray-800">
          {t("share.seoImage")}
        </label>
        <input
          id={`${id}-image`}
          type="text"
          inputMode="url"
          placeholder="https://"
          autoComplete="off"
          value={value.seo_image}
          onChange={(event) => onChange({ ...value, seo_image: event.target.value })}
          aria-invalid={imageInvalid || undefined}
          aria-describedby={`${id}-image-hint${imageInvalid ? ` ${id}-image-error` : ""}`}
          className={`${BOX} ${imageInvalid ? "border-red-600" : "border-gray-300"}`}
        />
        <p id={`${id}-image-hint`} className="text-xs text-gray-700">
          {t("share.seoImageHint")}
        </p>
        {imageInvalid && (
          <p id={`${id}-image-error`} className="text-sm text-red-700">
            {t("share.imageInvalid")}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <GalleryButton disabled={disabled} onPick={(media) => onChange({ ...value, seo_image: media.url })} />
          {value.seo_image && (
            <button type="button" className={SECONDARY_BUTTON} onClick={() => onChange({ ...value, seo_image: "" })}>
              {t("share.removeImage")}
            </button>
          )}
        </div>
      </div>
    </fieldset>
  );
}
