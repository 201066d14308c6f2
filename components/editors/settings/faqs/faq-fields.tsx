"use client";

import { useTranslations } from "next-intl";
import { TranslatableField } from "@/components/editing/translatable-field";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import type { FaqRow } from "@/lib/organizations/types";
import { fieldError } from "../shared/field-error";
import { ItemDeleteButton } from "../shared/item-delete-button";

interface FaqFieldsProps {
  faq: FaqRow;
  index: number;
  locale: Locale;
  defaultLocale: Locale;
  fieldErrors: Record<string, string>;
  onChange(changes: Partial<FaqRow>): void;
  onDelete(): void;
}

/** One FAQ: its question and answer in the language edited (the public FAQ shows the answer as plain text). */
export function FaqFields({ faq, index, locale, defaultLocale, fieldErrors, onChange, onDelete }: FaqFieldsProps) {
  const t = useTranslations("Editors.settingsLists");
  const language = { locale, defaultLocale };
  return (
    <div className="space-y-3">
      <TranslatableField
        {...language}
        label={t("faqs.question")}
        field="question"
        value={{ base: faq.question, translations: faq.question_translation }}
        error={fieldError(fieldErrors, "faqs", index, "question")}
        onChange={(next) => onChange({ question: next.base ?? "", question_translation: next.translations })}
      />
      <TranslatableField
        {...language}
        multiline
        label={t("faqs.answer")}
        field="answer"
        value={{ base: faq.answer, translations: faq.answer_translation }}
        error={fieldError(fieldErrors, "faqs", index, "answer")}
        onChange={(next) => onChange({ answer: next.base ?? "", answer_translation: next.translations })}
      />
      <div className="flex justify-end">
        <ItemDeleteButton title={pickTranslation(faq.question, faq.question_translation, locale)} onDelete={onDelete} />
      </div>
    </div>
  );
}
