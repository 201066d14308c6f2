"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { slotsQuery } from "./booking-queries";

/**
 * The free times of one meeting type as a select grouped by day, in the visitor's time zone.
 * Needs a QueryProvider above it (the booking form's).
 */
export function SlotPicker({ meetingTypeId, locale }: { meetingTypeId: string; locale: string }) {
  const t = useTranslations("Meetings");
  const id = useId();
  const { data: slots, isError } = useQuery(slotsQuery(meetingTypeId));

  if (isError) return <p role="alert">{t("room.error")}</p>;
  if (slots === undefined) return <p role="status">{t("book.loadingSlots")}</p>;
  if (slots.length === 0) return <p>{t("book.noSlots")}</p>;

  const day = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long" });
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" });
  const byDay = new Map<string, string[]>();
  for (const slot of slots) {
    const label = day.format(new Date(slot));
    byDay.set(label, [...(byDay.get(label) ?? []), slot]);
  }
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {t("book.slotLabel")}
      </label>
      <select
        id={id}
        name="scheduled_at"
        defaultValue=""
        aria-describedby={`${id}-zone`}
        className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-gray-900 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30"
      >
        <option value="" disabled>
          {t("book.slotPlaceholder")}
        </option>
        {[...byDay].map(([label, daySlots]) => (
          <optgroup key={label} label={label}>
            {daySlots.map((slot) => (
              <option key={slot} value={slot}>
                {time.format(new Date(slot))}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p id={`${id}-zone`} className="mt-1 text-xs text-gray-500">
        {t("book.timeZoneNote", { zone })}
      </p>
    </div>
  );
}
