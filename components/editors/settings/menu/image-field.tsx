"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { GalleryButton } from "@/components/media/gallery-button";
import { BOX, LABEL, SMALL_BUTTON } from "@/components/editors/metrics/styles";

interface ImageFieldProps {
  label: string;
  value: string | null;
  onChange(url: string | null): void;
}

/** An item's image: chosen from the gallery (or typed as an address), shown as a thumbnail, removable. */
export function ImageField({ label, value, onChange }: ImageFieldProps) {
  const t = useTranslations("Editors.settingsMenu");
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-start gap-3">
        {value ? (
          // eslint-disable-next-line @next/next/no-img-element -- any address the admin picked, shown as the menu shows it
          <img src={value} alt="" className="h-16 w-24 rounded-md border border-gray-200 object-cover" data-testid="image-thumbnail" />
        ) : (
          <span className="flex h-16 w-24 items-center justify-center rounded-md border border-dashed border-gray-300 text-xs text-gray-600">{t("noImage")}</span>
        )}
        <div className="min-w-48 flex-1 space-y-2">
          <input id={id} type="text" inputMode="url" value={value ?? ""} placeholder="/storage/…" onChange={(event) => onChange(event.target.value.trim() === "" ? null : event.target.value)} className={BOX} />
          <div className="flex flex-wrap gap-2">
            <GalleryButton onPick={(media) => onChange(media.url)} className={SMALL_BUTTON} />
            {value && (
              <button type="button" onClick={() => onChange(null)} className={SMALL_BUTTON}>
                {t("removeImage")}
              </button>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
