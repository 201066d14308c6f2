"use client";

import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import { FormProvider, type UseFormReturn } from "react-hook-form";
import { EditorDialog } from "@/components/editing/editor-dialog";
import { EditorFooter } from "./editor-footer";
import { sectionMessage } from "./section-api";
import { useSectionCreate, type SectionCreateOptions } from "./use-section-create";

interface SectionCreateDialogProps<V extends Record<string, unknown>> extends SectionCreateOptions<V> {
  form: UseFormReturn<V>;
  /** The form's fields. */
  children: ReactNode;
  preview: ReactNode;
  /** Create or Update cannot be pressed yet (spec 001 §5: the hero's title is empty). */
  submitDisabled?: boolean;
}

/** A new section's "Create …" dialog: the form, Cancel and Create (no Delete, nothing saved yet). */
export function SectionCreateDialog<V extends Record<string, unknown>>({ form, children, preview, submitDisabled, ...options }: SectionCreateDialogProps<V>) {
  const { kind, onClose } = options;
  const t = useTranslations("Editors");
  const creating = useSectionCreate(options);
  const formId = `${useId()}-form`;
  const dirty = form.formState.isDirty;

  const footer = (
    <EditorFooter
      dirty={dirty}
      onClose={onClose}
      formId={formId}
      saving={creating.saving}
      submitLabel={t(sectionMessage(kind, "create"))}
      savingLabel={t(sectionMessage(kind, "saving"))}
      submitDisabled={submitDisabled}
    />
  );

  return (
    <EditorDialog title={t(sectionMessage(kind, "createTitle"))} open onClose={onClose} dirty={dirty} confirmCloseText={t("unsavedChanges")} footer={footer}>
      {creating.saveError && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {creating.saveError}
        </p>
      )}
      <form id={formId} noValidate onSubmit={(event) => void form.handleSubmit(creating.submit)(event)}>
        <fieldset disabled={creating.saving} className="min-w-0">
          <FormProvider {...form}>{children}</FormProvider>
        </fieldset>
      </form>
      {preview}
    </EditorDialog>
  );
}
