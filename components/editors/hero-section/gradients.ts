import type { Gradient } from "@/lib/model/json-types";
import { HERO_GRADIENT_DEFAULTS } from "@/lib/hero/constants";
import type { HeroFormValues } from "./form-schema";

type GradientFields = Pick<HeroFormValues, "is_gradient" | "gradient" | "title_style" | "button_style">;

/** A gradient with at least one colour: what the button's "gradient" choice reads. */
export const hasGradient = (gradient: Gradient) => Boolean(gradient.from || gradient.via || gradient.to);

/**
 * Spec 001 §4: turning the layout's gradient on sets the default colours of the background, the title and
 * the button; turning it off clears them.
 */
export function withLayoutGradient<V extends GradientFields>(values: V, on: boolean): V {
  const d = HERO_GRADIENT_DEFAULTS;
  return {
    ...values,
    is_gradient: on,
    gradient: on ? { ...d.background } : {},
    title_style: { ...values.title_style, is_gradient: on, gradient: on ? { ...d.title } : {} },
    button_style: { ...values.button_style, gradient: on ? { ...d.button } : {} },
  };
}

/** The title's own gradient switch: on with the default colours, off cleared. */
export function titleGradient(on: boolean): Pick<HeroFormValues["title_style"], "is_gradient" | "gradient"> {
  return { is_gradient: on, gradient: on ? { ...HERO_GRADIENT_DEFAULTS.title } : {} };
}

/** The button's colour or gradient: a gradient starts from the default colours, a colour clears it. */
export const buttonGradient = (on: boolean): Gradient => (on ? { ...HERO_GRADIENT_DEFAULTS.button } : {});
