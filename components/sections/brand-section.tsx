import { pickTranslation } from "@/lib/i18n/translation";
import type { TemplateSection } from "@/lib/sections/data";
import type { RenderContext } from "./types";
import { ContentImage } from "./content-image";

/** Brands: the metrics as a row of partner logos (title as the accessible name), muted until hovered. */
export function BrandSection({ section, context }: { section: TemplateSection; context: RenderContext }) {
  if (section.website_metric.length === 0) return null;
  return (
    <ul className="brand-row">
      {section.website_metric.map((metric, index) => {
        const name = pickTranslation(metric.title, metric.title_translation, context.locale);
        return (
          <li key={index} className="brand-item">
            {metric.image ? (
              <ContentImage src={metric.image} alt={name} context={context} sizes="192px" className={`brand-logo ${section.image_metrics_height}`} />
            ) : (
              <span className="brand-name">{name}</span>
            )}
            {metric.image && metric.is_title_displayed && <span className="text-sm text-gray-600">{name}</span>}
          </li>
        );
      })}
    </ul>
  );
}
