"use client";

import { useFormatter, useNow, useTranslations } from "next-intl";
import { useEffect, useId, useRef, type ReactNode } from "react";
import type { FieldConflict } from "@/lib/editing/merge";

export type ConflictChoice = "mine" | "theirs";

/** Who saved the newer version (a 412's changed_by), when known. */
export interface ConflictAuthor {
  name: string | null;
  at: string;
}

export interface ConflictViewProps<Field extends string> {
  conflicts: FieldConflict<Field>[];
  /** Fields only the other side changed: already taken, listed so nothing changes unseen. */
  autoMerged: Field[];
  changedBy: ConflictAuthor | null;
  /** Names the other side when it is no person's save (a restored version). */
  theirsLabel?: string;
  choices: Partial<Record<Field, ConflictChoice>>;
  onChoose(field: Field, choice: ConflictChoice): void;
  fieldLabel(field: Field): string;
  formatValue(field: Field, value: unknown): ReactNode;
  /** After a save attempt with a conflict left unanswered: say so. */
  showUnresolved?: boolean;
}

function useChangedByText(changedBy: ConflictAuthor | null): string {
  const t = useTranslations("Editors");
  const format = useFormatter();
  const now = useNow();
  if (!changedBy) return t("conflict.theirs");
  const at = new Date(changedBy.at);
  const today = at.toDateString() === now.toDateString();
  // The admin's own clock: the admin layer runs only in the browser.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const time = format.dateTime(at, today ? { timeStyle: "short", timeZone } : { dateStyle: "medium", timeStyle: "short", timeZone });
  return changedBy.name ? t("conflict.changedBy", { name: changedBy.name, time }) : t("conflict.changedBySomeone", { time });
}

function ConflictField<Field extends string>({
  conflict,
  theirsLabel,
  ...props
}: { conflict: FieldConflict<Field>; theirsLabel: string } & Omit<ConflictViewProps<Field>, "conflicts" | "autoMerged" | "changedBy" | "theirsLabel">) {
  const t = useTranslations("Editors");
  const id = useId();
  const { field } = conflict;
  const choice = props.choices[field];
  const unanswered = props.showUnresolved && !choice;
  const side = (which: ConflictChoice, heading: string, value: unknown, optionLabel: string) => (
    <div className={`rounded-lg border p-3 ${choice === which ? "border-sky-600 bg-sky-50" : "border-gray-200"}`}>
      <p id={`${id}-${which}`} className="text-xs font-semibold uppercase tracking-wide text-gray-600">
        {heading}
      </p>
      <div className="mt-1 whitespace-pre-wrap break-words text-sm text-gray-900">{props.formatValue(field, value)}</div>
      <label className="mt-2 flex items-center gap-2 text-sm font-medium">
        <input
          type="radio"
          name={`${id}-choice`}
          value={which}
          checked={choice === which}
          onChange={() => props.onChoose(field, which)}
          aria-describedby={`${id}-${which}`}
          className="h-4 w-4 accent-sky-600"
        />
        {optionLabel}
      </label>
    </div>
  );
  return (
    <fieldset className={`rounded-lg border p-3 ${unanswered ? "border-red-600" : "border-gray-300"}`}>
      <legend className="px-1 text-sm font-semibold text-gray-900">{props.fieldLabel(field)}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {side("mine", t("conflict.yours"), conflict.mine, t("conflict.keepMine"))}
        {side("theirs", theirsLabel, conflict.theirs, t("conflict.takeTheirs"))}
      </div>
    </fieldset>
  );
}

/**
 * Shown in an editor after a stale save (412): the admin's values are kept; fields only the other side
 * changed were merged already; each field both changed asks "Keep mine" or "Take theirs".
 */
export function ConflictView<Field extends string>({ conflicts, autoMerged, changedBy, theirsLabel: label, ...props }: ConflictViewProps<Field>) {
  const t = useTranslations("Editors");
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const changedByText = useChangedByText(changedBy);
  const theirsLabel = label ?? changedByText;
  // The save did not go through: take the admin (and a screen reader) to why.
  useEffect(() => heading.current?.focus(), []);
  const unresolved = conflicts.some((conflict) => !props.choices[conflict.field]);
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold text-amber-950 focus:outline-none">
        {t("conflict.title")}
      </h3>
      <p className="text-sm text-amber-950">{conflicts.length > 0 ? t("conflict.chooseEach") : t("conflict.allMerged")}</p>
      {conflicts.map((conflict) => (
        <ConflictField key={conflict.field} conflict={conflict} theirsLabel={theirsLabel} {...props} />
      ))}
      {autoMerged.length > 0 && (
        <div className="text-sm text-gray-800">
          <p className="font-semibold">{t("conflict.mergedAutomatically")}</p>
          <ul className="ml-5 list-disc">
            {autoMerged.map((field) => (
              <li key={field}>
                {props.fieldLabel(field)} <span className="text-gray-600">({theirsLabel})</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {props.showUnresolved && unresolved && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t("conflict.unresolved")}
        </p>
      )}
    </section>
  );
}
