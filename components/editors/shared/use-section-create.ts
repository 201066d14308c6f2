"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { recordSave } from "@/components/editing/use-undo";
import { apiFetchVersioned } from "@/lib/api/client";
import { savedRowSchema, type SavedRow } from "@/lib/editing/answers";
import { isUnreachable } from "@/lib/editing/failure";
import { announceSectionChange, SECTION_API, type EditedSectionKind, type SectionPlacement } from "./section-api";

export interface SectionCreateOptions<Values> {
  kind: EditedSectionKind;
  placement: SectionPlacement;
  onSaved(row: SavedRow): void;
  onClose(): void;
  /** The section's fields as POST takes them (the placement is added). */
  body(values: Values): Record<string, unknown>;
  /** How the undo notice names the new section. */
  label(values: Values): string;
  /** The page the section goes on when the admin chose another one than the page being viewed. */
  urlPage?(values: Values): string;
  /** What the banner says when the save failed (the hero shows the server's message); null: the generic text. */
  failureMessage?(error: unknown): string | null;
}

/** Creating a section at the plus that was clicked: one request, one revision, undoable. */
export function useSectionCreate<Values>({ kind, placement, onSaved, onClose, body, label, urlPage, failureMessage }: SectionCreateOptions<Values>) {
  const t = useTranslations("Editors");
  const [saveError, setSaveError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (values: Values) => {
      const page = urlPage?.(values) ?? placement.urlPage;
      // The plus names a section of the page being viewed: on another page the new section goes first.
      const after = page === placement.urlPage ? placement.after : null;
      return apiFetchVersioned(SECTION_API[kind].path, savedRowSchema, { method: "POST", body: { ...body(values), url_page: page, after } });
    },
    onMutate: () => setSaveError(null),
    onSuccess: ({ data, version }, values) => {
      if (typeof data.revision_id === "number") recordSave({ revisionId: data.revision_id, label: label(values) });
      onSaved({ ...data, version });
      // Spec 002 §4: the page refetches its sections and shows the new one in place.
      announceSectionChange(kind);
      onClose();
    },
    onError: (error) => {
      // Spec 001 §8: section modal save failures are logged.
      console.error(`[${kind}] create failed:`, error);
      setSaveError(isUnreachable(error) ? t("errors.unreachable") : (failureMessage?.(error) ?? t("errors.saveFailed")));
    },
  });
  return { saving: create.isPending, saveError, submit: (values: Values) => create.mutate(values) };
}
