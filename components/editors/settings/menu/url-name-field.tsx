"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { BOX, LABEL } from "@/components/editors/metrics/styles";
import { menuUrlProblem } from "./menu-url";

/** A menu or submenu item's page path (url_name), refused here already when it leaves the site. */
export function UrlNameField({ value, error, onChange }: { value: string | null; error?: string; onChange(value: string): void }) {
  const t = useTranslations("Editors.settingsMenu");
  const id = useId();
  const problem = menuUrlProblem(value);
  const message = problem ? t(`urlProblems.${problem}`) : error;
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {t("fields.url_name")}
      </label>
      <input
        id={id}
        type="text"
        value={value ?? ""}
        placeholder="/services"
        spellCheck={false}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ""}`}
        onChange={(event) => onChange(event.target.value)}
        className={BOX}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-700">
        {t("urlHint")}
      </p>
      {message && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
