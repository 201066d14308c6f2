"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { FormProvider, type UseFormReturn } from "react-hook-form";
import { ConflictView } from "@/components/editing/conflict-view";
import { EditorDialog } from "@/components/editing/editor-dialog";
import { HistoryView } from "@/components/editing/history-view";
import { SectionPresenceNotice } from "@/components/presence/section-presence-notice";
import type { SavedRow } from "@/lib/editing/answers";
import { SECONDARY_BUTTON } from "./buttons";
import { DeleteConfirmation } from "./delete-confirmation";
import { EditorFooter } from "./editor-footer";
import { EditorTabs, panelId, tabId } from "./editor-tabs";
import { sectionMessage, type EditedSectionKind } from "./section-api";
import { useSectionEditing, type SectionForm } from "./use-section-editing";
import { useSectionDelete } from "./use-section-delete";

type Tab = "edit" | "history";

interface SectionSessionDialogProps<V extends Record<string, unknown>> extends SectionForm<V> {
  kind: EditedSectionKind;
  sectionId: string;
  initial: { values: V; version: number };
  form: UseFormReturn<V>;
  /** The title as the page shows it in this language: what the admin types to confirm a delete. */
  storedTitle(values: V): string;
  /** How fields are named and values shown in the conflict view and History. */
  text: { fieldLabel(field: string): string; formatValue(field: string, value: unknown): string };
  onClose(): void;
  onSaved(row: SavedRow): void;
  /** The form's fields. */
  children: ReactNode;
  preview: ReactNode;
  /** Create or Update cannot be pressed yet (spec 001 §5: the hero's title is empty). */
  submitDisabled?: boolean;
}

/** A loaded section in its "Edit …" dialog: the form, a conflict when a save was stale, History, and Delete. */
export function SectionSessionDialog<V extends Record<string, unknown>>(props: SectionSessionDialogProps<V>) {
  const { kind, sectionId, initial, form, storedTitle, text, onClose, onSaved, children, preview, submitDisabled, ...sectionForm } = props;
  const t = useTranslations("Editors");
  const ids = useId();
  const formId = `${ids}-form`;
  const [tab, setTab] = useState<Tab>("edit");
  const editing = useSectionEditing({ kind, sectionId, initial, form, onSaved, onClose, ...sectionForm });
  const dirty = form.formState.isDirty;
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const removal = useSectionDelete({
    kind,
    sectionId,
    version: editing.version,
    label: storedTitle(editing.baseline).trim() || t(sectionMessage(kind, "untitled")),
    onDeleted: onClose,
  });

  const footer = (
    <EditorFooter
      dirty={dirty}
      onClose={onClose}
      formId={formId}
      saving={editing.saving}
      submitLabel={t(sectionMessage(kind, "update"))}
      savingLabel={t(sectionMessage(kind, "saving"))}
      submitDisabled={submitDisabled}
    >
      <button type="button" className={`${SECONDARY_BUTTON} text-red-800`} aria-expanded={confirmingDelete} onClick={() => setConfirmingDelete((open) => !open)}>
        {t(sectionMessage(kind, "delete"))}
      </button>
    </EditorFooter>
  );

  // Update works from either tab; what it answers (a field to fix, a conflict, an error) is on the form's.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setTab("edit");
    void form.handleSubmit(editing.submit)(event);
  };

  const restored = (row: SavedRow) => {
    editing.restored(row);
    setTab("edit");
  };

  const panel = (id: Tab) => ({ role: "tabpanel", id: panelId(ids, id), "aria-labelledby": tabId(ids, id), hidden: tab !== id });

  return (
    <EditorDialog title={t(sectionMessage(kind, "editTitle"))} open onClose={onClose} dirty={dirty} confirmCloseText={t("unsavedChanges")} footer={footer}>
      <EditorTabs<Tab>
        label={t("tabs.label")}
        idPrefix={ids}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: "edit", label: t("tabs.edit") },
          { id: "history", label: t("tabs.history") },
        ]}
      />
      <div {...panel("edit")} className="space-y-4">
        <SectionPresenceNotice section={`${kind}:${sectionId}`} />
        {confirmingDelete && (
          <DeleteConfirmation
            kind={kind}
            title={storedTitle(editing.baseline)}
            deleting={removal.deleting}
            failed={removal.failed}
            onConfirm={removal.remove}
            onCancel={() => setConfirmingDelete(false)}
          />
        )}
        {editing.saveError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {editing.saveError}
          </p>
        )}
        {editing.conflict && (
          <ConflictView
            key={editing.conflict.key}
            conflicts={editing.conflict.conflicts}
            autoMerged={editing.conflict.autoMerged}
            changedBy={editing.conflict.changedBy}
            theirsLabel={editing.conflict.theirsLabel}
            choices={editing.conflict.choices}
            onChoose={editing.choose}
            fieldLabel={text.fieldLabel}
            formatValue={text.formatValue}
            showUnresolved={editing.showUnresolved}
          />
        )}
        {/* The form stays mounted under the History tab: what the admin typed survives a look at history. */}
        <form id={formId} noValidate onSubmit={submit}>
          <fieldset disabled={editing.saving} className="min-w-0">
            <FormProvider {...form}>{children}</FormProvider>
          </fieldset>
        </form>
        {preview}
      </div>
      <div {...panel("history")}>
        {tab === "history" && (
          <HistoryView entity={kind} entityId={sectionId} currentVersion={editing.version} fieldLabel={text.fieldLabel} onRestored={restored} onStale={editing.stale} />
        )}
      </div>
    </EditorDialog>
  );
}
