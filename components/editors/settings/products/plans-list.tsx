"use client";

import { useTranslations } from "next-intl";
import { useCallback, useMemo } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import type { OrganizationData, PricingPlanRow } from "@/lib/organizations/types";
import { changeItem, removeItem } from "../shared/list-edits";
import { ListSection } from "../shared/list-section";
import { SortableList } from "../shared/sortable-list";
import { useListEditing } from "../shared/use-list-editing";
import { newPlan } from "./new-rows";
import { PlanFields } from "./plan-fields";
import { plansOf, renumberPlans } from "./plan-order";

interface PlansListProps {
  draft: OrganizationData;
  update(recipe: (draft: OrganizationData) => OrganizationData): void;
  /** The product whose plans these are; null for the plans without a product. */
  productId: string | null;
  /** The product's name as shown, for the list's name. */
  productName: string;
  locale: Locale;
  defaultLocale: Locale;
  fieldErrors: Record<string, string>;
}

const planId = (plan: PricingPlanRow) => plan.id;

/** One product's pricing plans (or the plans without a product): add, edit, reorder and delete. */
export function PlansList({ draft, update, productId, productName, locale, defaultLocale, fieldErrors }: PlansListProps) {
  const t = useTranslations("Editors.settingsLists");
  const editing = useListEditing();
  const plans = useMemo(() => plansOf(draft.pricing_plans, productId), [draft.pricing_plans, productId]);
  const labelOf = useCallback((plan: PricingPlanRow) => pickTranslation(plan.name, plan.name_translation, locale), [locale]);
  const setGroup = (group: readonly PricingPlanRow[]) =>
    update((d) => ({ ...d, pricing_plans: renumberPlans(d.products, d.pricing_plans, { productId, plans: group }) }));
  const detached = productId === null;

  return (
    <ListSection
      level={4}
      title={detached ? t("plans.detachedTitle") : t("plans.title")}
      hint={detached ? t("plans.detachedHint") : undefined}
      addLabel={t("plans.add")}
      onAdd={() => {
        const plan = newPlan(draft.organization.id, productId);
        setGroup([...plans, plan]);
        editing.added(plan.id, plans.length + 1);
      }}
      addButton={editing.addButton}
      emptyText={t("plans.empty")}
      isEmpty={plans.length === 0}
      status={editing.status}
    >
      <SortableList
        items={plans}
        getId={planId}
        getLabel={labelOf}
        label={detached ? t("plans.detachedTitle") : t("plans.listLabel", { product: productName.trim() || t("untitled") })}
        onReorder={setGroup}
        renderItem={(plan) => (
          <PlanFields
            plan={plan}
            index={draft.pricing_plans.indexOf(plan)}
            locale={locale}
            defaultLocale={defaultLocale}
            fieldErrors={fieldErrors}
            onChange={(changes) => update((d) => ({ ...d, pricing_plans: changeItem(d.pricing_plans, plan.id, changes) }))}
            onDelete={() => {
              setGroup(removeItem(plans, plan.id));
              editing.deleted(labelOf(plan) || t("untitled"));
            }}
          />
        )}
      />
    </ListSection>
  );
}
