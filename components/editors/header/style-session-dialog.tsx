"use client";

import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import { FormProvider, type UseFormReturn } from "react-hook-form";
import { ConflictView } from "@/components/editing/conflict-view";
import { EditorDialog } from "@/components/editing/editor-dialog";
import { EditorFooter } from "@/components/editors/shared/editor-footer";
import type { StyleSave } from "./use-style-save";

type Values = Record<string, unknown>;

interface StyleSessionDialogProps<V extends Values> {
  /** The editor's messages: Editors.header or Editors.footer. */
  messages: "header" | "footer";
  form: UseFormReturn<V>;
  save: StyleSave<V>;
  /** How the conflict view names a field and shows its value. */
  fieldLabel(field: string): string;
  formatValue(field: string, value: unknown): string;
  onClose(): void;
  /** The form's fields. */
  children: ReactNode;
  /** The live preview of the public header or footer. */
  preview: ReactNode;
}

/** The loaded header or footer style in its "Edit …" dialog: the fields, the live preview, a conflict, Update. */
export function StyleSessionDialog<V extends Values>({ messages, form, save, fieldLabel, formatValue, onClose, children, preview }: StyleSessionDialogProps<V>) {
  const t = useTranslations("Editors");
  const formId = `${useId()}-form`;
  const dirty = form.formState.isDirty;
  const footer = (
    <EditorFooter dirty={dirty} onClose={onClose} formId={formId} saving={save.saving} submitLabel={t(`${messages}.update`)} savingLabel={t(`${messages}.saving`)} />
  );
  return (
    <EditorDialog title={t(`${messages}.title`)} open onClose={onClose} dirty={dirty} confirmCloseText={t("unsavedChanges")} footer={footer}>
      <div className="space-y-4">
        {save.saveError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {save.saveError}
          </p>
        )}
        {save.conflict && (
          <ConflictView
            key={save.conflict.key}
            conflicts={save.conflict.conflicts}
            autoMerged={save.conflict.autoMerged}
            changedBy={save.conflict.changedBy}
            choices={save.conflict.choices}
            onChoose={save.choose}
            fieldLabel={fieldLabel}
            formatValue={formatValue}
            showUnresolved={save.showUnresolved}
          />
        )}
        {preview}
        <form id={formId} noValidate onSubmit={(event) => void form.handleSubmit(save.submit)(event)}>
          <fieldset disabled={save.saving} className="min-w-0">
            <FormProvider {...form}>{children}</FormProvider>
          </fieldset>
        </form>
      </div>
    </EditorDialog>
  );
}
