import { pickTranslation } from "@/lib/i18n/translation";
import type { TemplateSection } from "@/lib/sections/data";
import type { RenderContext } from "./types";
import { ContentImage } from "./content-image";

/** Brands: the metrics as a row of partner logos (title as the accessible name), muted until hovered. */
export function BrandSection({ section, context }: { section: TemplateSection; context: RenderContext }) {
  if (section.website_metric.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center justify-center gap-x-12 gap-y-8">
      {section.website_metric.map((metric) => {
        const name = pickTranslation(metric.title, metric.title_translation, context.locale);
        return (
          <li key={metric.id} data-metric-id={metric.id} className="flex flex-col items-center gap-2">
            {metric.image ? (
              <ContentImage src={metric.image} alt={name} context={context} sizes="192px" className={`${section.image_metrics_height} w-auto max-w-[12rem] object-contain grayscale transition hover:grayscale-0`} />
            ) : (
              <span className="text-2xl font-bold tracking-tight text-gray-500">{name}</span>
            )}
            {metric.image && metric.is_title_displayed && <span className="text-sm text-gray-600">{name}</span>}
          </li>
        );
      })}
    </ul>
  );
}
