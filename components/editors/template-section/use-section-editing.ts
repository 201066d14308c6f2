"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { ConflictAuthor, ConflictChoice } from "@/components/editing/conflict-view";
import { historyQueryKey, type SavedRow } from "@/components/editing/history-view";
import { recordSave } from "@/components/editing/use-undo";
import { editFetch, StaleVersionError } from "@/lib/editing/client";
import { isUnreachable } from "@/lib/editing/failure";
import { mergeOnConflict, sameValue, type FieldConflict } from "@/lib/editing/merge";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import { TEMPLATE_SECTION_UPDATED_EVENT } from "@/lib/sections/constants";
import type { TemplateSectionPatch } from "@/lib/sections/schemas";
import { changedValues, FORM_FIELDS, toFormValues, type TemplateSectionField, type TemplateSectionFormValues } from "./form-schema";

/** The section as the editor loaded it (GET /api/template-sections/{id}). */
export const sectionQueryKey = (id: string) => ["editing", "template_section", id] as const;

export interface SectionConflict {
  /** One per stale answer, so each opens the view afresh. */
  key: number;
  conflicts: FieldConflict<TemplateSectionField>[];
  autoMerged: TemplateSectionField[];
  changedBy: ConflictAuthor | null;
  theirsLabel?: string;
  choices: Partial<Record<TemplateSectionField, ConflictChoice>>;
}

interface SectionEditingOptions {
  sectionId: string;
  initial: { values: TemplateSectionFormValues; version: number };
  form: UseFormReturn<TemplateSectionFormValues>;
  locale: Locale;
  onSaved(row: SavedRow): void;
  onClose(): void;
}

/**
 * Saving a template section from the version the editor holds, and taking in a newer one (a stale save or a
 * restore) without losing what the admin typed: fields only the server changed are merged, true conflicts
 * wait for the admin's choice, and the next save names the newer version.
 */
export function useSectionEditing({ sectionId, initial, form, locale, onSaved, onClose }: SectionEditingOptions) {
  const t = useTranslations("Editors");
  const queryClient = useQueryClient();
  const [baseline, setBaseline] = useState(initial.values);
  const [version, setVersion] = useState(initial.version);
  const [conflict, setConflict] = useState<SectionConflict | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [showUnresolved, setShowUnresolved] = useState(false);

  const absorb = (row: unknown, changedBy: ConflictAuthor | null, theirsLabel?: string) => {
    const theirs = toFormValues(row);
    const mine = form.getValues();
    const { merged, conflicts, autoMerged } = mergeOnConflict({ original: baseline, mine, theirs: theirs.values, fields: FORM_FIELDS });
    const edited = FORM_FIELDS.some((field) => !sameValue(mine[field], baseline[field]));
    setBaseline(theirs.values);
    setVersion(theirs.version);
    // The server's row becomes what "unsaved" is measured against; the admin's merged values stay on top.
    form.reset(theirs.values);
    form.reset(merged, { keepDefaultValues: true });
    setShowUnresolved(false);
    setConflict(edited ? { key: (conflict?.key ?? 0) + 1, conflicts, autoMerged, changedBy, theirsLabel, choices: {} } : null);
  };

  const applySaved = (row: SavedRow) => {
    void queryClient.invalidateQueries({ queryKey: sectionQueryKey(sectionId) });
    void queryClient.invalidateQueries({ queryKey: historyQueryKey("template_section", sectionId) });
    if (typeof row.revision_id === "number") {
      const { values } = toFormValues(row);
      const label = pickTranslation(values.section_title, values.section_title_translation, locale).trim() || t("templateSection.untitled");
      recordSave({ revisionId: row.revision_id, label });
    }
    onSaved(row);
    // Spec 002 §4: the page refetches its sections.
    window.dispatchEvent(new Event(TEMPLATE_SECTION_UPDATED_EVENT));
  };

  const failed = (error: unknown) => {
    console.error("[template-section] save failed:", error);
    setSaveError(isUnreachable(error) ? t("errors.unreachable") : t("errors.saveFailed"));
  };

  const takeIn = (row: unknown, changedBy: ConflictAuthor | null, theirsLabel?: string) => {
    try {
      absorb(row, changedBy, theirsLabel);
    } catch (error) {
      failed(error);
    }
  };

  const save = useMutation({
    mutationFn: ({ patch, from }: { patch: TemplateSectionPatch; from: number }) =>
      editFetch<SavedRow>(`/api/template-sections/${sectionId}`, { method: "PATCH", body: patch, version: from }),
    onMutate: () => setSaveError(null),
    onSuccess: ({ data, version: saved }) => {
      applySaved({ ...data, version: saved });
      onClose();
    },
    onError: (error) => {
      if (error instanceof StaleVersionError) takeIn(error.current, error.changedBy);
      else failed(error);
    },
  });

  const submit = (values: TemplateSectionFormValues) => {
    if (conflict?.conflicts.some(({ field }) => !conflict.choices[field])) {
      setShowUnresolved(true);
      return;
    }
    const patch = changedValues(baseline, values);
    if (Object.keys(patch).length === 0) onClose();
    else save.mutate({ patch, from: version });
  };

  const choose = (field: TemplateSectionField, choice: ConflictChoice) => {
    const asked = conflict?.conflicts.find((item) => item.field === field);
    if (!conflict || !asked) return;
    const value = choice === "mine" ? asked.mine : asked.theirs;
    form.reset({ ...form.getValues(), [field]: value }, { keepDefaultValues: true, keepErrors: true, keepTouched: true });
    setConflict({ ...conflict, choices: { ...conflict.choices, [field]: choice } });
  };

  return {
    version,
    conflict,
    saveError,
    showUnresolved,
    saving: save.isPending,
    submit,
    choose,
    /** History restored a version: the page shows it, and the form takes it in like anyone else's save. */
    restored: (row: SavedRow) => {
      applySaved(row);
      takeIn(row, null, t("history.restoredVersion"));
    },
    stale: (error: StaleVersionError) => takeIn(error.current, error.changedBy),
  };
}
