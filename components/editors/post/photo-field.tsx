"use client";

import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { GalleryButton } from "@/components/media/gallery-button";
import type { PostFormValues } from "./form-schema";
import { InputField } from "./settings-fields";

interface PhotoFieldProps {
  name: "main_photo" | "seo_image";
  label: string;
  hint: string;
}

/** An image of the post: its address, the library's picker, a remove button and a preview. */
export function PhotoField({ name, label, hint }: PhotoFieldProps) {
  const t = useTranslations("Editors.post");
  const { control, setValue } = useFormContext<PostFormValues>();
  const photo = useWatch({ control, name });
  const pick = (url: string) => setValue(name, url, { shouldDirty: true, shouldValidate: true });
  return (
    <div className="space-y-2">
      <InputField name={name} label={label} inputMode="url" placeholder="https://" hint={hint} />
      <div className="flex flex-wrap items-center gap-2">
        <GalleryButton onPick={(media) => pick(media.url)} />
        {photo && (
          <button type="button" onClick={() => pick("")} className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-gray-50">
            {t("removePhoto")}
          </button>
        )}
      </div>
      {photo && (
        // eslint-disable-next-line @next/next/no-img-element -- a stored URL of any host, shown as chosen
        <img src={photo} alt={t("photoPreview")} className="max-h-40 rounded-lg border border-gray-200 object-cover" />
      )}
    </div>
  );
}
