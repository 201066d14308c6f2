"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { failureMessage, useDeleteMedia, useUpdateAlt, type MediaFile } from "./use-media-library";

const BUTTON = "rounded-md px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

/** The selected file: its facts, its alt text, deletion after a confirmation, and (when picking) "Use this file". */
export function MediaDetails({ file, onPick, onDeleted }: { file: MediaFile; onPick?: (file: MediaFile) => void; onDeleted(): void }) {
  const t = useTranslations("Media");
  const altId = useId();
  const [alt, setAlt] = useState(file.alt);
  const [confirming, setConfirming] = useState(false);
  const updateAlt = useUpdateAlt();
  const remove = useDeleteMedia();

  const saveAlt = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    updateAlt.mutate({ id: file.id, alt });
  };

  const kilobytes = Math.max(1, Math.round(file.size_bytes / 1024));
  return (
    <section aria-label={t("details", { name: file.file_name })} className="space-y-3 rounded-lg border border-gray-200 p-3 text-sm">
      <p className="break-all font-medium text-gray-900">{file.file_name}</p>
      <p className="text-gray-700">
        {file.width && file.height ? t("factsWithSize", { kilobytes, width: file.width, height: file.height }) : t("facts", { kilobytes })}
      </p>
      {file.kind === "image" && (
        <form onSubmit={saveAlt} className="space-y-1">
          <label htmlFor={altId} className="block font-medium text-gray-800">
            {t("altLabel")}
          </label>
          <input id={altId} value={alt} maxLength={300} onChange={(event) => setAlt(event.target.value)} aria-describedby={`${altId}-hint`} className="w-full rounded-md border border-gray-300 px-3 py-1.5" />
          <p id={`${altId}-hint`} className="text-xs text-gray-700">
            {t("altHint")}
          </p>
          <button type="submit" disabled={updateAlt.isPending || alt === file.alt} className={`${BUTTON} border border-gray-300 hover:bg-gray-50 disabled:opacity-50`}>
            {t("saveAlt")}
          </button>
          <p role="status" className="text-xs text-gray-800">
            {updateAlt.isSuccess && alt === updateAlt.data.alt ? t("altSaved") : ""}
          </p>
          {updateAlt.error && <p role="alert" className="text-red-700">{failureMessage(updateAlt.error, "alt")}</p>}
        </form>
      )}
      <div className="flex flex-wrap gap-2">
        {onPick && (
          <button type="button" onClick={() => onPick({ ...file, alt })} className={`${BUTTON} bg-sky-700 text-white hover:bg-sky-800`}>
            {t("choose")}
          </button>
        )}
        {!confirming && (
          <button type="button" onClick={() => setConfirming(true)} className={`${BUTTON} border border-red-300 text-red-700 hover:bg-red-50`}>
            {t("delete")}
          </button>
        )}
      </div>
      {confirming && (
        <div role="alertdialog" aria-labelledby={`${altId}-confirm`} className="space-y-2 rounded-md bg-red-50 p-3">
          <p id={`${altId}-confirm`} className="text-red-800">
            {t("deleteConfirm", { name: file.file_name })}
          </p>
          <div className="flex gap-2">
            <button type="button" autoFocus onClick={() => setConfirming(false)} className={`${BUTTON} border border-gray-300 bg-white hover:bg-gray-50`}>
              {t("cancel")}
            </button>
            <button type="button" disabled={remove.isPending} onClick={() => remove.mutate(file.id, { onSuccess: onDeleted })} className={`${BUTTON} bg-red-700 text-white hover:bg-red-800`}>
              {t("deleteConfirmButton")}
            </button>
          </div>
          {remove.error && <p role="alert" className="text-red-700">{remove.error.message}</p>}
        </div>
      )}
    </section>
  );
}
