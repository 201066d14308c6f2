"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { heroFormSchema, toFormValues, type HeroFormValues } from "@/components/editors/hero-section/form-schema";
import { HeroPreview } from "@/components/editors/hero-section/hero-preview";
import { HeroSectionFields } from "@/components/editors/hero-section/hero-section-fields";
import { sameValue } from "@/lib/editing/merge";
import type { Locale } from "@/lib/i18n/locales";
import type { HeroRow } from "@/lib/organizations/types";
import type { SettingsTabProps } from "../tab-props";
import { heroRow } from "./hero-row";

interface HeroSettingsFormProps {
  hero: HeroRow;
  update: SettingsTabProps["update"];
  locale: Locale;
  defaultLocale: Locale;
}

/**
 * The hero dialog's fields, toolbar and preview on a form of their own, mirrored into the draft: what the
 * form holds becomes draft.website_hero; the stored row stays untouched until the admin changes something
 * (so opening the tab never makes the settings dirty). A hero replaced from outside (a save, a reload)
 * resets the form.
 */
export function HeroSettingsForm({ hero, update, locale, defaultLocale }: HeroSettingsFormProps) {
  const [baseline, setBaseline] = useState(() => ({ row: hero, values: toFormValues(hero).values }));
  const written = useRef<HeroRow>(hero);
  const form = useForm<HeroFormValues>({ resolver: zodResolver(heroFormSchema(locale)), defaultValues: baseline.values, mode: "onChange" });

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: () => {
          const values = form.getValues();
          const next = sameValue(values, baseline.values) ? baseline.row : heroRow(baseline.row, values);
          written.current = next;
          update((data) => ({ ...data, website_hero: next }));
        },
      }),
    [form, baseline, update],
  );

  useEffect(() => {
    if (hero === written.current) return;
    const next = { row: hero, values: toFormValues(hero).values };
    written.current = hero;
    setBaseline(next);
    form.reset(next.values);
  }, [hero, form]);

  return (
    <FormProvider {...form}>
      <HeroSectionFields
        locale={locale}
        defaultLocale={defaultLocale}
        mode="edit"
        preview={<HeroPreview form={form} sectionId={hero.id} locale={locale} defaultLocale={defaultLocale} />}
      />
    </FormProvider>
  );
}
