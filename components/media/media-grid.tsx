"use client";

import { useTranslations } from "next-intl";
import type { MediaFile } from "./use-media-library";

/** The library's files as thumbnails; choosing one selects it (aria-pressed). */
export function MediaGrid({ files, selectedId, onSelect }: { files: MediaFile[]; selectedId: string | null; onSelect(file: MediaFile): void }) {
  const t = useTranslations("Media");
  return (
    <ul aria-label={t("files")} className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4">
      {files.map((file) => (
        <li key={file.id}>
          <button
            type="button"
            aria-pressed={file.id === selectedId}
            onClick={() => onSelect(file)}
            className="group block w-full overflow-hidden rounded-lg border border-gray-200 text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 aria-pressed:border-sky-600 aria-pressed:ring-2 aria-pressed:ring-sky-600"
          >
            <span className="flex aspect-4/3 items-center justify-center bg-gray-100">
              {file.kind === "image" ? (
                // eslint-disable-next-line @next/next/no-img-element -- the library's own files at their stored size
                <img src={file.url} alt="" width={file.width ?? undefined} height={file.height ?? undefined} loading="lazy" decoding="async" className="h-full w-full object-cover" />
              ) : (
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-10 w-10 text-gray-600" fill="currentColor">
                  <path d="M8 5v14l11-7z" />
                </svg>
              )}
            </span>
            <span className="block truncate px-2 py-1 text-xs text-gray-800">{file.alt || file.file_name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
