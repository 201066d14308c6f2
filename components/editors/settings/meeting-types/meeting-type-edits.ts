import type { TranslatableLanguage, TranslatableValue } from "@/lib/editing/translatable-text";
import { newId, type MeetingTypeRow } from "@/lib/organizations/types";

/** A meeting type's default length for a new one, in minutes. */
export const NEW_MEETING_MINUTES = 30;

/** A new meeting type of `organizationId`: unnamed, 30 minutes, active; saved with a new id (contract). */
export function newMeetingType(organizationId: string, now = new Date().toISOString()): MeetingTypeRow {
  return {
    id: newId(),
    organization_id: organizationId,
    name: "",
    name_translation: {},
    description: null,
    description_translation: {},
    duration_minutes: NEW_MEETING_MINUTES,
    is_active: true,
    created_at: now,
    updated_at: now,
    version: 1,
  };
}

/** A duration /book can offer: whole minutes, more than 0. */
export const isValidDuration = (minutes: number) => Number.isInteger(minutes) && minutes > 0;

/**
 * The name as typed in the language being viewed: a type with no name in the default language yet gets the
 * typed one there too (as the hero dialog does for a title), so it is never saved nameless.
 */
export function withName(row: MeetingTypeRow, next: TranslatableValue, language: TranslatableLanguage): MeetingTypeRow {
  const typed = next.translations[language.locale];
  const base = next.base ?? "";
  const name = base.trim() === "" && language.locale !== language.defaultLocale && typeof typed === "string" ? typed : base;
  return { ...row, name, name_translation: next.translations };
}
