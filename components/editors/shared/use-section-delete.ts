"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { recordSave } from "@/components/editing/use-undo";
import { apiFetchVersioned } from "@/lib/api/client";
import { revisionAnswerSchema } from "@/lib/editing/answers";
import { announceSectionChange, SECTION_API, sectionMessage, type EditedSectionKind } from "./section-api";

interface SectionDeleteOptions {
  kind: EditedSectionKind;
  sectionId: string;
  version: number;
  /** How the undo notice names the deleted section. */
  label: string;
  onDeleted(): void;
}

/** Deleting the section (and its place in the page layout) from the version the editor holds; Ctrl+Z restores it. */
export function useSectionDelete({ kind, sectionId, version, label, onDeleted }: SectionDeleteOptions) {
  const t = useTranslations("Editors");
  const remove = useMutation({
    mutationFn: () => apiFetchVersioned(`${SECTION_API[kind].path}/${sectionId}`, revisionAnswerSchema, { method: "DELETE", version }),
    onSuccess: ({ data }) => {
      if (typeof data.revision_id === "number") recordSave({ revisionId: data.revision_id, label: t(sectionMessage(kind, "deletedLabel"), { title: label }) });
      announceSectionChange(kind);
      onDeleted();
    },
    onError: (error) => console.error(`[${kind}] delete failed:`, error),
  });
  return { deleting: remove.isPending, failed: remove.isError, remove: () => remove.mutate() };
}
