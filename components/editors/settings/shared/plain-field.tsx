"use client";

import { useId, type InputHTMLAttributes } from "react";
import { BOX, LABEL } from "@/components/editors/metrics/styles";

interface PlainFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "onChange" | "value"> {
  label: string;
  value: string;
  onChange(value: string): void;
  hint?: string;
  error?: string;
}

/** A labelled one-line text box for a value that is the same in every language (slug, price, symbol). */
export function PlainField({ label, value, onChange, hint, error, className, ...input }: PlainFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        type={input.type ?? "text"}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        className={BOX}
      />
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
