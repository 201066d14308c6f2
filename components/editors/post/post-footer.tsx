"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/editors/shared/buttons";
import { useMomentText } from "./post-notices";

interface PostFooterProps {
  formId: string;
  creating: boolean;
  saving: boolean;
  /** Spec 000 §5: the save button is disabled while the title is blank. */
  titleBlank: boolean;
  /** Unsaved changes (spec 000 §4: marked). */
  dirty: boolean;
  /** When this session last kept the draft in local storage. */
  draftSavedAt: number | null;
  /** Not while read-only (someone else holds the edit lock). */
  canSave: boolean;
  confirmCloseText: string;
  onCancel(): void;
}

/** Spec 000 §2: Cancel, and Publish (create) or Update (edit); the unsaved and draft marks beside them. */
export function PostFooter({ formId, creating, saving, titleBlank, dirty, draftSavedAt, canSave, confirmCloseText, onCancel }: PostFooterProps) {
  const t = useTranslations("Editors.post");
  const tEditors = useTranslations("Editors");
  const moment = useMomentText();
  const hintId = useId();
  const cancel = () => {
    if (!dirty || window.confirm(confirmCloseText)) onCancel();
  };
  return (
    <>
      <div className="mr-auto flex flex-wrap items-center gap-2 self-center text-sm">
        {titleBlank && canSave && (
          <p id={hintId} className="font-medium text-red-700">
            {t("titleRequired")}
          </p>
        )}
        {dirty && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">{t("unsaved")}</span>}
        {draftSavedAt !== null && <span className="text-xs text-gray-700">{t("draftSavedAt", { time: moment(draftSavedAt) })}</span>}
      </div>
      <button type="button" className={SECONDARY_BUTTON} onClick={cancel}>
        {tEditors("cancel")}
      </button>
      <button
        type="submit"
        form={formId}
        className={PRIMARY_BUTTON}
        disabled={saving || titleBlank || !canSave}
        aria-describedby={titleBlank && canSave ? hintId : undefined}
      >
        {saving ? t("saving") : t(creating ? "publish" : "update")}
      </button>
    </>
  );
}
