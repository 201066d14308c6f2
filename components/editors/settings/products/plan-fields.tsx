"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { TranslatableField } from "@/components/editing/translatable-field";
import { BOX, LABEL } from "@/components/editors/metrics/styles";
import { PLAN_INTERVALS } from "@/lib/model/enums";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import type { PricingPlanRow } from "@/lib/organizations/types";
import { fieldError } from "../shared/field-error";
import { ItemDeleteButton } from "../shared/item-delete-button";
import { PlainField } from "../shared/plain-field";
import { PriceField } from "./price-field";

interface PlanFieldsProps {
  plan: PricingPlanRow;
  /** The plan's place in draft.pricing_plans (how the server names its field errors). */
  index: number;
  locale: Locale;
  defaultLocale: Locale;
  fieldErrors: Record<string, string>;
  onChange(changes: Partial<PricingPlanRow>): void;
  onDelete(): void;
}

/** One pricing plan: name and description per language, price, currency symbol, billing and promotion. */
export function PlanFields({ plan, index, locale, defaultLocale, fieldErrors, onChange, onDelete }: PlanFieldsProps) {
  const t = useTranslations("Editors.settingsLists");
  const id = useId();
  const language = { locale, defaultLocale };
  const error = (field: string) => fieldError(fieldErrors, "pricing_plans", index, field);
  return (
    <div className="space-y-3">
      <TranslatableField
        {...language}
        label={t("plans.name")}
        field="name"
        value={{ base: plan.name, translations: plan.name_translation }}
        error={error("name")}
        onChange={(next) => onChange({ name: next.base ?? "", name_translation: next.translations })}
      />
      <TranslatableField
        {...language}
        multiline
        label={t("plans.description")}
        field="description"
        value={{ base: plan.description, translations: plan.description_translation }}
        error={error("description")}
        onChange={(next) => onChange({ description: next.base || null, description_translation: next.translations })}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <PriceField label={t("plans.price")} value={plan.price} error={error("price")} onChange={(price) => onChange({ price })} />
        <PlainField
          label={t("plans.currency")}
          value={plan.currency_symbol}
          maxLength={8}
          error={error("currency_symbol")}
          onChange={(currency_symbol) => onChange({ currency_symbol })}
        />
        <div>
          <label htmlFor={`${id}-interval`} className={LABEL}>
            {t("plans.interval")}
          </label>
          <select
            id={`${id}-interval`}
            value={plan.recurring_interval ?? "none"}
            className={BOX}
            onChange={(event) => {
              const interval = PLAN_INTERVALS.find((value) => value === event.target.value);
              onChange({ recurring_interval: interval ?? null });
            }}
          >
            <option value="none">{t("plans.intervals.none")}</option>
            {PLAN_INTERVALS.map((interval) => (
              <option key={interval} value={interval}>
                {t(`plans.intervals.${interval}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex flex-wrap items-start gap-3">
        <label className="flex items-center gap-2 pt-7 text-sm font-medium text-gray-900">
          <input
            type="checkbox"
            checked={plan.is_promotion}
            className="h-4 w-4 rounded border-gray-300 text-sky-700 focus-visible:ring-2 focus-visible:ring-sky-600"
            // A promotion needs its price (schema check): it starts at the regular price.
            onChange={(event) => onChange({ is_promotion: event.target.checked, promotion_price: plan.promotion_price ?? plan.price })}
          />
          {t("plans.promotion")}
        </label>
        {plan.is_promotion && (
          <div className="min-w-48 flex-1">
            <PriceField
              label={t("plans.promotionPrice")}
              value={plan.promotion_price}
              error={error("promotion_price")}
              onChange={(promotion_price) => onChange({ promotion_price })}
            />
          </div>
        )}
      </div>
      <div className="flex justify-end">
        <ItemDeleteButton title={pickTranslation(plan.name, plan.name_translation, locale)} onDelete={onDelete} />
      </div>
    </div>
  );
}
