import { useTranslations } from "next-intl";
import { localizedPath } from "@/lib/i18n/paths";
import { pickTranslation } from "@/lib/i18n/translation";
import { clampGridColumns } from "@/lib/sections/slider";
import { textStyle } from "@/lib/sections/text-styles";
import type { PageExtras, TemplateSection } from "@/lib/sections/data";
import { MetricsSlider } from "./metrics-slider";
import type { RenderContext } from "./types";
import { ContentImage } from "./content-image";

/** Article slider: the organisation's blog posts, newest first, as cards in the slider. */
export function ArticleSliderSection({ section, posts, context }: { section: TemplateSection; posts: PageExtras["posts"]; context: RenderContext }) {
  const t = useTranslations("Sections");
  const style = textStyle(section.text_style_variant);
  const articles = posts.filter((post) => post.display_config.display_as_blog_post).reverse();
  if (articles.length === 0) return null;
  return (
    <MetricsSlider gridColumns={clampGridColumns(section.grid_columns)} label={pickTranslation(section.section_title, section.section_title_translation, context.locale)}>
      {articles.map((post, index) => {
        const title = pickTranslation(post.title, post.title_translation, context.locale);
        const photo = post.media_config.main_photo;
        return (
          <article key={index} data-post-slug={post.slug} className={`article-card ${style.card}`}>
            {photo && (
              <ContentImage src={photo} alt="" context={context} sizes="(min-width: 768px) 33vw, 100vw" className={`${section.image_metrics_height} w-full object-cover`} />
            )}
            <div className="article-body">
              <h3 className={style.cardTitle}>{title}</h3>
              <p className={`${style.cardText} flex-1`}>{pickTranslation(post.description, post.description_translation, context.locale)}</p>
              <a href={localizedPath(`/${post.slug}`, context.locale, context.defaultLocale)} className="read-link">
                {t("readArticle")}<span className="sr-only">: {title}</span>
              </a>
            </div>
          </article>
        );
      })}
    </MetricsSlider>
  );
}
