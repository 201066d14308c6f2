"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { BOX, LABEL, SMALL_BUTTON } from "@/components/editors/metrics/styles";

type ContentStyle = Record<string, unknown>;

/**
 * banner_content_style (spec 002 §3): free style properties of the banner's content, edited as name / value
 * pairs. Renaming a property keeps its place; an empty name is kept while typing.
 */
export function ContentStyleField({ value, onChange }: { value: ContentStyle; onChange(style: Record<string, string | number | boolean>): void }) {
  const t = useTranslations("Editors.settingsBanners.contentStyle");
  const id = useId();
  const entries = Object.entries(value).map(([name, entry]) => [name, typeof entry === "string" || typeof entry === "number" || typeof entry === "boolean" ? entry : ""] as const);
  const write = (next: readonly (readonly [string, string | number | boolean])[]) => onChange(Object.fromEntries(next));

  return (
    <fieldset>
      <legend className={LABEL}>{t("legend")}</legend>
      <p className="mt-1 text-xs text-gray-700">{t("hint")}</p>
      <ul className="mt-2 space-y-2">
        {entries.map(([name, entry], index) => (
          <li key={index} className="flex flex-wrap items-end gap-2">
            <div className="min-w-32 flex-1">
              <label htmlFor={`${id}-${index}-name`} className="text-xs font-medium text-gray-800">
                {t("property")}
              </label>
              <input
                id={`${id}-${index}-name`}
                value={name}
                maxLength={100}
                spellCheck={false}
                onChange={(event) => write(entries.map((pair, at) => (at === index ? [event.target.value, pair[1]] : pair)))}
                className={BOX}
              />
            </div>
            <div className="min-w-32 flex-1">
              <label htmlFor={`${id}-${index}-value`} className="text-xs font-medium text-gray-800">
                {t("value")}
              </label>
              <input
                id={`${id}-${index}-value`}
                value={String(entry)}
                maxLength={200}
                spellCheck={false}
                onChange={(event) => write(entries.map((pair, at) => (at === index ? [pair[0], event.target.value] : pair)))}
                className={BOX}
              />
            </div>
            <button type="button" aria-label={t("removeNamed", { name: name || t("unnamed") })} onClick={() => write(entries.filter((_, at) => at !== index))} className={SMALL_BUTTON}>
              {t("remove")}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        disabled={"" in value}
        onClick={() => write([...entries, ["", ""]])}
        className={`${SMALL_BUTTON} mt-2`}
      >
        {t("add")}
      </button>
    </fieldset>
  );
}
