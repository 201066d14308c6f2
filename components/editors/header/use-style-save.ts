"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { ConflictAuthor, ConflictChoice } from "@/components/editing/conflict-view";
import { recordSave } from "@/components/editing/use-undo";
import type { SectionConflict } from "@/components/editors/shared/use-section-editing";
import { apiFetchVersioned, staleConflict, type StaleConflict } from "@/lib/api/client";
import { savedRowSchema } from "@/lib/editing/answers";
import { isUnreachable } from "@/lib/editing/failure";
import { mergeOnConflict, sameValue } from "@/lib/editing/merge";
import { SETTINGS_API, type StyleColumn } from "./settings-api";

type Values = Record<string, unknown>;
type FieldOf<V extends Values> = keyof V & string;

interface StyleSaveOptions<V extends Values> {
  /** The settings column the editor writes whole: header_style or footer_style. */
  column: StyleColumn;
  initial: { values: V; version: number };
  form: UseFormReturn<V>;
  fields: readonly FieldOf<V>[];
  /** The stored column as the form holds it. */
  toFormValues(stored: unknown): V;
  /** The form as the column is stored. */
  toStyle(values: V): object;
  /** How the undo notice names the change ("Header"). */
  label: string;
  onSaved(): void;
  onClose(): void;
}

/**
 * Saving a header or footer style through PATCH /api/settings from the version the editor loaded (If-Match).
 * A stale save (412) takes in the settings as they now stand: fields only the other admin changed are merged,
 * true conflicts wait for the admin's choice (the platform's conflict view), and the next save names the
 * newer version. A save is recorded for undo.
 */
export function useStyleSave<V extends Values>({ column, initial, form, fields, toFormValues, toStyle, label, onSaved, onClose }: StyleSaveOptions<V>) {
  const t = useTranslations("Editors");
  const [baseline, setBaseline] = useState(initial.values);
  const [version, setVersion] = useState(initial.version);
  const [conflict, setConflict] = useState<SectionConflict<FieldOf<V>> | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [showUnresolved, setShowUnresolved] = useState(false);

  const takeIn = (current: StaleConflict["current"], changedBy: ConflictAuthor | null) => {
    const theirs = toFormValues(current[column]);
    const mine = form.getValues();
    const { merged, conflicts, autoMerged } = mergeOnConflict({ original: baseline, mine, theirs, fields });
    setBaseline(theirs);
    setVersion(current.version);
    // The newer settings become what "unsaved" is measured against; the admin's merged values stay on top.
    form.reset(theirs);
    form.reset(merged, { keepDefaultValues: true });
    setShowUnresolved(false);
    setConflict({ key: (conflict?.key ?? 0) + 1, conflicts, autoMerged, changedBy, choices: {} });
  };

  const save = useMutation({
    mutationFn: ({ values, from }: { values: V; from: number }) =>
      apiFetchVersioned(SETTINGS_API, savedRowSchema, { method: "PATCH", body: { [column]: toStyle(values) }, version: from }),
    onMutate: () => setSaveError(null),
    onSuccess: ({ data }) => {
      if (typeof data.revision_id === "number") recordSave({ revisionId: data.revision_id, label });
      onSaved();
      onClose();
    },
    onError: (error) => {
      const stale = staleConflict(error);
      if (stale) {
        takeIn(stale.current, stale.changedBy);
        return;
      }
      console.error(`[${column}] save failed:`, error);
      setSaveError(isUnreachable(error) ? t("errors.unreachable") : t("errors.saveFailed"));
    },
  });

  const submit = (values: V) => {
    if (conflict?.conflicts.some(({ field }) => !conflict.choices[field])) {
      setShowUnresolved(true);
      return;
    }
    // Nothing changed since the version loaded: nothing to write.
    if (fields.every((field) => sameValue(values[field], baseline[field]))) onClose();
    else save.mutate({ values, from: version });
  };

  const choose = (field: FieldOf<V>, choice: ConflictChoice) => {
    const asked = conflict?.conflicts.find((item) => item.field === field);
    if (!conflict || !asked) return;
    const chosen: V = { ...form.getValues(), [field]: choice === "mine" ? asked.mine : asked.theirs };
    form.reset(chosen, { keepDefaultValues: true, keepErrors: true, keepTouched: true });
    setConflict({ ...conflict, choices: { ...conflict.choices, [field]: choice } });
  };

  return { conflict, saveError, showUnresolved, saving: save.isPending, submit, choose };
}

export type StyleSave<V extends Values> = ReturnType<typeof useStyleSave<V>>;
