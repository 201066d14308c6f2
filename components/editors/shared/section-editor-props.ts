import type { SavedRow } from "@/lib/editing/answers";
import type { Locale } from "@/lib/i18n/locales";
import type { SectionPlacement } from "./section-api";

export interface SectionEditorCommonProps {
  /** The language being viewed: translatable texts are edited in it. */
  locale: Locale;
  /** The organisation's default language: the one that edits the base texts. */
  defaultLocale: Locale;
  onClose(): void;
  /** After a save (or a restore from History) wrote the section: the saved row with its new version. */
  onSaved(row: SavedRow): void;
}

/** What a section editor chunk takes: an existing section (`sectionId`: edit) or where a new one goes (`placement`: create). */
export type SectionEditorProps = SectionEditorCommonProps & ({ sectionId: string; placement?: undefined } | { placement: SectionPlacement; sectionId?: undefined });
