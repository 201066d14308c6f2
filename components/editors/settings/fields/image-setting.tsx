"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { GalleryButton } from "@/components/media/gallery-button";
import { FieldError } from "./field-error";
import { LABEL, SMALL_BUTTON } from "./styles";

interface ImageSettingProps {
  label: string;
  value: string | null;
  onChange(value: string | null): void;
  error?: string;
}

/** An image of the site chosen from the media library (the gallery picker), shown small, removable. */
export function ImageSetting({ label, value, onChange, error }: ImageSettingProps) {
  const t = useTranslations("Editors.settings");
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} aria-describedby={error ? `${id}-error` : undefined}>
      <p id={id} className={LABEL}>
        {label}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <div className="flex h-14 w-24 items-center justify-center overflow-hidden rounded-md border border-gray-200 bg-gray-50">
          {value ? (
            // eslint-disable-next-line @next/next/no-img-element -- any media address, as the public header shows it
            <img src={value} alt={t("imagePreview", { label })} className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="text-xs text-gray-600">{t("noImage")}</span>
          )}
        </div>
        <GalleryButton className={SMALL_BUTTON} onPick={(media) => onChange(media.url)} />
        {value && (
          <button type="button" className={SMALL_BUTTON} onClick={() => onChange(null)}>
            {t("removeImage", { label })}
          </button>
        )}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
