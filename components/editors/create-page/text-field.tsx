"use client";

import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import { LABEL } from "@/components/editors/template-section/layout-controls";
import type { CreatePageValues } from "./form-schema";

const INPUT =
  "mt-1 block w-full rounded-lg border px-3 py-2 text-gray-900 placeholder:text-gray-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

interface TextFieldProps {
  name: "title" | "slug" | "description";
  label: string;
  /** Shown under the field and read with it. */
  hint?: ReactNode;
  multiline?: boolean;
  maxLength?: number;
  /** Runs after the form has the new value (the slug follows the title). */
  onEdited?(value: string): void;
}

/** One labelled text field of the Create Page form, with its hint and its translated message. */
export function TextField({ name, label, hint, multiline, maxLength, onEdited }: TextFieldProps) {
  const t = useTranslations("Editors.createPage");
  const id = useId();
  const { register, formState } = useFormContext<CreatePageValues>();
  const error = formState.errors[name]?.message;
  const message = error && (t.has(error) ? t(error, { field: t("titleLabel") }) : t("invalid"));
  const described = [hint ? `${id}-hint` : "", message ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const field = register(name, { onChange: (event: { target: { value: string } }) => onEdited?.(event.target.value) });
  const common = {
    id,
    maxLength,
    "aria-invalid": message ? true : undefined,
    "aria-describedby": described,
    "aria-required": name === "description" ? undefined : true,
    className: `${INPUT} ${message ? "border-red-600" : "border-gray-300"}`,
    ...field,
  };
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {multiline ? <textarea rows={3} {...common} /> : <input type="text" autoComplete="off" {...common} />}
      {hint && (
        <div id={`${id}-hint`} className="mt-1 text-xs text-gray-700">
          {hint}
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
