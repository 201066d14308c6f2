"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { TranslatableField } from "@/components/editing/translatable-field";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import type { MeetingTypeRow } from "@/lib/organizations/types";
import { FieldError } from "../fields/field-error";
import { BOX, DANGER_SMALL_BUTTON, LABEL, SMALL_BUTTON } from "../fields/styles";
import { isValidDuration, withName } from "./meeting-type-edits";

interface MeetingTypeCardProps {
  row: MeetingTypeRow;
  /** Its place in the list: the server names fields as meeting_types.{index}.{column}. */
  index: number;
  locale: Locale;
  defaultLocale: Locale;
  fieldErrors: Record<string, string>;
  onChange(next: MeetingTypeRow): void;
  onDelete(): void;
}

/** One meeting type: its fields, and Delete, which asks first. */
export function MeetingTypeCard({ row, index, locale, defaultLocale, fieldErrors, onChange, onDelete }: MeetingTypeCardProps) {
  const t = useTranslations("Editors.settings.meetingTypes");
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const name = pickTranslation(row.name, row.name_translation, locale) || t("untitled");
  const error = (column: string) => fieldErrors[`meeting_types.${index}.${column}`];
  const durationError = error("duration_minutes") ?? (isValidDuration(row.duration_minutes) ? undefined : t("durationInvalid"));
  const language = { locale, defaultLocale };

  return (
    <li data-meeting-type={row.id} className="space-y-3 rounded-lg border border-gray-200 p-4">
      <TranslatableField
        label={t("name")}
        field="name"
        value={{ base: row.name, translations: row.name_translation }}
        {...language}
        maxLength={200}
        error={error("name") ?? error("name_translation")}
        onChange={(next) => onChange(withName(row, next, language))}
      />
      <div className="flex flex-wrap items-end gap-4">
        <div className="w-40">
          <label htmlFor={`${id}-duration`} className={LABEL}>
            {t("duration")}
          </label>
          <input
            id={`${id}-duration`}
            type="number"
            min={1}
            step={1}
            value={Number.isFinite(row.duration_minutes) ? row.duration_minutes : ""}
            aria-invalid={durationError ? true : undefined}
            aria-describedby={durationError ? `${id}-duration-error` : undefined}
            onChange={(event) => onChange({ ...row, duration_minutes: event.target.value === "" ? 0 : Number(event.target.value) })}
            className={BOX}
          />
        </div>
        <label className="flex items-center gap-2 pb-2 text-sm font-medium text-gray-900">
          <input
            type="checkbox"
            checked={row.is_active}
            onChange={(event) => onChange({ ...row, is_active: event.target.checked })}
            className="h-4 w-4 accent-sky-700"
          />
          {t("active")}
        </label>
      </div>
      <FieldError id={`${id}-duration-error`} message={durationError} />
      <TranslatableField
        label={t("description")}
        field="description"
        value={{ base: row.description, translations: row.description_translation }}
        {...language}
        multiline
        error={error("description") ?? error("description_translation")}
        onChange={(next) => onChange({ ...row, description: next.base === "" ? null : next.base, description_translation: next.translations })}
      />
      {confirming ? (
        <div role="group" aria-labelledby={`${id}-delete`} className="flex flex-wrap items-center gap-2 rounded-lg border border-red-300 bg-red-50 p-3">
          <p id={`${id}-delete`} className="flex-1 text-sm text-red-900">
            {t("deleteQuestion", { name })}
          </p>
          <button type="button" autoFocus className={DANGER_SMALL_BUTTON} onClick={onDelete}>
            {t("deleteConfirm")}
          </button>
          <button type="button" className={SMALL_BUTTON} onClick={() => setConfirming(false)}>
            {t("keep")}
          </button>
        </div>
      ) : (
        <button type="button" className={SMALL_BUTTON} onClick={() => setConfirming(true)} aria-label={t("deleteLabel", { name })}>
          {t("delete")}
        </button>
      )}
    </li>
  );
}
