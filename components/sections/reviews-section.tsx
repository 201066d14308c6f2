import { pickTranslation } from "@/lib/i18n/translation";
import { clampGridColumns } from "@/lib/sections/slider";
import { GRID_COLUMN_CLASSES, textStyle } from "@/lib/sections/text-styles";
import type { TemplateSection } from "@/lib/sections/data";
import { MetricsSlider } from "./metrics-slider";
import type { RenderContext } from "./types";
import { ContentImage } from "./content-image";

/** Reviews: each metric is a testimonial (description as the quote, title as who said it, image as avatar). */
export function ReviewsSection({ section, context }: { section: TemplateSection; context: RenderContext }) {
  const style = textStyle(section.text_style_variant);
  const columns = clampGridColumns(section.grid_columns);
  const quotes = section.website_metric.map((metric, index) => {
    const author = pickTranslation(metric.title, metric.title_translation, context.locale);
    return (
      <figure key={index} className={`review ${style.card}`}>
        <blockquote className={`${style.cardText} flex-1 text-lg`}>
          {pickTranslation(metric.description, metric.description_translation, context.locale)}
        </blockquote>
        <figcaption className="review-by">
          {metric.image && (
            <ContentImage src={metric.image} alt="" context={context} sizes="48px" className="avatar" />
          )}
          {metric.is_title_displayed && <cite className={`${style.cardTitle} not-italic`}>{author}</cite>}
        </figcaption>
      </figure>
    );
  });
  if (quotes.length === 0) return null;
  if (section.is_slider) return <MetricsSlider gridColumns={columns} label={pickTranslation(section.section_title, section.section_title_translation, context.locale)}>{quotes}</MetricsSlider>;
  return <div className={`grid gap-6 ${GRID_COLUMN_CLASSES[columns]}`}>{quotes}</div>;
}
