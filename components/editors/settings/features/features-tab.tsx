"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { pickTranslation } from "@/lib/i18n/translation";
import type { FeatureRow } from "@/lib/organizations/types";
import { ListSection } from "../shared/list-section";
import { appendItem, changeItem, removeItem, reorderItems, withOrder } from "../shared/list-edits";
import { SortableList } from "../shared/sortable-list";
import { useAddOnOpen, useListEditing } from "../shared/use-list-editing";
import type { SettingsTabProps } from "../tab-props";
import { FeatureFields } from "./feature-fields";
import { newFeature } from "./new-feature";

const featureId = (feature: FeatureRow) => feature.id;

/** Features tab: the organisation's features (the help widget lists them), in order, per language. */
export default function FeaturesTab({ draft, update, locale, defaultLocale, newItem, fieldErrors }: SettingsTabProps) {
  const t = useTranslations("Editors.settingsLists");
  const editing = useListEditing();
  const features = draft.features;
  const labelOf = useCallback((feature: FeatureRow) => pickTranslation(feature.name, feature.name_translation, locale), [locale]);
  const organizationId = draft.organization.id;

  const add = useCallback(() => {
    const feature = newFeature(organizationId);
    update((d) => ({ ...d, features: appendItem(d.features, feature) }));
    editing.added(feature.id, features.length + 1);
  }, [organizationId, update, editing, features.length]);
  useAddOnOpen(newItem === "feature", add);

  return (
    <ListSection
      title={t("features.title")}
      addLabel={t("features.add")}
      onAdd={add}
      addButton={editing.addButton}
      emptyText={t("features.empty")}
      isEmpty={features.length === 0}
      status={editing.status}
    >
      <SortableList
        items={features}
        getId={featureId}
        getLabel={labelOf}
        label={t("features.listLabel")}
        onReorder={(next) => update((d) => ({ ...d, features: reorderItems(next) }))}
        renderItem={(feature, index) => (
          <FeatureFields
            feature={feature}
            index={index}
            locale={locale}
            defaultLocale={defaultLocale}
            fieldErrors={fieldErrors}
            onChange={(changes) => update((d) => ({ ...d, features: changeItem(d.features, feature.id, changes) }))}
            onDelete={() => {
              update((d) => ({ ...d, features: withOrder(removeItem(d.features, feature.id)) }));
              editing.deleted(labelOf(feature) || t("untitled"));
            }}
          />
        )}
      />
    </ListSection>
  );
}
