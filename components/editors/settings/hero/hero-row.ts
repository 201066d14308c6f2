import type { HeroFormValues } from "@/components/editors/hero-section/form-schema";
import type { HeroRow } from "@/lib/organizations/types";

/**
 * The home hero as the draft holds it (the stored row, as PUT takes it back) from what the hero form holds:
 * the background fields back in background_style, empty texts null. Unlike the dialog's body this never
 * throws on an empty title: the server names it (website_hero.title) and the tab shows that.
 */
export function heroRow(base: HeroRow, values: HeroFormValues): HeroRow {
  const { background_color, is_gradient, gradient, background_column, seo_title, description, button, ...rest } = values;
  return {
    ...base,
    ...rest,
    description: description.trim() === "" ? null : description,
    button: button.trim() === "" ? null : button,
    background_style: { ...base.background_style, column: background_column, color: background_color, is_gradient, gradient, seo_title: seo_title.trim() || undefined },
  };
}
