"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { TranslatableField } from "@/components/editing/translatable-field";
import type { TranslatableValue } from "@/lib/editing/translatable-text";
import type { Locale } from "@/lib/i18n/locales";
import type { MetricRow } from "@/lib/sections/queries";
import { MetricPanel } from "./metric-panel";
import { SMALL_BUTTON } from "./styles";
import { useMetricPatch, type MetricChange } from "./use-metric-patch";

interface MetricTextEditorProps {
  metric: MetricRow;
  title: string;
  locale: Locale;
  defaultLocale: Locale;
  onDone(): void;
}

const same = (a: TranslatableValue, b: TranslatableValue) => a.base === b.base && JSON.stringify(a.translations) === JSON.stringify(b.translations);

/**
 * The card's title and description, edited in the language being viewed (the base text in the default
 * language, else its translation). Each changed column is its own PATCH with its own failure toast.
 */
export function MetricTextEditor({ metric, title, locale, defaultLocale, onDone }: MetricTextEditorProps) {
  const t = useTranslations("Editors");
  const patch = useMetricPatch();
  const stored: Record<"title" | "description", TranslatableValue> = {
    title: { base: metric.title, translations: metric.title_translation },
    description: { base: metric.description, translations: metric.description_translation },
  };
  const [values, setValues] = useState(stored);

  const changesOf = (): MetricChange[] => {
    const changes: MetricChange[] = [];
    const add = (next: TranslatableValue, before: TranslatableValue, base: MetricChange["changes"], translations: MetricChange["changes"], failure: MetricChange["failure"]) => {
      if (next.base !== before.base) changes.push({ id: metric.id, title, changes: base, failure });
      if (JSON.stringify(next.translations) !== JSON.stringify(before.translations)) changes.push({ id: metric.id, title, changes: translations, failure });
    };
    const { title: nextTitle, description: nextDescription } = values;
    add(nextTitle, stored.title, { title: nextTitle.base ?? "" }, { title_translation: nextTitle.translations }, "failedToUpdateTitle");
    add(nextDescription, stored.description, { description: nextDescription.base }, { description_translation: nextDescription.translations }, "failedToUpdateDescription");
    return changes;
  };

  const save = async () => {
    let saved = true;
    for (const change of changesOf()) saved = (await patch.change(change)) && saved;
    if (saved) onDone();
  };

  const field = { locale, defaultLocale };
  return (
    <MetricPanel label={t("metrics.editTextLabel", { title })} onSubmit={() => void save()}>
      <TranslatableField {...field} label={t("metrics.fields.title")} field="title" value={values.title} onChange={(next) => setValues((v) => ({ ...v, title: next }))} maxLength={500} />
      <TranslatableField
        {...field}
        multiline
        label={t("metrics.fields.description")}
        field="description"
        value={values.description}
        onChange={(next) => setValues((v) => ({ ...v, description: next }))}
      />
      <div className="flex justify-end gap-2">
        <button type="button" className={SMALL_BUTTON} onClick={onDone}>
          {t("cancel")}
        </button>
        <button type="button" className={SMALL_BUTTON} onClick={() => void save()} disabled={patch.pending || (same(values.title, stored.title) && same(values.description, stored.description))}>
          {patch.pending ? t("metrics.saving") : t("metrics.save")}
        </button>
      </div>
    </MetricPanel>
  );
}
