"use client";

import { useTranslations } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import type { CookieCategoryRow, OrganizationData } from "@/lib/organizations/types";
import { changeItem, removeItem } from "../shared/list-edits";
import { ListSection } from "../shared/list-section";
import { useListEditing } from "../shared/use-list-editing";
import { newService } from "./new-rows";
import { ServiceFields } from "./service-fields";

interface ServicesListProps {
  draft: OrganizationData;
  update(recipe: (draft: OrganizationData) => OrganizationData): void;
  category: CookieCategoryRow;
  /** The category's name as shown. */
  categoryName: string;
  locale: Locale;
  defaultLocale: Locale;
  fieldErrors: Record<string, string>;
}

/** A category's services (no order of their own: the consent dialog lists them by name): add, edit, delete. */
export function ServicesList({ draft, update, category, categoryName, locale, defaultLocale, fieldErrors }: ServicesListProps) {
  const t = useTranslations("Editors.settingsLists");
  const editing = useListEditing();
  const services = draft.cookie_services.filter((service) => service.category_id === category.id);
  return (
    <ListSection
      level={4}
      title={t("cookies.services")}
      addLabel={t("cookies.addService")}
      onAdd={() => {
        const service = newService(draft.organization.id, category.id);
        update((d) => ({ ...d, cookie_services: [...d.cookie_services, service] }));
        editing.added(service.id, services.length + 1);
      }}
      addButton={editing.addButton}
      emptyText={t("cookies.noServices")}
      isEmpty={services.length === 0}
      status={editing.status}
    >
      <ul aria-label={t("cookies.servicesLabel", { category: categoryName.trim() || t("untitled") })} className="space-y-3">
        {services.map((service) => (
          <li key={service.id} data-list-row={service.id} aria-label={service.name.trim() || t("untitled")} className="rounded-lg border border-gray-200 bg-gray-50 p-3">
            <ServiceFields
              service={service}
              index={draft.cookie_services.indexOf(service)}
              essential={category.is_essential}
              locale={locale}
              defaultLocale={defaultLocale}
              fieldErrors={fieldErrors}
              onChange={(changes) => update((d) => ({ ...d, cookie_services: changeItem(d.cookie_services, service.id, changes) }))}
              onDelete={() => {
                update((d) => ({ ...d, cookie_services: removeItem(d.cookie_services, service.id) }));
                editing.deleted(service.name.trim() || t("untitled"));
              }}
            />
          </li>
        ))}
      </ul>
    </ListSection>
  );
}
