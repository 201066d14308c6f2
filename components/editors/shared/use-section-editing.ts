"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { ConflictAuthor, ConflictChoice } from "@/components/editing/conflict-view";
import { historyQueryKey } from "@/components/editing/history-view";
import { recordSave } from "@/components/editing/use-undo";
import { apiFetchVersioned, staleConflict, type StaleConflict } from "@/lib/api/client";
import { savedRowSchema, type SavedRow } from "@/lib/editing/answers";
import { isUnreachable } from "@/lib/editing/failure";
import { mergeOnConflict, sameValue, type FieldConflict } from "@/lib/editing/merge";
import { announceSectionChange, SECTION_API, sectionQueryKey, type EditedSectionKind } from "./section-api";

type Values = Record<string, unknown>;
type FieldOf<V extends Values> = keyof V & string;

export interface SectionConflict<Field extends string> {
  /** One per stale answer, so each opens the view afresh. */
  key: number;
  conflicts: FieldConflict<Field>[];
  autoMerged: Field[];
  changedBy: ConflictAuthor | null;
  theirsLabel?: string;
  choices: Partial<Record<Field, ConflictChoice>>;
}

export interface SectionForm<V extends Values> {
  /** Every field the form edits: what a merge compares. */
  fields: readonly FieldOf<V>[];
  /** A stored row (GET, a 412's current row, a restore) as the form holds it, with its version. */
  toFormValues(row: unknown): { values: V; version: number };
  /** Only what the admin changed since `baseline`: the PATCH body. */
  changedValues(baseline: V, values: V): Record<string, unknown>;
  /** How the undo notice names the section. */
  label(values: V): string;
  /** What the banner says when the save failed (the hero shows the server's message); null: the generic text. */
  failureMessage?(error: unknown): string | null;
}

interface SectionEditingOptions<V extends Values> extends SectionForm<V> {
  kind: EditedSectionKind;
  sectionId: string;
  initial: { values: V; version: number };
  form: UseFormReturn<V>;
  onSaved(row: SavedRow): void;
  onClose(): void;
}

/**
 * Saving a section from the version the editor holds, and taking in a newer one (a stale save or a
 * restore) without losing what the admin typed: fields only the server changed are merged, true conflicts
 * wait for the admin's choice, and the next save names the newer version.
 */
export function useSectionEditing<V extends Values>(options: SectionEditingOptions<V>) {
  const { kind, sectionId, initial, form, fields, toFormValues, changedValues, label, failureMessage, onSaved, onClose } = options;
  const t = useTranslations("Editors");
  const queryClient = useQueryClient();
  const [baseline, setBaseline] = useState(initial.values);
  const [version, setVersion] = useState(initial.version);
  const [conflict, setConflict] = useState<SectionConflict<FieldOf<V>> | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [showUnresolved, setShowUnresolved] = useState(false);

  const absorb = (row: unknown, changedBy: ConflictAuthor | null, theirsLabel?: string) => {
    const theirs = toFormValues(row);
    const mine = form.getValues();
    const { merged, conflicts, autoMerged } = mergeOnConflict({ original: baseline, mine, theirs: theirs.values, fields });
    const edited = fields.some((field) => !sameValue(mine[field], baseline[field]));
    setBaseline(theirs.values);
    setVersion(theirs.version);
    // The server's row becomes what "unsaved" is measured against; the admin's merged values stay on top.
    form.reset(theirs.values);
    form.reset(merged, { keepDefaultValues: true });
    setShowUnresolved(false);
    setConflict(edited ? { key: (conflict?.key ?? 0) + 1, conflicts, autoMerged, changedBy, theirsLabel, choices: {} } : null);
  };

  const applySaved = (row: SavedRow) => {
    void queryClient.invalidateQueries({ queryKey: sectionQueryKey(kind, sectionId) });
    void queryClient.invalidateQueries({ queryKey: historyQueryKey(kind, sectionId) });
    if (typeof row.revision_id === "number") recordSave({ revisionId: row.revision_id, label: label(toFormValues(row).values) });
    onSaved(row);
    // Spec 002 §4: the page refetches its sections.
    announceSectionChange(kind);
  };

  const failed = (error: unknown) => {
    console.error(`[${kind}] save failed:`, error);
    setSaveError(isUnreachable(error) ? t("errors.unreachable") : (failureMessage?.(error) ?? t("errors.saveFailed")));
  };

  const takeIn = (row: unknown, changedBy: ConflictAuthor | null, theirsLabel?: string) => {
    try {
      absorb(row, changedBy, theirsLabel);
    } catch (error) {
      failed(error);
    }
  };

  const save = useMutation({
    mutationFn: ({ patch, from }: { patch: Record<string, unknown>; from: number }) =>
      apiFetchVersioned(`${SECTION_API[kind].path}/${sectionId}`, savedRowSchema, { method: "PATCH", body: patch, version: from }),
    onMutate: () => setSaveError(null),
    onSuccess: ({ data, version: saved }) => {
      applySaved({ ...data, version: saved });
      onClose();
    },
    onError: (error) => {
      const stale = staleConflict(error);
      if (stale) takeIn(stale.current, stale.changedBy);
      else failed(error);
    },
  });

  const submit = (values: V) => {
    if (conflict?.conflicts.some(({ field }) => !conflict.choices[field])) {
      setShowUnresolved(true);
      return;
    }
    const patch = changedValues(baseline, values);
    if (Object.keys(patch).length === 0) onClose();
    else save.mutate({ patch, from: version });
  };

  const choose = (field: FieldOf<V>, choice: ConflictChoice) => {
    const asked = conflict?.conflicts.find((item) => item.field === field);
    if (!conflict || !asked) return;
    const chosen: V = { ...form.getValues(), [field]: choice === "mine" ? asked.mine : asked.theirs };
    form.reset(chosen, { keepDefaultValues: true, keepErrors: true, keepTouched: true });
    setConflict({ ...conflict, choices: { ...conflict.choices, [field]: choice } });
  };

  return {
    version,
    baseline,
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
    stale: (stale: StaleConflict) => takeIn(stale.current, stale.changedBy),
  };
}

export type SectionEditing<V extends Values> = ReturnType<typeof useSectionEditing<V>>;
