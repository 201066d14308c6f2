import { useTranslations } from "next-intl";
import { pickTranslation } from "@/lib/i18n/translation";
import { clampGridColumns } from "@/lib/sections/slider";
import { GRID_COLUMN_CLASSES, textStyle } from "@/lib/sections/text-styles";
import type { TemplateSection } from "@/lib/sections/data";
import { MetricMedia } from "./metric-media";
import type { RenderContext } from "./types";

/** Real estate: each metric is a property listing with a photo, name, description and a "For sale" tag. */
export function RealEstateSection({ section, context }: { section: TemplateSection; context: RenderContext }) {
  const t = useTranslations("Sections");
  const style = textStyle(section.text_style_variant);
  const columns = clampGridColumns(section.grid_columns);
  if (section.website_metric.length === 0) return null;
  return (
    <div className={`grid gap-6 ${GRID_COLUMN_CLASSES[columns]}`}>
      {section.website_metric.map((metric, index) => {
        const title = pickTranslation(metric.title, metric.title_translation, context.locale);
        return (
          <article key={index} className={`overflow-hidden ${style.card}`}>
            <div className="relative">
              <MetricMedia url={metric.image} title={title} heightClass={section.image_metrics_height} rounded={false} context={context} />
              <span className="sale-tag">
                {t("forSale")}
              </span>
            </div>
            <div className="p-5">
              <h3 className={style.cardTitle}>{title}</h3>
              <p className={style.cardText}>{pickTranslation(metric.description, metric.description_translation, context.locale)}</p>
            </div>
          </article>
        );
      })}
    </div>
  );
}
