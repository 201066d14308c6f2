"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { SMALL_BUTTON } from "@/components/editors/metrics/styles";
import type { Locale } from "@/lib/i18n/locales";
import type { MenuItemRow, SubmenuItemRow } from "@/lib/organizations/types";
import { SortableList } from "../shared/sortable-list";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { MenuItemFields } from "./menu-item-fields";
import { SubmenuItemCard } from "./submenu-item-card";

interface MenuItemCardProps {
  item: MenuItemRow;
  name: string;
  submenus: readonly SubmenuItemRow[];
  parents: readonly { id: string; name: string }[];
  nameOfSub(sub: SubmenuItemRow): string;
  locale: Locale;
  defaultLocale: Locale;
  /** The id of the item just added, whose first field takes the focus. */
  focusId: string | null;
  errorOf(list: "menu_items" | "submenu_items", id: string, field: string): string | undefined;
  onChange(changes: Partial<MenuItemRow>): void;
  onDelete(): void;
  onAddSubmenu(): void;
  onReorderSubmenus(next: SubmenuItemRow[]): void;
  onChangeSubmenu(id: string, changes: Partial<SubmenuItemRow>): void;
  onMoveSubmenu(id: string, menuItemId: string): void;
  onDeleteSubmenu(id: string): void;
}

/** A menu item: its fields behind "Edit", delete (with its submenu items), and its submenu items, sortable. */
export function MenuItemCard(props: MenuItemCardProps) {
  const { item, name, submenus, parents, nameOfSub, locale, defaultLocale, focusId, errorOf } = props;
  const t = useTranslations("Editors.settingsMenu");
  const id = useId();
  const isNew = focusId === item.id;
  const [open, setOpen] = useState(isNew);
  // After a submenu item is deleted the focus goes to this item's "Add submenu item", not to the page.
  const addSubmenu = useRef<HTMLButtonElement>(null);
  const shown = name.trim() || t("untitled");

  return (
    <div className="space-y-3" data-menu-item={item.id}>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" aria-expanded={open} aria-controls={`${id}-fields`} onClick={() => setOpen((now) => !now)} className={SMALL_BUTTON}>
          {open ? t("hideDetails") : t("editDetails")}
          <span className="sr-only"> {shown}</span>
        </button>
        <span className="truncate text-xs text-gray-700">{item.url_name || "/"}</span>
        {!item.is_displayed && <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs text-gray-800">{t("hidden")}</span>}
        <ConfirmDelete
          label={t("deleteNamed", { name: shown })}
          question={t("deleteMenuItemQuestion", { name: shown, count: submenus.length })}
          onConfirm={props.onDelete}
        />
      </div>
      <div id={`${id}-fields`} hidden={!open}>
        <MenuItemFields
          item={item}
          locale={locale}
          defaultLocale={defaultLocale}
          focusOnMount={isNew}
          errorOf={(field) => errorOf("menu_items", item.id, field)}
          onChange={props.onChange}
        />
      </div>
      <section aria-labelledby={`${id}-subs`} className="rounded-lg border border-gray-200 bg-gray-50 p-3">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h4 id={`${id}-subs`} className="text-sm font-semibold text-gray-900">
            {t("submenuHeading", { name: shown, count: submenus.length })}
          </h4>
          <button ref={addSubmenu} type="button" onClick={props.onAddSubmenu} className={SMALL_BUTTON}>
            {t("addSubmenuItem")}
            <span className="sr-only"> {t("under", { name: shown })}</span>
          </button>
        </div>
        {submenus.length > 0 && (
          <SortableList
            items={submenus}
            getId={(sub) => sub.id}
            getLabel={nameOfSub}
            onReorder={props.onReorderSubmenus}
            label={t("submenuListLabel", { name: shown })}
            renderItem={(sub) => (
              <SubmenuItemCard
                sub={sub}
                name={nameOfSub(sub)}
                parents={parents}
                locale={locale}
                defaultLocale={defaultLocale}
                focusOnMount={focusId === sub.id}
                errorOf={(field) => errorOf("submenu_items", sub.id, field)}
                onChange={(changes) => props.onChangeSubmenu(sub.id, changes)}
                onMoveTo={(menuItemId) => props.onMoveSubmenu(sub.id, menuItemId)}
                onDelete={() => {
                  props.onDeleteSubmenu(sub.id);
                  addSubmenu.current?.focus();
                }}
              />
            )}
          />
        )}
      </section>
    </div>
  );
}
