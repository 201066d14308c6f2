"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { TranslatableFormField } from "@/components/editors/shared/translatable-form-field";
import { BackgroundControls } from "@/components/editors/template-section/background-controls";
import { LABEL } from "@/components/editors/template-section/layout-controls";
import { useSectionText } from "@/components/editors/template-section/use-section-text";
import type { Locale } from "@/lib/i18n/locales";
import type { HeadingSectionFormValues } from "./form-schema";
import { HeadingToolbar } from "./heading-toolbar";
import { LinkInput } from "./link-input";
import { NamePartsFields } from "./name-parts-fields";

interface HeadingSectionFieldsProps {
  locale: Locale;
  defaultLocale: Locale;
  /** Editing a saved section: the page it is on is set when it is created. */
  pageFixed?: boolean;
}

/**
 * Spec 001 §2.3 and §3: the toolbar, the name in up to three parts and the description (in the language
 * being viewed), a button or a text link, the page, the image, and the background.
 */
export function HeadingSectionFields({ locale, defaultLocale, pageFixed }: HeadingSectionFieldsProps) {
  const t = useTranslations("Editors.headingSection");
  const id = useId();
  const { fieldLabel } = useSectionText("heading_section");
  const { control, setValue } = useFormContext<HeadingSectionFormValues>();
  const isTextLink = useWatch({ control, name: "is_text_link" });
  const language = { locale, defaultLocale };

  return (
    <div className="space-y-6">
      <HeadingToolbar fieldLabel={fieldLabel} />
      <NamePartsFields {...language} fieldLabel={fieldLabel} />
      <TranslatableFormField kind="heading_section" name="description_text" label={fieldLabel("description_text")} multiline {...language} />
      <fieldset className="space-y-3">
        <legend className={LABEL}>{t("buttonKind")}</legend>
        {/* Spec 001 §4: the button is either a button or a text link. */}
        <div className="flex gap-4 text-sm text-gray-900">
          {[false, true].map((textLink) => (
            <label key={String(textLink)} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-button-kind`}
                checked={isTextLink === textLink}
                onChange={() => setValue("is_text_link", textLink, { shouldDirty: true })}
                className="h-4 w-4 accent-sky-600"
              />
              {t(textLink ? "buttonKinds.textLink" : "buttonKinds.button")}
            </label>
          ))}
        </div>
        <TranslatableFormField kind="heading_section" name="button_text" label={fieldLabel("button_text")} {...language} />
        <LinkInput name="url" label={fieldLabel("url")} hint={t("urlHint")} placeholder="/contact" />
      </fieldset>
      <LinkInput name="url_page" label={fieldLabel("url_page")} hint={t(pageFixed ? "urlPageFixed" : "urlPageHint")} placeholder="/about" readOnly={pageFixed} />
      <LinkInput name="image" label={fieldLabel("image")} hint={t("imageHint")} placeholder="https://" />
      <BackgroundControls />
    </div>
  );
}
