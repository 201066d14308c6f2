"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { sectionMessage, type EditedSectionKind } from "./section-api";

interface DeleteConfirmationProps {
  /** The section's title as shown: typing it exactly enables Delete (spec 001 §2.2). */
  title: string;
  kind: EditedSectionKind;
  deleting: boolean;
  failed: boolean;
  onConfirm(): void;
  onCancel(): void;
}

const DANGER =
  "rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600 disabled:cursor-not-allowed disabled:opacity-60";

/** The delete confirmation of a section editor: the exact title typed, then Delete. */
export function DeleteConfirmation({ kind, title, deleting, failed, onConfirm, onCancel }: DeleteConfirmationProps) {
  const t = useTranslations("Editors");
  const id = useId();
  const [typed, setTyped] = useState("");
  return (
    <div role="group" aria-labelledby={`${id}-heading`} className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-4">
      <h3 id={`${id}-heading`} className="font-semibold text-red-900">
        {t(sectionMessage(kind, "deleteHeading"))}
      </h3>
      <p className="text-sm text-gray-900">{t(sectionMessage(kind, "deleteWarning"))}</p>
      <label htmlFor={`${id}-typed`} className="block text-sm font-medium text-gray-900">
        {t(sectionMessage(kind, "deleteTypeTitle"), { title })}
      </label>
      <input
        id={`${id}-typed`}
        value={typed}
        autoComplete="off"
        autoFocus
        onChange={(event) => setTyped(event.target.value)}
        className="block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
      />
      {failed && (
        <p role="alert" className="text-sm text-red-800">
          {t(sectionMessage(kind, "deleteFailed"))}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onCancel} className="rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50">
          {t("cancel")}
        </button>
        <button type="button" className={DANGER} disabled={typed !== title || deleting} onClick={onConfirm}>
          {deleting ? t(sectionMessage(kind, "deleting")) : t(sectionMessage(kind, "delete"))}
        </button>
      </div>
    </div>
  );
}
