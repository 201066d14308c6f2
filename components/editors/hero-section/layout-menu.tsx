"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useFormContext } from "react-hook-form";
import { BackgroundControls } from "@/components/editors/template-section/background-controls";
import { LABEL } from "@/components/editors/template-section/layout-controls";
import { HERO_ANIMATION_ELEMENTS, TEXT_ALIGNMENTS } from "@/lib/model/enums";
import { HERO_BLOCK_WIDTHS, HERO_COLUMNS, SEO_BADGE_HREF } from "@/lib/hero/constants";
import type { HeroFormValues } from "./form-schema";
import { INPUT, SelectField } from "./menu-fields";

/**
 * Layout (spec 001 §2.4): columns 1–3, content width, alignment, background colour or gradient (the shared
 * controls; the gradient's hero defaults follow from useLayoutGradient), animation and the SEO-title badge.
 */
export function LayoutMenu() {
  const t = useTranslations("Editors.hero");
  const id = useId();
  const { register } = useFormContext<HeroFormValues>();
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="background_column" numeric label={t("layout.columns")} options={HERO_COLUMNS.map((value) => ({ value, label: String(value) }))} />
        <SelectField name="title_style.blockWidth" label={t("layout.contentWidth")} options={HERO_BLOCK_WIDTHS.map((value) => ({ value, label: value }))} />
        <SelectField name="title_style.alignment" label={t("layout.alignment")} options={TEXT_ALIGNMENTS.map((value) => ({ value, label: t(`layout.alignments.${value}`) }))} />
        <SelectField
          name="animation_element"
          nullable
          label={t("layout.animation")}
          options={[{ value: "", label: t("layout.animations.none") }, ...HERO_ANIMATION_ELEMENTS.map((value) => ({ value, label: t(`layout.animations.${value}`) }))]}
        />
      </div>
      <BackgroundControls />
      <div>
        <label htmlFor={`${id}-seo`} className={LABEL}>
          {t("layout.seoTitle")}
        </label>
        <input id={`${id}-seo`} autoComplete="off" aria-describedby={`${id}-seo-hint`} className={`${INPUT} border-gray-300`} {...register("seo_title")} />
        <p id={`${id}-seo-hint`} className="mt-1 text-xs text-gray-700">
          {t("layout.seoHint", { href: SEO_BADGE_HREF, explore: t("explore") })}
        </p>
      </div>
    </div>
  );
}
