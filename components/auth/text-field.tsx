"use client";

import { useId } from "react";

interface TextFieldProps {
  label: string;
  name: string;
  type?: "text" | "email";
  defaultValue?: string;
  autoComplete?: string;
  readOnly?: boolean;
}

/**
 * An uncontrolled input: forms read values from FormData on submit, so whatever a visitor types
 * before the page has hydrated is kept.
 */
export function TextField({ label, name, type = "text", defaultValue, autoComplete, readOnly }: TextFieldProps) {
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
        defaultValue={defaultValue}
        readOnly={readOnly}
        autoComplete={autoComplete}
        className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-gray-900 read-only:bg-gray-50 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30"
      />
    </div>
  );
}
