"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState, type DragEvent } from "react";
import { formatLimit, isMediaType, MEDIA_ACCEPT, MEDIA_TYPES } from "@/lib/media/rules";
import { failureMessage, uploadMedia, uploadRefusal, useRefreshLibrary, type MediaFile } from "./use-media-library";

const REASONS = ["empty", "unknown_type", "type_mismatch", "too_large", "svg_empty"] as const;

interface Upload {
  key: string;
  name: string;
  percent: number;
  error?: string;
  done?: boolean;
}

/** Upload by file or by drag and drop, each file with its progress, then its result. */
export function MediaUpload({ onUploaded }: { onUploaded(file: MediaFile): void }) {
  const t = useTranslations("Media");
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const refresh = useRefreshLibrary();

  const patch = (key: string, change: Partial<Upload>) => setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  // The library's own rules first, so a file that cannot be stored is never sent.
  const problem = (file: File) => {
    if (!isMediaType(file.type)) return t("wrongType");
    const { kind, maxBytes } = MEDIA_TYPES[file.type];
    return file.size > maxBytes ? t("tooLarge", { kind, limit: formatLimit(maxBytes) }) : null;
  };

  // The server's reason in the admin's language; its own (English) message for anything else.
  const reasonText = (error: Error) => {
    const refusal = uploadRefusal(error);
    const reason = REASONS.find((known) => known === refusal?.reason);
    return reason && refusal ? t(`refused.${reason}`, refusal.values) : failureMessage(error, "file");
  };

  const send = (files: FileList | File[]) => {
    for (const file of files) {
      const key = `${file.name}-${crypto.randomUUID()}`;
      const refused = problem(file);
      setUploads((all) => [{ key, name: file.name, percent: 0, error: refused ?? undefined }, ...all].slice(0, 6));
      if (refused) continue;
      uploadMedia(file, (percent) => patch(key, { percent })).then(
        (stored) => {
          patch(key, { percent: 100, done: true });
          void refresh();
          onUploaded(stored);
        },
        (error: Error) => patch(key, { error: reasonText(error) }),
      );
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) send(event.dataTransfer.files);
  };

  return (
    <div>
      <div
        data-testid="media-dropzone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-5 text-center text-sm ${dragging ? "border-sky-600 bg-sky-50" : "border-gray-300"}`}
      >
        <p className="text-gray-800">{t("dropHere")}</p>
        <label htmlFor={inputId} className="cursor-pointer rounded-md bg-sky-700 px-3 py-1.5 font-medium text-white hover:bg-sky-800 focus-within:ring-2 focus-within:ring-sky-600">
          {t("chooseFiles")}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={MEDIA_ACCEPT}
          className="sr-only"
          onChange={(event) => {
            if (event.target.files) send(event.target.files);
            event.target.value = "";
          }}
        />
        <p className="text-xs text-gray-700">{t("allowed")}</p>
      </div>
      {uploads.length > 0 && (
        <ul aria-label={t("uploads")} className="mt-2 space-y-1 text-sm">
          {uploads.map((upload) => (
            <li key={upload.key} role={upload.error ? "alert" : "status"} className={upload.error ? "text-red-700" : "text-gray-800"}>
              {upload.error
                ? t("uploadFailed", { name: upload.name, reason: upload.error })
                : upload.done
                  ? t("uploaded", { name: upload.name })
                  : t("uploading", { name: upload.name, percent: upload.percent })}
              {!upload.error && !upload.done && <progress className="ml-2 h-2 w-24 align-middle" max={100} value={upload.percent} aria-label={upload.name} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
