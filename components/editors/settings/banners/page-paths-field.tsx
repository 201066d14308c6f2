"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { BOX, LABEL, SMALL_BUTTON } from "@/components/editors/metrics/styles";
import { pagePathInvalid } from "./banner-edits";

/** The pages a banner shows on ("/about"); none means every page. */
export function PagePathsField({ paths, error, onChange }: { paths: readonly string[]; error?: string; onChange(paths: string[]): void }) {
  const t = useTranslations("Editors.settingsBanners.pagePaths");
  const id = useId();
  return (
    <fieldset>
      <legend className={LABEL}>{t("legend")}</legend>
      <p className="mt-1 text-xs text-gray-700">{paths.length === 0 ? t("everyPage") : t("hint")}</p>
      <ul className="mt-2 space-y-2">
        {paths.map((path, index) => {
          const invalid = pagePathInvalid(path);
          return (
            <li key={index}>
              <div className="flex items-end gap-2">
                <div className="flex-1">
                  <label htmlFor={`${id}-${index}`} className="text-xs font-medium text-gray-800">
                    {t("path", { position: index + 1 })}
                  </label>
                  <input
                    id={`${id}-${index}`}
                    value={path}
                    placeholder="/about"
                    maxLength={500}
                    spellCheck={false}
                    aria-invalid={invalid || undefined}
                    aria-describedby={invalid ? `${id}-${index}-error` : undefined}
                    onChange={(event) => onChange(paths.map((candidate, at) => (at === index ? event.target.value : candidate)))}
                    className={BOX}
                  />
                </div>
                <button type="button" aria-label={t("removeNamed", { path: path || t("empty") })} onClick={() => onChange(paths.filter((_, at) => at !== index))} className={SMALL_BUTTON}>
                  {t("remove")}
                </button>
              </div>
              {invalid && (
                <p id={`${id}-${index}-error`} className="mt-1 text-sm text-red-700">
                  {t("invalid")}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
      <button type="button" onClick={() => onChange([...paths, "/"])} className={`${SMALL_BUTTON} mt-2`}>
        {t("add")}
      </button>
    </fieldset>
  );
}
