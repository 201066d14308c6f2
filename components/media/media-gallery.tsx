"use client";

import { useTranslations } from "next-intl";
import { useDeferredValue, useId, useState } from "react";
import type { MediaKind } from "@/lib/media/rules";
import { MediaDetails } from "./media-details";
import { MediaGrid } from "./media-grid";
import { MediaUpload } from "./media-upload";
import { MediaUrlEntry } from "./media-url-entry";
import { useMediaList, type MediaFile } from "./use-media-library";

/** What an editor receives when the admin picks a file of the library or enters a link. */
export interface PickedMedia {
  url: string;
  alt: string;
  kind: MediaKind;
  width: number | null;
  height: number | null;
}

/**
 * The organisation's media: search, upload (file or drag and drop, with progress), a link, alt text and
 * deletion. With `onPick` it is the gallery picker every editor uses; without, the library to manage.
 */
export function MediaGallery({ onPick }: { onPick?: (media: PickedMedia) => void }) {
  const t = useTranslations("Media");
  const searchId = useId();
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trim());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const files = useMediaList(deferred);
  const selected = files.data?.find((file) => file.id === selectedId) ?? null;
  const pick = onPick && ((file: MediaFile) => onPick({ url: file.url, alt: file.alt, kind: file.kind, width: file.width, height: file.height }));

  return (
    <div className="space-y-4">
      <MediaUpload onUploaded={(file) => setSelectedId(file.id)} />
      {onPick && <MediaUrlEntry onPick={onPick} />}
      <div>
        <label htmlFor={searchId} className="block text-sm font-medium text-gray-800">
          {t("search")}
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t("searchPlaceholder")}
          className="mt-1 w-full rounded-md border border-gray-300 px-3 py-1.5 text-sm"
        />
      </div>
      {files.isError && (
        <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
          {files.error.message || t("loadFailed")}
          <button type="button" onClick={() => void files.refetch()} className="rounded-md border border-red-300 px-2 py-1">
            {t("retry")}
          </button>
        </div>
      )}
      {files.data && (
        <>
          <p role="status" className="text-sm text-gray-700">
            {files.data.length === 0 ? (deferred ? t("noMatches", { search: deferred }) : t("empty")) : t("count", { count: files.data.length })}
          </p>
          <div className="grid gap-4 md:grid-cols-[1fr_16rem]">
            <MediaGrid files={files.data} selectedId={selectedId} onSelect={(file) => setSelectedId(file.id)} />
            {selected && <MediaDetails key={selected.id} file={selected} onPick={pick} onDeleted={() => setSelectedId(null)} />}
          </div>
        </>
      )}
    </div>
  );
}
