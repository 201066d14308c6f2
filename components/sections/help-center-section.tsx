import { localizedPath } from "@/lib/i18n/paths";
import { pickTranslation } from "@/lib/i18n/translation";
import { clampGridColumns } from "@/lib/sections/slider";
import { GRID_COLUMN_CLASSES, textStyle } from "@/lib/sections/text-styles";
import type { PageExtras, TemplateSection } from "@/lib/sections/data";
import type { RenderContext } from "./types";

/** Help centre: the posts flagged is_help_center, in help_center_order, as linked cards. */
export function HelpCenterSection({ section, posts, context }: { section: TemplateSection; posts: PageExtras["posts"]; context: RenderContext }) {
  const style = textStyle(section.text_style_variant);
  const articles = posts
    .filter((post) => post.display_config.is_help_center)
    .sort((a, b) => (a.display_config.help_center_order ?? 0) - (b.display_config.help_center_order ?? 0));
  if (articles.length === 0) return null;
  return (
    <ul className={`grid gap-4 ${GRID_COLUMN_CLASSES[clampGridColumns(section.grid_columns)]}`}>
      {articles.map((post, index) => (
        <li key={index}>
          <a href={localizedPath(`/${post.slug}`, context.locale, context.defaultLocale)} className={`help-card ${style.card}`}>
            <span className={`block ${style.cardTitle}`}>{pickTranslation(post.title, post.title_translation, context.locale)}</span>
            <span className={`block ${style.cardText}`}>{pickTranslation(post.description, post.description_translation, context.locale)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
