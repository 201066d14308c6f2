"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { PRIMARY_BUTTON } from "@/components/editors/shared/buttons";
import { pickTranslation } from "@/lib/i18n/translation";
import type { BannerRow } from "@/lib/organizations/types";
import { changeItem, removeItem } from "../shared/list-edits";
import type { SettingsTabProps } from "../tab-props";
import { BannerCard } from "./banner-card";
import { newBanner } from "./banner-edits";

/**
 * The Banners tab (spec 002 §3 Banner): every banner of the site with its fields and a live preview. Banners
 * have no order of their own (they show by position, then as created), so the list is not sortable.
 */
export default function BannersTab({ draft, update, locale, defaultLocale, newItem, fieldErrors }: SettingsTabProps) {
  const t = useTranslations("Editors.settingsBanners");
  const [focusId, setFocusId] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const requested = useRef(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const orgId = draft.organization.id;
  const nameOf = (banner: BannerRow) => pickTranslation(banner.content.text, banner.text_translation, locale);

  const add = useCallback(() => {
    const banner = newBanner(orgId);
    update((d) => ({ ...d, banners: [...d.banners, banner] }));
    setFocusId(banner.id);
    setStatus(t("added"));
  }, [orgId, update, t]);

  // Create New → Banner opens this tab at a new banner.
  useEffect(() => {
    if (requested.current || newItem !== "banner") return;
    requested.current = true;
    add();
  }, [newItem, add]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-700">{t("intro")}</p>
        <button ref={addButton} type="button" onClick={add} className={PRIMARY_BUTTON}>
          {t("add")}
        </button>
      </div>
      {draft.banners.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 p-4 text-sm text-gray-700">{t("empty")}</p>
      ) : (
        <ul aria-label={t("listLabel")} className="space-y-3">
          {draft.banners.map((banner, index) => (
            <li key={banner.id}>
              <BannerCard
                banner={banner}
                name={nameOf(banner)}
                locale={locale}
                defaultLocale={defaultLocale}
                focusOnMount={focusId === banner.id}
                // Server field errors name banners by their place in the list sent ("banners.1.dismissal_duration").
                errorOf={(field) => fieldErrors[`banners.${index}.${field}`]}
                onChange={(changes) => update((d) => ({ ...d, banners: changeItem(d.banners, banner.id, changes) }))}
                onDelete={() => {
                  update((d) => ({ ...d, banners: removeItem(d.banners, banner.id) }));
                  addButton.current?.focus();
                  setStatus(t("deleted", { name: nameOf(banner) || t("untitled") }));
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
    </div>
  );
}
