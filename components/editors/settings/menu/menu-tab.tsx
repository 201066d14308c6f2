"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { PRIMARY_BUTTON } from "@/components/editors/shared/buttons";
import { pickTranslation } from "@/lib/i18n/translation";
import type { MenuItemRow, OrganizationData, SubmenuItemRow } from "@/lib/organizations/types";
import { SortableList } from "../shared/sortable-list";
import type { SettingsTabProps } from "../tab-props";
import { MenuItemCard } from "./menu-item-card";
import {
  addMenuItem,
  addSubmenuItem,
  byOrder,
  changeMenuItem,
  changeSubmenuItem,
  defaultParentId,
  deleteMenuItem,
  deleteSubmenuItem,
  moveSubmenuItem,
  newMenuItem,
  newSubmenuItem,
  reorderMenuItems,
  reorderSubmenuItems,
  submenusOf,
} from "./menu-edits";

/** The Menu tab (spec 002 §3 Menu item, Submenu item): the header's menu items and their submenu items. */
export default function MenuTab({ draft, update, locale, defaultLocale, newItem, fieldErrors }: SettingsTabProps) {
  const t = useTranslations("Editors.settingsMenu");
  const [focusId, setFocusId] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const requested = useRef(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const orgId = draft.organization.id;
  const items = useMemo(() => byOrder(draft.menu_items), [draft.menu_items]);
  const itemName = useCallback((item: MenuItemRow) => pickTranslation(item.display_name, item.display_name_translation, locale), [locale]);
  const subName = useCallback((sub: SubmenuItemRow) => pickTranslation(sub.name, sub.name_translation, locale), [locale]);
  const parents = items.map((item) => ({ id: item.id, name: itemName(item) }));

  // Server field errors name rows by their place in the list sent ("menu_items.2.url_name").
  const errorOf = (list: "menu_items" | "submenu_items", id: string, field: string) => {
    const rows: readonly { id: string }[] = draft[list];
    return fieldErrors[`${list}.${rows.findIndex((row) => row.id === id)}.${field}`];
  };

  const addItem = useCallback(() => {
    const item = newMenuItem(orgId);
    update((d) => addMenuItem(d, item));
    setFocusId(item.id);
    setStatus(t("added"));
  }, [orgId, update, t]);

  const addSubmenu = useCallback(
    (parentId: string | null) => {
      let parent = parentId;
      let recipe = (d: OrganizationData) => d;
      if (parent === null) {
        // No menu item yet: the submenu item gets a new one to sit under.
        const item = newMenuItem(orgId);
        parent = item.id;
        recipe = (d) => addMenuItem(d, item);
      }
      const sub = newSubmenuItem(orgId, parent);
      update((d) => addSubmenuItem(recipe(d), sub));
      setFocusId(sub.id);
      setStatus(t("addedSubmenu"));
    },
    [orgId, update, t],
  );

  // Create New → Menu Item / Submenu opens this tab at a new item.
  useEffect(() => {
    if (requested.current || (newItem !== "menu_item" && newItem !== "submenu_item")) return;
    requested.current = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time request from the modal's opener
    if (newItem === "menu_item") addItem();
    else addSubmenu(defaultParentId(draft.menu_items));
  }, [newItem, addItem, addSubmenu, draft.menu_items]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-700">{t("intro")}</p>
        <div className="flex gap-2">
          <button ref={addButton} type="button" onClick={addItem} className={PRIMARY_BUTTON}>
            {t("addMenuItem")}
          </button>
        </div>
      </div>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 p-4 text-sm text-gray-700">{t("empty")}</p>
      ) : (
        <SortableList
          items={items}
          getId={(item) => item.id}
          getLabel={itemName}
          onReorder={(next) => update((d) => reorderMenuItems(d, next))}
          label={t("listLabel")}
          renderItem={(item) => (
            <MenuItemCard
              item={item}
              name={itemName(item)}
              submenus={submenusOf(draft.submenu_items, item.id)}
              parents={parents}
              nameOfSub={subName}
              locale={locale}
              defaultLocale={defaultLocale}
              focusId={focusId}
              errorOf={errorOf}
              onChange={(changes) => update((d) => changeMenuItem(d, item.id, changes))}
              onDelete={() => {
                update((d) => deleteMenuItem(d, item.id));
                addButton.current?.focus();
                setStatus(t("deleted", { name: itemName(item) || t("untitled") }));
              }}
              onAddSubmenu={() => addSubmenu(item.id)}
              onReorderSubmenus={(next) => update((d) => reorderSubmenuItems(d, item.id, next))}
              onChangeSubmenu={(id, changes) => update((d) => changeSubmenuItem(d, id, changes))}
              onMoveSubmenu={(id, to) => {
                update((d) => moveSubmenuItem(d, id, to));
                // The item opens again under its new menu item, its name focused.
                setFocusId(id);
                const target = parents.find((parent) => parent.id === to);
                setStatus(t("movedTo", { name: target?.name || t("untitled") }));
              }}
              onDeleteSubmenu={(id) => {
                update((d) => deleteSubmenuItem(d, id));
                setStatus(t("deletedSubmenu"));
              }}
            />
          )}
        />
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
    </div>
  );
}
