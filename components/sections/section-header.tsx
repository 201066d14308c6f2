import { pickTranslation } from "@/lib/i18n/translation";
import { alignmentClass, textStyle } from "@/lib/sections/text-styles";
import type { TemplateSection } from "@/lib/sections/data";
import type { RenderContext } from "./types";

/** A template section's title and description, in its text style and alignment; nothing when both are empty. */
export function SectionHeader({ section, context }: { section: TemplateSection; context: RenderContext }) {
  const style = textStyle(section.text_style_variant);
  const title = pickTranslation(section.section_title, section.section_title_translation, context.locale);
  const description = pickTranslation(section.section_description, section.section_description_translation, context.locale);
  if (!title && !description) return null;
  return (
    <header className={`mb-10 max-w-3xl ${alignmentClass(section)}`}>
      {title && <h2 className={style.title}>{title}</h2>}
      {description && <p className={style.description}>{description}</p>}
    </header>
  );
}
