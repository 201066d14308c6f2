import { pickTranslation } from "@/lib/i18n/translation";
import { clampGridColumns } from "@/lib/sections/slider";
import { GRID_COLUMN_CLASSES, textStyle } from "@/lib/sections/text-styles";
import type { TemplateSection } from "@/lib/sections/data";
import { MetricCard } from "./metric-card";
import { MetricsSlider } from "./metrics-slider";
import type { RenderContext } from "./types";

/** The metrics of a general section: a grid of 1–5 columns, or a slider when is_slider is set. */
export function MetricsSection({ section, context }: { section: TemplateSection; context: RenderContext }) {
  const style = textStyle(section.text_style_variant);
  const columns = clampGridColumns(section.grid_columns);
  const cards = section.website_metric.map((metric, index) => (
    <MetricCard
      key={index}
      metric={metric}
      style={style}
      heightClass={section.image_metrics_height}
      imageBottom={section.is_image_bottom}
      context={context}
    />
  ));
  if (cards.length === 0) return null;
  if (section.is_slider) return <MetricsSlider gridColumns={columns} label={pickTranslation(section.section_title, section.section_title_translation, context.locale)}>{cards}</MetricsSlider>;
  return (
    <div className={`grid gap-6 ${GRID_COLUMN_CLASSES[columns]}`}>
      {cards}
    </div>
  );
}
