import { pickTranslation } from "@/lib/i18n/translation";
import { backgroundClasses } from "@/lib/sections/colors";
import type { MetricRow } from "@/lib/sections/queries";
import type { TextStyle } from "@/lib/sections/text-styles";
import { MetricMedia } from "./metric-media";
import type { RenderContext } from "./types";

interface MetricCardProps {
  metric: MetricRow;
  style: TextStyle;
  heightClass: string;
  imageBottom: boolean;
  context: RenderContext;
}

/** One metric: media above the text (or below with is_image_bottom), as a card or plain, title shown or hidden. */
export function MetricCard({ metric, style, heightClass, imageBottom, context }: MetricCardProps) {
  const title = pickTranslation(metric.title, metric.title_translation, context.locale);
  const description = pickTranslation(metric.description, metric.description_translation, context.locale);
  const card = metric.is_card_type ? `${style.card} p-6 ${backgroundClasses(metric)}` : `p-2 ${backgroundClasses(metric)}`;
  const media = (
    <MetricMedia url={metric.image} title={title} heightClass={heightClass} rounded={metric.is_image_rounded_full} context={context} />
  );
  return (
    <article className={`stack-card ${card}`}>
      {!imageBottom && media}
      <div>
        {metric.is_title_displayed && <h3 className={style.cardTitle}>{title}</h3>}
        {description && <p className={style.cardText}>{description}</p>}
      </div>
      {imageBottom && media}
    </article>
  );
}
