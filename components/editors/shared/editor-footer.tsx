"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "./buttons";

interface EditorFooterProps {
  /** Unsaved changes: Cancel asks before closing. */
  dirty: boolean;
  onClose(): void;
  /** The form the submit button sends. */
  formId: string;
  saving: boolean;
  submitLabel: string;
  savingLabel: string;
  /** The form cannot be sent yet (a required field is empty). */
  submitDisabled?: boolean;
  /** Buttons between Cancel and the submit button (Delete). */
  children?: ReactNode;
}

/** A section editor's footer: Cancel, what the editor adds, and Create or Update. */
export function EditorFooter({ dirty, onClose, formId, saving, submitLabel, savingLabel, submitDisabled = false, children }: EditorFooterProps) {
  const t = useTranslations("Editors");
  const cancel = () => {
    if (!dirty || window.confirm(t("unsavedChanges"))) onClose();
  };
  return (
    <>
      <button type="button" className={SECONDARY_BUTTON} onClick={cancel}>
        {t("cancel")}
      </button>
      {children}
      <button type="submit" form={formId} className={PRIMARY_BUTTON} disabled={saving || submitDisabled}>
        {saving ? savingLabel : submitLabel}
      </button>
    </>
  );
}
