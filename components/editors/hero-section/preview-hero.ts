import type { Hero } from "@/lib/hero/normalize";
import type { HeroFormValues } from "./form-schema";

/** The hero as the public renderer takes it, from what the form holds now (empty texts shown as none). */
export function previewHero(id: string, values: HeroFormValues): Hero {
  const { background_color, is_gradient, gradient, background_column, seo_title, description, button, ...rest } = values;
  return {
    ...rest,
    id,
    description: description.trim() === "" ? null : description,
    button: button.trim() === "" ? null : button,
    background_style: { column: background_column, color: background_color, is_gradient, gradient, seo_title: seo_title.trim() || null },
  };
}
