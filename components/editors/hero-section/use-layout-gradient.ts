"use client";

import { useEffect } from "react";
import { useFormContext } from "react-hook-form";
import type { HeroFormValues } from "./form-schema";
import { withLayoutGradient } from "./gradients";

/**
 * The shared background controls switch `is_gradient` on their own; when the admin does (not a reset or a
 * merge), the hero's spec 001 §4 defaults follow: its colours set on, cleared off.
 */
export function useLayoutGradient() {
  const { watch, getValues, setValue } = useFormContext<HeroFormValues>();
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (name !== "is_gradient" || type !== "change") return;
      const next = withLayoutGradient(getValues(), getValues("is_gradient"));
      for (const field of ["gradient", "title_style", "button_style"] as const) setValue(field, next[field], { shouldDirty: true, shouldValidate: true });
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, setValue]);
}
