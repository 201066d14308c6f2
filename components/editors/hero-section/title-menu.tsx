"use client";

import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { HERO_TITLE_SIZES } from "@/lib/hero/constants";
import type { HeroFormValues } from "./form-schema";
import { titleGradient } from "./gradients";
import { ColorField, GradientStops, SelectField, SwitchField } from "./menu-fields";

const SIZE_OPTIONS = HERO_TITLE_SIZES.map((value) => ({ value, label: value }));

/** Title (spec 001 §2.4): size on desktop and mobile, colour, or a gradient with its own defaults. */
export function TitleMenu() {
  const t = useTranslations("Editors.hero");
  const { control, setValue, getValues } = useFormContext<HeroFormValues>();
  const isGradient = useWatch({ control, name: "title_style.is_gradient" });
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="title_style.size.desktop" label={t("text.desktopSize")} options={SIZE_OPTIONS} />
        <SelectField name="title_style.size.mobile" label={t("text.mobileSize")} options={SIZE_OPTIONS} />
        <ColorField name="title_style.color" label={t("text.color")} />
        <SelectField name="title_style.blockColumns" numeric label={t("text.blockColumns")} options={[1, 2, 3].map((value) => ({ value, label: String(value) }))} />
      </div>
      <SwitchField
        label={t("text.titleGradient")}
        checked={isGradient}
        onChange={(on) => setValue("title_style", { ...getValues("title_style"), ...titleGradient(on) }, { shouldDirty: true, shouldValidate: true })}
      />
      {isGradient && <GradientStops name="title_style.gradient" />}
    </div>
  );
}
