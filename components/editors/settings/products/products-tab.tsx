"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { pickTranslation } from "@/lib/i18n/translation";
import type { ProductRow } from "@/lib/organizations/types";
import { appendItem, changeItem, removeItem, reorderItems, withOrder } from "../shared/list-edits";
import { ListSection } from "../shared/list-section";
import { SortableList } from "../shared/sortable-list";
import { useListEditing } from "../shared/use-list-editing";
import type { SettingsTabProps } from "../tab-props";
import { newProduct } from "./new-rows";
import { plansOf, renumberPlans } from "./plan-order";
import { PlansList } from "./plans-list";
import { ProductFields } from "./product-fields";

const productId = (product: ProductRow) => product.id;

/**
 * Products tab: the products in order, each with its pricing plans. Deleting a product keeps its plans,
 * detached (the schema's `on delete set null`): they stay on the public pricing section and are listed
 * under "Plans without a product", where they can be deleted too.
 */
export default function ProductsTab({ draft, update, locale, defaultLocale, fieldErrors }: SettingsTabProps) {
  const t = useTranslations("Editors.settingsLists");
  const editing = useListEditing();
  const products = draft.products;
  const labelOf = useCallback((product: ProductRow) => pickTranslation(product.name, product.name_translation, locale), [locale]);
  const common = { draft, update, locale, defaultLocale, fieldErrors };

  return (
    <div className="space-y-8">
      <ListSection
        title={t("products.title")}
        addLabel={t("products.add")}
        onAdd={() => {
          const product = newProduct(draft.organization.id);
          update((d) => ({ ...d, products: appendItem(d.products, product) }));
          editing.added(product.id, products.length + 1);
        }}
        addButton={editing.addButton}
        emptyText={t("products.empty")}
        isEmpty={products.length === 0}
        status={editing.status}
      >
        <SortableList
          items={products}
          getId={productId}
          getLabel={labelOf}
          label={t("products.listLabel")}
          onReorder={(next) =>
            update((d) => {
              const ordered = reorderItems(next);
              // The public pricing section lists plans by `order`: product by product, as here.
              return { ...d, products: ordered, pricing_plans: renumberPlans(ordered, d.pricing_plans) };
            })
          }
          renderItem={(product, index) => (
            <div className="space-y-4">
              <ProductFields
                product={product}
                index={index}
                locale={locale}
                defaultLocale={defaultLocale}
                fieldErrors={fieldErrors}
                onChange={(changes) => update((d) => ({ ...d, products: changeItem(d.products, product.id, changes) }))}
                onDelete={() => {
                  update((d) => {
                    const left = withOrder(removeItem(d.products, product.id));
                    const detached = d.pricing_plans.map((plan) => (plan.product_id === product.id ? { ...plan, product_id: null } : plan));
                    return { ...d, products: left, pricing_plans: renumberPlans(left, detached) };
                  });
                  editing.deleted(labelOf(product) || t("untitled"));
                }}
              />
              <div className="border-t border-gray-200 pt-3">
                <PlansList {...common} productId={product.id} productName={labelOf(product)} />
              </div>
            </div>
          )}
        />
      </ListSection>
      {plansOf(draft.pricing_plans, null).length > 0 && <PlansList {...common} productId={null} productName="" />}
    </div>
  );
}
