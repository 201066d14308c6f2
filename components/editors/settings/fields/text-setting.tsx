"use client";

import { useId } from "react";
import { FieldError } from "./field-error";
import { BOX, LABEL } from "./styles";

interface TextSettingProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  type?: "text" | "number";
  min?: number;
  maxLength?: number;
}

/** A labelled one-line box of a settings tab, with the save's field error under it. */
export function TextSetting({ label, value, onChange, error, type = "text", min, maxLength }: TextSettingProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        min={min}
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={BOX}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
