"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { EditorDialog } from "@/components/editing/editor-dialog";
import type { SavedRow } from "@/components/editing/history-view";
import { editFetch } from "@/lib/editing/client";
import { isUnreachable } from "@/lib/editing/failure";
import type { Locale } from "@/lib/i18n/locales";
import { SECONDARY_BUTTON } from "./buttons";
import { toFormValues } from "./form-schema";
import { TemplateSectionSession } from "./template-section-session";
import { sectionQueryKey } from "./use-section-editing";

export interface TemplateSectionEditorProps {
  sectionId: string;
  /** The language being viewed: translatable texts are edited in it. */
  locale: Locale;
  /** The organisation's default language: the one that edits the base texts. */
  defaultLocale: Locale;
  onClose(): void;
  /** After a save (or a restore from History) wrote the section: the saved row with its new version. */
  onSaved(row: SavedRow): void;
}

/**
 * "Edit Template Section" (spec 001 §2.2): loads the section as stored, with its version, and edits it in
 * place. Loaded on demand as its own chunk (design: "Editing in place").
 */
export function TemplateSectionEditor({ sectionId, locale, defaultLocale, onClose, onSaved }: TemplateSectionEditorProps) {
  const t = useTranslations("Editors");
  const section = useQuery({
    queryKey: sectionQueryKey(sectionId),
    queryFn: async () => toFormValues((await editFetch(`/api/template-sections/${sectionId}`)).data),
    // An editor starts from the row as it stands now, never from a copy cached by an earlier visit.
    staleTime: 0,
    gcTime: 0,
  });

  if (section.data) {
    return (
      <TemplateSectionSession
        sectionId={sectionId}
        initial={section.data}
        locale={locale}
        defaultLocale={defaultLocale}
        onClose={onClose}
        onSaved={onSaved}
      />
    );
  }

  const footer = (
    <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
      {t("cancel")}
    </button>
  );
  return (
    <EditorDialog title={t("templateSection.editTitle")} open onClose={onClose} dirty={false} confirmCloseText={t("unsavedChanges")} footer={footer}>
      {section.isError ? (
        <div role="alert" className="space-y-3">
          <p>{isUnreachable(section.error) ? t("errors.unreachableLoad") : t("errors.loadFailed")}</p>
          <button type="button" className={SECONDARY_BUTTON} onClick={() => void section.refetch()}>
            {t("retry")}
          </button>
        </div>
      ) : (
        <p role="status">{t("templateSection.loading")}</p>
      )}
    </EditorDialog>
  );
}

export default TemplateSectionEditor;
