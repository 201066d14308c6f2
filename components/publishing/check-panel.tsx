"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { OVERRIDE_REASON_MAX } from "@/lib/publishing/check/constants";
import { findingHref, type Finding } from "@/lib/publishing/check/schemas";

/** The panel is on the Dashboard too, which loads none of the editors' code: its one button is styled here. */
const OVERRIDE_BUTTON =
  "rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 disabled:opacity-60";

const LINK = "font-semibold text-sky-800 underline hover:text-sky-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";
// A long list scrolls inside the panel; its links keep it reachable by keyboard.
const LIST = "max-h-80 divide-y divide-black/10 overflow-y-auto";

interface CheckPanelProps {
  findings: readonly Finding[];
  /** Publishing over the errors with a reason: pass it for admins only. */
  onOverride?(reason: string): void;
  /** While an override is being sent. */
  overriding?: boolean;
  /** The panel's heading (default: "Before publishing"). */
  title?: string;
}

/**
 * What the check before publishing found, errors first: each says what is wrong and links to the page showing the
 * row, asking it to open the row's editor at the field. Admins may publish over errors with a reason.
 */
export function CheckPanel({ findings, onOverride, overriding = false, title }: CheckPanelProps) {
  const t = useTranslations("PublishCheck");
  const headingId = useId();
  const errors = findings.filter((finding) => finding.severity === "error");
  const warnings = findings.filter((finding) => finding.severity === "warning");

  return (
    <section aria-labelledby={headingId} className="space-y-3 text-sm">
      <h3 id={headingId} className="font-semibold text-gray-900">
        {title ?? t("title")}
      </h3>
      {findings.length === 0 && <p role="status">{t("none")}</p>}
      {errors.length > 0 && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-950">
          <FindingList heading={t("errors", { count: errors.length })} findings={errors} />
        </div>
      )}
      {warnings.length > 0 && (
        <div className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-950">
          <FindingList heading={t("warnings", { count: warnings.length })} findings={warnings} />
        </div>
      )}
      {errors.length > 0 && onOverride && <OverrideForm onOverride={onOverride} busy={overriding} />}
    </section>
  );
}

function FindingList({ heading, findings }: { heading: string; findings: readonly Finding[] }) {
  const t = useTranslations("PublishCheck");
  const entities = useTranslations("Publishing");
  const languages = new Intl.DisplayNames([useLocale()], { type: "language" });
  const headingId = useId();
  const language = (locale: string) => languages.of(locale) ?? locale;

  return (
    <>
      <h4 id={headingId} className="font-semibold">
        {heading}
      </h4>
      <ul aria-labelledby={headingId} className={LIST}>
        {findings.map((finding, index) => {
          const { name, ...values } = finding.values;
          const field = finding.locale ? t("fieldInLanguage", { field: finding.field, language: language(finding.locale) }) : finding.field;
          const entity = entities(`entities.${finding.entity}`);
          const where = name ? t("where", { entity, name, field }) : t("whereUnnamed", { entity, field });
          const message = t(finding.message_key, {
            ...values,
            ...(typeof values.language === "string" && { language: language(values.language) }),
          });
          const href = findingHref(finding);
          return (
            <li key={`${finding.rule}:${finding.entity}:${finding.entity_id}:${index}`} className="py-1.5">
              {href ? (
                <a href={href} className={LINK}>
                  {where}
                </a>
              ) : (
                <span className="font-semibold">{where}</span>
              )}
              <span className="block">{message}</span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** The admin's reason to publish over the errors (1 to OVERRIDE_REASON_MAX characters), kept with the published set. */
function OverrideForm({ onOverride, busy }: { onOverride(reason: string): void; busy: boolean }) {
  const t = useTranslations("PublishCheck.override");
  const reasonId = useId();
  const hintId = useId();
  const [reason, setReason] = useState("");
  const trimmed = reason.trim();

  return (
    <form
      className="space-y-2 border-t border-gray-200 pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) onOverride(trimmed);
      }}
    >
      <label htmlFor={reasonId} className="block font-medium text-gray-900">
        {t("label")}
      </label>
      <p id={hintId} className="text-gray-600">
        {t("hint", { max: OVERRIDE_REASON_MAX })}
      </p>
      <textarea
        id={reasonId}
        aria-describedby={hintId}
        required
        rows={3}
        maxLength={OVERRIDE_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        className="w-full rounded-lg border border-gray-300 px-2 py-1.5"
      />
      <button type="submit" className={OVERRIDE_BUTTON} disabled={busy || !trimmed}>
        {t("submit")}
      </button>
    </form>
  );
}
