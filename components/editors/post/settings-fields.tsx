"use client";

import { useTranslations } from "next-intl";
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import { META_DESCRIPTION_MAX, META_DESCRIPTION_WARN } from "@/lib/posts/editor-constants";
import type { PostFormValues } from "./form-schema";
import { LABEL } from "./post-main-view";

type BooleanField = { [K in keyof PostFormValues]: PostFormValues[K] extends boolean ? K : never }[keyof PostFormValues];
type TextField = { [K in keyof PostFormValues]: PostFormValues[K] extends string ? K : never }[keyof PostFormValues];

const BOX =
  "mt-1 block w-full rounded-lg border px-3 py-2 text-gray-900 placeholder:text-gray-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

/** One group of the advanced settings (spec 000 §2: Type, SEO and Identity, Media, Display Options, Metadata). */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-lg border border-gray-200 p-4">
      <h3 id={id} className="font-semibold text-gray-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A validation message of the post form, translated (Editors.post.errors.*). */
function useFieldError(name: keyof PostFormValues): string | undefined {
  const t = useTranslations("Editors.post");
  const { formState } = useFormContext<PostFormValues>();
  const message = formState.errors[name]?.message;
  if (!message) return undefined;
  return t.has(`errors.${message}`) ? t(`errors.${message}`) : t("errors.invalid");
}

export function CheckField({ name, label }: { name: BooleanField; label: string }) {
  const { register } = useFormContext<PostFormValues>();
  return (
    <label className="flex items-center gap-3 text-sm text-gray-900">
      <input type="checkbox" className="h-4 w-4 accent-sky-600" {...register(name)} />
      {label}
    </label>
  );
}

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "name"> {
  name: TextField;
  label: string;
  hint?: string;
  /** After the box (the meta description's counter). */
  after?: ReactNode;
}

export function InputField({ name, label, hint, after, ...input }: InputFieldProps) {
  const id = useId();
  const { register } = useFormContext<PostFormValues>();
  const error = useFieldError(name);
  const describedBy = [hint && `${id}-hint`, after && `${id}-after`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${BOX} ${error ? "border-red-600" : "border-gray-300"}`}
        {...input}
        {...register(name)}
      />
      {after && <div id={`${id}-after`}>{after}</div>}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Spec 000 §5, §9: the meta description's counter n/160 (of the language viewed) turns orange above 140. */
export function MetaDescriptionCounter({ length, id }: { length: number; id?: string }) {
  const t = useTranslations("Editors.post");
  const warning = length > META_DESCRIPTION_WARN;
  return (
    <p id={id} data-testid="meta-description-counter" data-warning={warning} className={`mt-1 text-right text-xs ${warning ? "font-semibold text-orange-700" : "text-gray-700"}`}>
      {t("counter", { count: length, max: META_DESCRIPTION_MAX })}
    </p>
  );
}
