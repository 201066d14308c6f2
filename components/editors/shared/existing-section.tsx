"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { EditorDialog } from "@/components/editing/editor-dialog";
import { apiFetchVersioned } from "@/lib/api/client";
import { rowAnswerSchema } from "@/lib/editing/answers";
import { isUnreachable } from "@/lib/editing/failure";
import { SECONDARY_BUTTON } from "./buttons";
import { SECTION_API, sectionMessage, sectionQueryKey, type EditedSectionKind } from "./section-api";

interface ExistingSectionProps<V> {
  kind: EditedSectionKind;
  sectionId: string;
  toFormValues(row: unknown): { values: V; version: number };
  onClose(): void;
  /** The editor of the loaded section. */
  children(initial: { values: V; version: number }): ReactNode;
}

/** Loads the section as stored, with its version, then hands it to its editor; until then "Loading…" or Retry. */
export function ExistingSection<V>({ kind, sectionId, toFormValues, onClose, children }: ExistingSectionProps<V>) {
  const t = useTranslations("Editors");
  const section = useQuery({
    queryKey: sectionQueryKey(kind, sectionId),
    queryFn: async () => toFormValues((await apiFetchVersioned(`${SECTION_API[kind].path}/${sectionId}`, rowAnswerSchema)).data),
    // An editor starts from the row as it stands now, never from a copy cached by an earlier visit.
    staleTime: 0,
    gcTime: 0,
  });

  if (section.data) return children(section.data);

  const footer = (
    <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
      {t("cancel")}
    </button>
  );
  return (
    <EditorDialog title={t(sectionMessage(kind, "editTitle"))} open onClose={onClose} dirty={false} confirmCloseText={t("unsavedChanges")} footer={footer}>
      {section.isError ? (
        <div role="alert" className="space-y-3">
          <p>{isUnreachable(section.error) ? t("errors.unreachableLoad") : t("errors.loadFailed")}</p>
          <button type="button" className={SECONDARY_BUTTON} onClick={() => void section.refetch()}>
            {t("retry")}
          </button>
        </div>
      ) : (
        <p role="status">{t(sectionMessage(kind, "loading"))}</p>
      )}
    </EditorDialog>
  );
}
