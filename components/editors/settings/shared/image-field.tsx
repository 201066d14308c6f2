"use client";

import { useTranslations } from "next-intl";
import { SMALL_BUTTON } from "@/components/editors/metrics/styles";
import { GalleryButton } from "@/components/media/gallery-button";
import { PlainField } from "./plain-field";

interface ImageFieldProps {
  label: string;
  value: string | null;
  onChange(value: string | null): void;
  error?: string;
}

/** An item's image: its address typed or picked from the gallery, a small preview, and Remove image. */
export function ImageField({ label, value, onChange, error }: ImageFieldProps) {
  const t = useTranslations("Editors.settingsLists");
  return (
    <div className="flex flex-wrap items-end gap-3">
      {value && (
        // eslint-disable-next-line @next/next/no-img-element -- any address an admin enters, not only configured hosts
        <img src={value} alt="" className="h-16 w-16 shrink-0 rounded-md border border-gray-200 object-cover" />
      )}
      <PlainField
        className="min-w-48 flex-1"
        label={label}
        value={value ?? ""}
        inputMode="url"
        placeholder="https://"
        hint={t("imageHint")}
        error={error}
        onChange={(next) => onChange(next.trim() === "" ? null : next)}
      />
      <span className="flex gap-1 pb-6">
        <GalleryButton className={SMALL_BUTTON} label={t("chooseImage")} onPick={(media) => onChange(media.url)} />
        {value && (
          <button type="button" className={`${SMALL_BUTTON} text-red-800`} onClick={() => onChange(null)}>
            {t("removeImage")}
          </button>
        )}
      </span>
    </div>
  );
}
