"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";

interface PasswordFieldProps {
  label: string;
  name: string;
  autoComplete: "current-password" | "new-password";
}

/** An uncontrolled password input with a show/hide toggle that screen readers announce as a pressed state. */
export function PasswordField({ label, name, autoComplete }: PasswordFieldProps) {
  const t = useTranslations("Auth");
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          className="block w-full rounded-md border border-gray-300 px-3 py-2 pr-20 text-gray-900 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30"
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-label={visible ? t("hidePassword") : t("showPassword")}
          className="absolute inset-y-0 right-0 px-3 text-sm text-sky-700 hover:text-sky-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
        >
          {visible ? "🙈" : "👁"}
        </button>
      </div>
    </div>
  );
}
