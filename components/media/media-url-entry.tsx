"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { isVideoFile, toEmbedUrl } from "@/lib/sections/video";
import type { PickedMedia } from "./media-gallery";

/**
 * Spec 001 §5: a direct link to an image or video; a YouTube or Vimeo link becomes its embed address; a blank
 * entry is refused with "Please enter a valid URL" (so is anything but a web address or a site path).
 */
export function parseMediaUrl(value: string): PickedMedia | null {
  const url = value.trim();
  if (!url || !(url.startsWith("/") || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(url))) return null;
  const embed = toEmbedUrl(url);
  if (embed) return { url: embed.src, alt: "", kind: "video", width: null, height: null };
  return { url, alt: "", kind: isVideoFile(url) ? "video" : "image", width: null, height: null };
}

export function MediaUrlEntry({ onPick }: { onPick(media: PickedMedia): void }) {
  const t = useTranslations("Media");
  const id = useId();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The picker opens from inside an editor's form: React would bubble this submit up to it and save early.
    event.stopPropagation();
    const media = parseMediaUrl(value);
    if (!media) {
      setError(t("invalidUrl"));
      return;
    }
    setError(null);
    onPick(media);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-gray-800">
          {t("urlLabel")}
        </label>
        <input
          id={id}
          type="url"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="https://…"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 w-full rounded-md border border-gray-300 px-3 py-1.5 text-sm"
        />
      </div>
      <button type="submit" className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium hover:bg-gray-50">
        {t("useUrl")}
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
