"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { CookieCategory } from "@/lib/consent/schemas";
import { isEssentialCategory } from "../consent-api";
import { Toggle } from "./toggle";

interface PanelProps {
  categories: CookieCategory[];
  isSelected: (id: string) => boolean;
  setServices: (ids: string[], on: boolean) => void;
}

function CategoryRow({ category, isSelected, setServices }: Omit<PanelProps, "categories"> & { category: CookieCategory }) {
  const t = useTranslations("Consent");
  const [open, setOpen] = useState(false);
  const essential = isEssentialCategory(category);
  const ids = category.cookie_service.map((service) => service.id);
  const on = essential || (ids.length > 0 && ids.every(isSelected));
  const detailsId = `cookie-category-${category.id}`;
  return (
    <li className="py-3" data-cookie-category={category.name}>
      <div className="flex items-center gap-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
          className="flex flex-1 items-center gap-2 rounded text-left font-semibold text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
        >
          <span aria-hidden="true">{open ? "▾" : "▸"}</span>
          <span>{category.name}</span>
          <span className="text-sm font-normal text-gray-600">({t("servicesCount", { count: ids.length })})</span>
          <span className="sr-only">{open ? t("hideDetails") : t("showDetails")}</span>
        </button>
        {essential && <span className="text-sm text-gray-700">{t("alwaysOn")}</span>}
        <Toggle checked={on} locked={essential} label={t("allow", { name: category.name })} onChange={(next) => setServices(ids, next)} />
      </div>
      <div id={detailsId} hidden={!open} className="mt-2 pl-6 text-sm text-gray-700">
        {category.description && <p>{category.description}</p>}
        {ids.length === 0 ? (
          <p className="mt-1">{t("noServices")}</p>
        ) : (
          <ul className="mt-2 list-disc space-y-1 pl-4">
            {category.cookie_service.map((service) => (
              <li key={service.id}>
                <span className="font-medium">{service.name}</span>
                {service.description && <span> – {service.description}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/** Categories tab: one switch per category (essential locked on) with expandable details. */
export function CategoryPanel({ categories, isSelected, setServices }: PanelProps) {
  return (
    <ul className="divide-y divide-gray-200">
      {categories.map((category) => (
        <CategoryRow key={category.id} category={category} isSelected={isSelected} setServices={setServices} />
      ))}
    </ul>
  );
}

/** Services tab: one switch per service, grouped under its category. */
export function ServicePanel({ categories, isSelected, setServices }: PanelProps) {
  const t = useTranslations("Consent");
  return (
    <div className="space-y-4">
      {categories.map((category) => {
        const essential = isEssentialCategory(category);
        return (
          <section key={category.id} aria-label={category.name}>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-gray-600">{category.name}</h3>
            <ul className="mt-1 divide-y divide-gray-100">
              {category.cookie_service.map((service) => (
                <li key={service.id} className="flex items-center gap-3 py-2" data-cookie-service={service.name}>
                  <div className="flex-1">
                    <p className="font-medium text-gray-900">{service.name}</p>
                    {service.description && <p className="text-sm text-gray-700">{service.description}</p>}
                  </div>
                  <Toggle
                    checked={essential || isSelected(service.id)}
                    locked={essential}
                    label={t("allow", { name: service.name })}
                    onChange={(next) => setServices([service.id], next)}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
