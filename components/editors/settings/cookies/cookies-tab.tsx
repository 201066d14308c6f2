"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { pickTranslation } from "@/lib/i18n/translation";
import type { CookieCategoryRow } from "@/lib/organizations/types";
import { appendItem, changeItem, removeItem, reorderItems, withOrder } from "../shared/list-edits";
import { ListSection } from "../shared/list-section";
import { SortableList } from "../shared/sortable-list";
import { useListEditing } from "../shared/use-list-editing";
import type { SettingsTabProps } from "../tab-props";
import { CategoryFields } from "./category-fields";
import { ConsentRecords } from "./consent-records";
import { newCategory } from "./new-rows";
import { ServicesList } from "./services-list";

const categoryId = (category: CookieCategoryRow) => category.id;

/** Cookies tab: the consent dialog's categories (in order) with their services, and the recent consent choices. */
export default function CookiesTab({ draft, update, locale, defaultLocale, fieldErrors }: SettingsTabProps) {
  const t = useTranslations("Editors.settingsLists");
  const editing = useListEditing();
  const categories = draft.cookie_categories;
  const labelOf = useCallback((category: CookieCategoryRow) => pickTranslation(category.name, category.name_translation, locale), [locale]);
  const common = { draft, update, locale, defaultLocale, fieldErrors };

  return (
    <div className="space-y-8">
      <ListSection
        title={t("cookies.title")}
        addLabel={t("cookies.add")}
        onAdd={() => {
          const category = newCategory(draft.organization.id);
          update((d) => ({ ...d, cookie_categories: appendItem(d.cookie_categories, category) }));
          editing.added(category.id, categories.length + 1);
        }}
        addButton={editing.addButton}
        emptyText={t("cookies.empty")}
        isEmpty={categories.length === 0}
        status={editing.status}
      >
        <SortableList
          items={categories}
          getId={categoryId}
          getLabel={labelOf}
          label={t("cookies.listLabel")}
          onReorder={(next) => update((d) => ({ ...d, cookie_categories: reorderItems(next) }))}
          renderItem={(category, index) => (
            <div className="space-y-4">
              <CategoryFields
                category={category}
                index={index}
                locale={locale}
                defaultLocale={defaultLocale}
                fieldErrors={fieldErrors}
                onChange={(changes) => update((d) => ({ ...d, cookie_categories: changeItem(d.cookie_categories, category.id, changes) }))}
                onDelete={() => {
                  // Its services go with it (the table's on delete cascade).
                  update((d) => ({
                    ...d,
                    cookie_categories: withOrder(removeItem(d.cookie_categories, category.id)),
                    cookie_services: d.cookie_services.filter((service) => service.category_id !== category.id),
                  }));
                  editing.deleted(labelOf(category) || t("untitled"));
                }}
              />
              <div className="border-t border-gray-200 pt-3">
                <ServicesList {...common} category={category} categoryName={labelOf(category)} />
              </div>
            </div>
          )}
        />
      </ListSection>
      <ConsentRecords records={draft.cookie_consent_records} services={draft.cookie_services} locale={locale} />
    </div>
  );
}
