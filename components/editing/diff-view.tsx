"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import { blocksOf, diffFields, sideItems, sideParts, type DiffPart, type FieldDiff, type ListItem, type TranslationsDiff } from "@/lib/editing/diff";

export interface DiffViewProps {
  before: Record<string, unknown> | null | undefined;
  after: Record<string, unknown> | null | undefined;
  fields: readonly string[];
  fieldLabel?(field: string): string;
}

type Side = "before" | "after";

// Colour is never the only cue: a deletion is struck through, an insertion underlined, and a screen reader hears
// "deleted" or "inserted" before each.
const DEL = "rounded-sm bg-red-100 px-0.5 text-red-900 line-through decoration-2";
const INS = "rounded-sm bg-emerald-100 px-0.5 text-emerald-900 underline decoration-2 underline-offset-2";
const COLOUR = /^#[0-9a-f]{3,8}$/i;

/** Two versions of a row side by side, field by field: "Before" and "After", one under the other on a narrow screen. */
export function DiffView({ before, after, fields, fieldLabel = (field) => field }: DiffViewProps) {
  return (
    <div className="space-y-4">
      {diffFields(before, after, fields).map(({ field, diff }) => (
        <FieldChange key={field} label={fieldLabel(field)} diff={diff} />
      ))}
    </div>
  );
}

function FieldChange({ label, diff }: { label: string; diff: FieldDiff }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold text-gray-900">
        {label}
      </h3>
      <Change diff={diff} />
    </section>
  );
}

function Change({ diff }: { diff: FieldDiff }) {
  const t = useTranslations("Diff");
  switch (diff.kind) {
    case "value":
      return (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Deleted>
            <Value value={diff.before} />
          </Deleted>
          <span aria-hidden="true">→</span>
          <Inserted>
            <Value value={diff.after} />
          </Inserted>
        </p>
      );
    case "translations":
      return <Translations {...diff} />;
    case "list":
      return <Columns render={(side) => <List items={diff.items} side={side} />} />;
    default:
      return (
        <>
          {/* Rich text whose markup alone changed (a word made bold) reads the same on both sides: say so. */}
          {diff.parts.every((part) => part.op === "same") && <p className="text-sm text-gray-600">{t("unchanged")}</p>}
          <Columns render={(side) => <Words parts={diff.parts} side={side} />} />
        </>
      );
  }
}

/** Each language whose text changed, named in the admin's language. */
function Translations({ locales }: TranslationsDiff) {
  const t = useTranslations("Diff");
  const languages = new Intl.DisplayNames([useLocale()], { type: "language" });
  const changed = Object.entries(locales);
  if (changed.length === 0) return <p className="text-sm text-gray-600">{t("unchanged")}</p>;
  return changed.map(([language, words]) => (
    <div key={language} className="space-y-1">
      <p className="text-sm font-medium text-gray-700">
        {languages.of(language) ?? language} ({language})
      </p>
      <Columns render={(side) => <Words parts={words.parts} side={side} />} />
    </div>
  ));
}

/** "Before" and "After", each under its own heading. */
function Columns({ render }: { render(side: Side): ReactNode }) {
  const t = useTranslations("Diff");
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {(["before", "after"] as const).map((side) => (
        <div key={side} className="min-w-0 rounded-lg border border-gray-200 p-2">
          <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-gray-600">{t(side)}</h4>
          {render(side)}
        </div>
      ))}
    </div>
  );
}

/** One side of a word diff, a paragraph (or line) per block. */
function Words({ parts, side }: { parts: DiffPart[]; side: Side }) {
  const t = useTranslations("Diff");
  const blocks = blocksOf(sideParts(parts, side)).filter((block) => block.length > 0);
  if (blocks.length === 0) return <p className="text-sm italic text-gray-500">{t("empty")}</p>;
  return (
    <div className="space-y-1 text-sm break-words text-gray-900">
      {blocks.map((block, index) => (
        <p key={index} className="whitespace-pre-wrap">
          {block.map((part, at) =>
            part.op === "delete" ? <Deleted key={at}>{part.text}</Deleted> : part.op === "insert" ? <Inserted key={at}>{part.text}</Inserted> : part.text,
          )}
        </p>
      ))}
    </div>
  );
}

/** One side of a list diff in that side's order, a moved item saying from where to where. */
function List({ items, side }: { items: ListItem[]; side: Side }) {
  const t = useTranslations("Diff");
  const shown = sideItems(items, side);
  if (shown.length === 0) return <p className="text-sm italic text-gray-500">{t("empty")}</p>;
  return (
    <ol className="list-decimal space-y-0.5 pl-6 text-sm break-words text-gray-900">
      {shown.map((item) => (
        <li key={side === "before" ? item.from : item.to}>
          {item.op === "delete" ? (
            <>
              <del className={DEL}>{describe(item.value)}</del> <span className="text-xs font-medium text-red-900">({t("removed")})</span>
            </>
          ) : item.op === "insert" ? (
            <>
              <ins className={INS}>{describe(item.value)}</ins> <span className="text-xs font-medium text-emerald-900">({t("added")})</span>
            </>
          ) : (
            describe(item.value)
          )}
          {item.op === "move" && (
            <span className="ml-2 text-xs font-medium text-sky-900">
              <span aria-hidden="true">↕ </span>
              {t("moved", { from: item.from ?? 0, to: item.to ?? 0 })}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

function Deleted({ children }: { children: ReactNode }) {
  const t = useTranslations("Diff");
  return (
    <del className={DEL}>
      <span className="sr-only">{t("deleted")} </span>
      {children}
    </del>
  );
}

function Inserted({ children }: { children: ReactNode }) {
  const t = useTranslations("Diff");
  return (
    <ins className={INS}>
      <span className="sr-only">{t("inserted")} </span>
      {children}
    </ins>
  );
}

/** A plain value as an admin reads it: yes or no, a colour with its swatch, an object as compact JSON. */
function Value({ value }: { value: unknown }) {
  const t = useTranslations("Diff");
  if (value === null || value === undefined || value === "") return <span className="italic">{t("empty")}</span>;
  if (typeof value === "boolean") return <>{t(value ? "yes" : "no")}</>;
  if (typeof value === "string" && COLOUR.test(value)) {
    return (
      <span className="inline-flex items-center gap-1">
        <span aria-hidden="true" className="inline-block size-3 rounded-sm border border-gray-400" style={{ backgroundColor: value }} />
        {value}
      </span>
    );
  }
  return <span className="break-all">{describe(value)}</span>;
}

/** A list item or value as text: a layout item by its kind and id, other objects as JSON. */
function describe(value: unknown): string {
  if (typeof value === "string") return value;
  if (value !== null && typeof value === "object" && "id" in value) {
    return ["kind" in value ? value.kind : null, value.id].filter((part) => part !== null && part !== undefined).map(String).join(" · ");
  }
  return JSON.stringify(value) ?? "";
}
