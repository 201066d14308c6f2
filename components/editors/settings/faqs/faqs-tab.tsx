"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { pickTranslation } from "@/lib/i18n/translation";
import type { FaqRow } from "@/lib/organizations/types";
import { ListSection } from "../shared/list-section";
import { appendItem, changeItem, removeItem, reorderItems, withOrder } from "../shared/list-edits";
import { SortableList } from "../shared/sortable-list";
import { useAddOnOpen, useListEditing } from "../shared/use-list-editing";
import type { SettingsTabProps } from "../tab-props";
import { FaqFields } from "./faq-fields";
import { newFaq } from "./new-faq";

const faqId = (faq: FaqRow) => faq.id;

/** FAQs tab: the questions the public FAQ section and the help widget show, in order, per language. */
export default function FaqsTab({ draft, update, locale, defaultLocale, newItem, fieldErrors }: SettingsTabProps) {
  const t = useTranslations("Editors.settingsLists");
  const editing = useListEditing();
  const faqs = draft.faqs;
  const labelOf = useCallback((faq: FaqRow) => pickTranslation(faq.question, faq.question_translation, locale), [locale]);
  const organizationId = draft.organization.id;

  const add = useCallback(() => {
    const faq = newFaq(organizationId);
    update((d) => ({ ...d, faqs: appendItem(d.faqs, faq) }));
    editing.added(faq.id, faqs.length + 1);
  }, [organizationId, update, editing, faqs.length]);
  useAddOnOpen(newItem === "faq", add);

  return (
    <ListSection
      title={t("faqs.title")}
      addLabel={t("faqs.add")}
      onAdd={add}
      addButton={editing.addButton}
      emptyText={t("faqs.empty")}
      isEmpty={faqs.length === 0}
      status={editing.status}
    >
      <SortableList
        items={faqs}
        getId={faqId}
        getLabel={labelOf}
        label={t("faqs.listLabel")}
        onReorder={(next) => update((d) => ({ ...d, faqs: reorderItems(next) }))}
        renderItem={(faq, index) => (
          <FaqFields
            faq={faq}
            index={index}
            locale={locale}
            defaultLocale={defaultLocale}
            fieldErrors={fieldErrors}
            onChange={(changes) => update((d) => ({ ...d, faqs: changeItem(d.faqs, faq.id, changes) }))}
            onDelete={() => {
              update((d) => ({ ...d, faqs: withOrder(removeItem(d.faqs, faq.id)) }));
              editing.deleted(labelOf(faq) || t("untitled"));
            }}
          />
        )}
      />
    </ListSection>
  );
}
