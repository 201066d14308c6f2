"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import type { MeetingTypeRow } from "@/lib/organizations/types";
import { PRIMARY_BUTTON } from "@/components/editors/shared/buttons";
import type { SettingsTabProps } from "../tab-props";
import { newMeetingType } from "./meeting-type-edits";
import { MeetingTypeCard } from "./meeting-type-card";

/** Meeting Types (issue 16): what visitors book on /book — name and description per language, duration, active. */
export default function MeetingTypesTab({ draft, update, locale, defaultLocale, fieldErrors }: SettingsTabProps) {
  const t = useTranslations("Editors.settings.meetingTypes");
  const types = draft.meeting_types;
  const added = useRef<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const setTypes = (recipe: (rows: MeetingTypeRow[]) => MeetingTypeRow[]) => update((data) => ({ ...data, meeting_types: recipe(data.meeting_types) }));

  // A type just added takes the focus in its name box.
  useEffect(() => {
    if (!added.current) return;
    list.current?.querySelector<HTMLInputElement>(`[data-meeting-type="${added.current}"] input[type=text]`)?.focus();
    added.current = null;
  });

  const add = () => {
    const row = newMeetingType(draft.organization.id);
    added.current = row.id;
    setTypes((rows) => [...rows, row]);
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700">{t("intro")}</p>
      {types.length === 0 ? (
        <p className="text-sm text-gray-700">{t("empty")}</p>
      ) : (
        <ul ref={list} className="space-y-3">
          {types.map((row, index) => (
            <MeetingTypeCard
              key={row.id}
              row={row}
              index={index}
              locale={locale}
              defaultLocale={defaultLocale}
              fieldErrors={fieldErrors}
              onChange={(next) => setTypes((rows) => rows.map((each) => (each.id === row.id ? next : each)))}
              onDelete={() => setTypes((rows) => rows.filter((each) => each.id !== row.id))}
            />
          ))}
        </ul>
      )}
      <button type="button" className={PRIMARY_BUTTON} onClick={add}>
        {t("add")}
      </button>
    </div>
  );
}
