"use client";

import { useTranslations } from "next-intl";
import { FONT_WEIGHTS } from "@/lib/model/enums";
import { HERO_DESCRIPTION_SIZES } from "@/lib/hero/constants";
import { ColorField, SelectField } from "./menu-fields";

const SIZE_OPTIONS = HERO_DESCRIPTION_SIZES.map((value) => ({ value, label: value }));

/** Description (spec 001 §2.4): size on desktop and mobile, weight and colour. */
export function DescriptionMenu() {
  const t = useTranslations("Editors.hero");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField name="description_style.size.desktop" label={t("text.desktopSize")} options={SIZE_OPTIONS} />
      <SelectField name="description_style.size.mobile" label={t("text.mobileSize")} options={SIZE_OPTIONS} />
      <SelectField name="description_style.weight" label={t("text.weight")} options={FONT_WEIGHTS.map((value) => ({ value, label: t(`text.weights.${value}`) }))} />
      <ColorField name="description_style.color" label={t("text.color")} />
    </div>
  );
}
