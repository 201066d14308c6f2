import { useTranslations } from "next-intl";
import { AddToBasketButton } from "@/components/basket/add-to-basket-button";
import { pickTranslation } from "@/lib/i18n/translation";
import { formatPrice } from "@/lib/sections/price";
import { clampGridColumns } from "@/lib/sections/slider";
import { GRID_COLUMN_CLASSES, textStyle } from "@/lib/sections/text-styles";
import type { PageExtras, TemplateSection } from "@/lib/sections/data";
import type { RenderContext } from "./types";

/** Pricing plans: price in the plan's currency symbol; a promotion shows the old price struck through; each goes into the basket. */
export function PricingPlansSection({ section, plans, context }: { section: TemplateSection; plans: PageExtras["plans"]; context: RenderContext }) {
  const t = useTranslations("Sections");
  const style = textStyle(section.text_style_variant);
  const columns = clampGridColumns(Math.min(section.grid_columns, plans.length || 1));
  if (plans.length === 0) return null;
  return (
    <div className={`grid gap-6 ${GRID_COLUMN_CLASSES[columns]}`}>
      {plans.map((plan, index) => {
        const promoted = plan.is_promotion && plan.promotion_price !== null;
        const price = formatPrice(promoted ? plan.promotion_price! : plan.price, plan.currency_symbol, context.locale);
        const name = pickTranslation(plan.name, plan.name_translation, context.locale);
        return (
          <article key={index} className={`plan-card ${style.card}`}>
            {/* The plan's texts in one box: the page's payload carries them as one HTML string beside the button. */}
            <div className="plan-body">
              {promoted && (
                <span className={`plan-badge ${style.accent}`}>{t("promotion")}</span>
              )}
              <h3 className={style.cardTitle}>{name}</h3>
              <p className="plan-prices">
                <span className="plan-price">{price}</span>
                {promoted && <s className="plan-old">{formatPrice(plan.price, plan.currency_symbol, context.locale)}</s>}
                {plan.recurring_interval && <span className="text-gray-600">{t(plan.recurring_interval === "month" ? "perMonth" : "perYear")}</span>}
              </p>
              {plan.description && <p className={`${style.cardText} flex-1`}>{pickTranslation(plan.description, plan.description_translation, context.locale)}</p>}
            </div>
            <AddToBasketButton
              className="mt-6"
              plan={{ id: plan.id, name, price: plan.price, is_promotion: plan.is_promotion, promotion_price: plan.promotion_price, currency_symbol: plan.currency_symbol }}
            />
          </article>
        );
      })}
    </div>
  );
}
