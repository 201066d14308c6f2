"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { TranslatableField } from "@/components/editing/translatable-field";
import type { TranslatableLanguage } from "@/lib/editing/translatable-text";
import { LOCALE_NAMES } from "@/lib/i18n/locales";
import { shownTitle, type PostFormValues } from "./form-schema";
import { PostContentEditor } from "./post-content-editor";
import { useTranslatable } from "./use-translatable";

export const LABEL = "text-sm font-medium text-gray-800";
const BOX =
  "mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-gray-900 placeholder:text-gray-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

interface PostMainViewProps {
  language: TranslatableLanguage;
  editable: boolean;
  /** The id of the content box, for the table of contents to scroll in. */
  contentId: string;
}

/** The post's title (required, spec 000 §5) and description, in the language being viewed. */
function TitleAndDescription({ language }: { language: TranslatableLanguage }) {
  const t = useTranslations("Editors.post");
  const { control, formState } = useFormContext<PostFormValues>();
  const title = useTranslatable("title", language);
  const description = useTranslatable("description", language);
  const [base, translations] = useWatch({ control, name: ["title", "title_translation"] });
  const blank = shownTitle({ title: base, title_translation: translations }, language.locale) === "";
  return (
    <>
      <TranslatableField
        label={t("fields.title")}
        field="title"
        value={title.value}
        {...language}
        maxLength={300}
        onChange={title.set}
        onBlur={title.onBlur}
        error={blank && formState.touchedFields.title ? t("titleRequired") : undefined}
      />
      <TranslatableField
        label={t("fields.description")}
        field="description"
        value={description.value}
        {...language}
        multiline
        maxLength={2000}
        onChange={description.set}
        onBlur={description.onBlur}
      />
    </>
  );
}

/** Spec 000 §4: type landing is written as HTML in a code view. */
function HtmlView({ language, editable }: { language: TranslatableLanguage; editable: boolean }) {
  const t = useTranslations("Editors.post");
  const id = useId();
  const content = useTranslatable("content", language);
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {t("fields.html")}
        {content.view.editing === "translation" && <span className="font-normal text-gray-600"> · {LOCALE_NAMES[language.locale]}</span>}
      </label>
      <textarea
        id={id}
        data-testid="post-html"
        value={content.view.text}
        placeholder={content.view.placeholder}
        onChange={(event) => content.type(event.target.value)}
        onBlur={content.onBlur}
        readOnly={!editable}
        rows={18}
        spellCheck={false}
        lang={language.locale}
        aria-describedby={`${id}-hint`}
        className={`${BOX} font-mono text-sm`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-700">
        {t("hints.html")}
      </p>
    </div>
  );
}

/** The rich text of a default or minimal post. */
function RichContent({ language, editable, contentId }: PostMainViewProps) {
  const t = useTranslations("Editors.post");
  const labelId = useId();
  const content = useTranslatable("content", language);
  return (
    <div id={contentId}>
      <span id={labelId} className={LABEL}>
        {t("fields.content")}
        {content.view.editing === "translation" && <span className="font-normal text-gray-600"> · {LOCALE_NAMES[language.locale]}</span>}
      </span>
      <PostContentEditor
        // A new language starts a new box: tiptap keeps its own document between renders.
        key={language.locale}
        value={content.view.text}
        onChange={content.type}
        onBlur={content.onBlur}
        labelId={labelId}
        lang={language.locale}
        editable={editable}
      />
    </div>
  );
}

/** Spec 000 §2: the main view: title, description and content (landing: the HTML code view alone). */
export function PostMainView(props: PostMainViewProps) {
  const { control } = useFormContext<PostFormValues>();
  const landing = useWatch({ control, name: "type" }) === "landing";
  return (
    <div className="space-y-5">
      {!landing && <TitleAndDescription language={props.language} />}
      {landing ? <HtmlView language={props.language} editable={props.editable} /> : <RichContent {...props} />}
    </div>
  );
}
