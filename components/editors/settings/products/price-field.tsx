"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { PlainField } from "../shared/plain-field";
import { parseMajorUnits, toMajorUnits } from "./price";

interface PriceFieldProps {
  label: string;
  /** Minor units; null while there is none (a promotion price not set yet). */
  value: number | null;
  onChange(minorUnits: number): void;
  error?: string;
}

/** A price typed in the currency's main unit ("19.99") and handed on in minor units once it reads as one. */
export function PriceField({ label, value, onChange, error }: PriceFieldProps) {
  const t = useTranslations("Editors.settingsLists.plans");
  const [typed, setTyped] = useState({ text: value === null ? "" : toMajorUnits(value), value });
  // The draft changed elsewhere (a save reloaded it): show its price.
  if (typed.value !== value) setTyped({ text: value === null ? "" : toMajorUnits(value), value });
  const invalid = parseMajorUnits(typed.text) === null;
  return (
    <PlainField
      label={label}
      value={typed.text}
      inputMode="decimal"
      hint={t("priceHint")}
      error={error ?? (invalid ? t("priceInvalid") : undefined)}
      onChange={(text) => {
        const minor = parseMajorUnits(text);
        setTyped({ text, value: minor ?? value });
        if (minor !== null && minor !== value) onChange(minor);
      }}
    />
  );
}
