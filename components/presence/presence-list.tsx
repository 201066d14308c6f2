"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import type { PresencePerson } from "@/lib/presence/schemas";
import { usePresence } from "./use-presence";

// White initials on each shade pass WCAG AA; a person keeps theirs (chosen by their id) on every page.
const SHADES = ["bg-sky-700", "bg-emerald-700", "bg-violet-700", "bg-rose-700", "bg-amber-700", "bg-teal-700"] as const;

function shadeOf(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return SHADES[hash % SHADES.length];
}

/** The people of `people` who were not in `before`. */
const newcomers = (before: PresencePerson[], people: PresencePerson[]) =>
  people.filter((person) => !before.some((known) => known.user_id === person.user_id));

/**
 * In the edit bar: this person's presence on the page (the heartbeat names the open section editor, `section`),
 * and everyone else with the page in edit mode, as initials in circles named "Anna Schmidt, editing since 10:42".
 * Arrivals are announced to screen readers.
 */
export function PresenceList({ urlPage, section }: { urlPage: string; section: string | null }) {
  const t = useTranslations("Presence");
  const format = useFormatter();
  const people = usePresence({ urlPage, section });
  // The list as last drawn, and who arrived since the one before (a poll with no change keeps the same array).
  const [drawn, setDrawn] = useState(people);
  const [arrived, setArrived] = useState<PresencePerson[]>([]);
  if (drawn !== people) {
    setDrawn(people);
    const arrivals = newcomers(drawn, people);
    if (arrivals.length > 0) setArrived(arrivals);
  }
  const nameOf = (person: PresencePerson) => person.name ?? t("someone");

  return (
    <>
      {people.length > 0 && (
        <ul aria-label={t("others")} className="flex items-center -space-x-1.5">
          {people.map((person) => {
            const label = t("person", { name: nameOf(person), time: format.dateTime(new Date(person.since), { timeStyle: "short" }) });
            return (
              <li key={person.user_id}>
                <span
                  role="img"
                  aria-label={label}
                  title={label}
                  className={`flex h-6 w-6 items-center justify-center rounded-full text-[10px] font-semibold text-white ring-2 ring-gray-900 ${shadeOf(person.user_id)}`}
                >
                  {person.initials}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {arrived.map((person) => t("arrived", { name: nameOf(person) })).join(" ")}
      </p>
    </>
  );
}
