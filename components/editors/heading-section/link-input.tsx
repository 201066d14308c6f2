"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useFormContext } from "react-hook-form";
import { GalleryButton } from "@/components/media/gallery-button";
import { LABEL } from "@/components/editors/template-section/layout-controls";
import type { HeadingSectionFormValues } from "./form-schema";

const INPUT =
  "mt-1 block w-full rounded-lg border px-3 py-2 text-gray-900 placeholder:text-gray-400 read-only:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

interface LinkInputProps {
  name: "url" | "url_page" | "image";
  label: string;
  hint: string;
  placeholder?: string;
  readOnly?: boolean;
}

/** A web address or site path of the heading section, with its hint and its validation message. */
export function LinkInput({ name, label, hint, placeholder, readOnly }: LinkInputProps) {
  const t = useTranslations("Editors");
  const id = useId();
  const { register, formState, setValue } = useFormContext<HeadingSectionFormValues>();
  const error = formState.errors[name]?.message;
  const message = error && (t.has(`headingSection.${error}`) ? t(`headingSection.${error}`) : t("headingSection.linkInvalid"));
  // The page is required; the button URL and the image are optional and stored as null when left empty.
  const field =
    name === "url_page" ? register(name) : register(name, { setValueAs: (value: string | null) => (value === null || value.trim() === "" ? null : value.trim()) });
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="url"
        autoComplete="off"
        placeholder={placeholder}
        readOnly={readOnly}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ""}`}
        className={`${INPUT} ${message ? "border-red-600" : "border-gray-300"}`}
        {...field}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-700">
        {hint}
      </p>
      {name === "image" && !readOnly && (
        <div className="mt-2">
          <GalleryButton onPick={(media) => setValue("image", media.url, { shouldDirty: true, shouldValidate: true })} />
        </div>
      )}
      {message && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
