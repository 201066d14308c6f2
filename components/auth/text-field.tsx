"use client";

import { useId } from "react";

interface TextFieldProps {
  label: string;
  name: string;
  type?: "text" | "email";
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  invalid?: boolean;
  describedBy?: string;
  readOnly?: boolean;
}

export function TextField({ label, name, type = "text", value, onChange, autoComplete, invalid, describedBy, readOnly }: TextFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-gray-900 read-only:bg-gray-50 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30"
      />
    </div>
  );
}
