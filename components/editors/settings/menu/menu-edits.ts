// Pure edits of the Menu tab: menu items and their submenu items in the Global Settings draft. Both lists go
// to PUT whole, `order` as sent, so every edit that changes places renumbers the group it touches 0..n-1.
import { newId, type MenuItemRow, type OrganizationData, type SubmenuItemRow } from "@/lib/organizations/types";
import { appendItem, changeItem, replaceGroup, withOrder } from "../shared/list-edits";

type MenuData = Pick<OrganizationData, "menu_items" | "submenu_items">;

/** The items by `order` (stable: equal orders keep the list's order, as the GET answered them). */
export function byOrder<T extends { order: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.order - b.order);
}

/** The submenu items under one menu item, in their order. */
export function submenusOf(submenus: readonly SubmenuItemRow[], menuItemId: string): SubmenuItemRow[] {
  return byOrder(submenus.filter((sub) => sub.menu_item_id === menuItemId));
}

function stamps() {
  const now = new Date().toISOString();
  return { created_at: now, updated_at: now, version: 1 };
}

/** A new, empty menu item (spec 002 §3 defaults: shown, not in the footer, with its icon). */
export function newMenuItem(organizationId: string): MenuItemRow {
  return {
    id: newId(),
    organization_id: organizationId,
    display_name: "",
    display_name_translation: {},
    url_name: "",
    description: null,
    description_translation: {},
    image: null,
    icon_name: null,
    react_icon_id: null,
    react_icons: null,
    order: 0,
    is_displayed: true,
    is_displayed_on_footer: false,
    menu_items_are_text: false,
    ...stamps(),
  };
}

/** A new, empty submenu item under `menuItemId` (which may be a new menu item's temporary id). */
export function newSubmenuItem(organizationId: string, menuItemId: string): SubmenuItemRow {
  return {
    id: newId(),
    organization_id: organizationId,
    menu_item_id: menuItemId,
    name: "",
    name_translation: {},
    description: null,
    description_translation: {},
    url_name: "",
    image: null,
    order: 0,
    is_displayed: true,
    ...stamps(),
  };
}

/** The menu with `item` added last. */
export function addMenuItem<D extends MenuData>(data: D, item: MenuItemRow): D {
  return { ...data, menu_items: appendItem(byOrder(data.menu_items), item) };
}

/** The menu with `sub` added last under its menu item. */
export function addSubmenuItem<D extends MenuData>(data: D, sub: SubmenuItemRow): D {
  const group = [...submenusOf(data.submenu_items, sub.menu_item_id), sub];
  return { ...data, submenu_items: replaceGroup(data.submenu_items, (row) => row.menu_item_id === sub.menu_item_id, withOrder(group)) };
}

export function changeMenuItem<D extends MenuData>(data: D, id: string, changes: Partial<MenuItemRow>): D {
  return { ...data, menu_items: changeItem(data.menu_items, id, changes) };
}

export function changeSubmenuItem<D extends MenuData>(data: D, id: string, changes: Partial<SubmenuItemRow>): D {
  return { ...data, submenu_items: changeItem(data.submenu_items, id, changes) };
}

/** The menu items in a new order, renumbered. */
export function reorderMenuItems<D extends MenuData>(data: D, next: readonly MenuItemRow[]): D {
  return { ...data, menu_items: withOrder(next) };
}

/** One menu item's submenu items in a new order, renumbered; other groups keep theirs. */
export function reorderSubmenuItems<D extends MenuData>(data: D, menuItemId: string, next: readonly SubmenuItemRow[]): D {
  return { ...data, submenu_items: replaceGroup(data.submenu_items, (row) => row.menu_item_id === menuItemId, withOrder(next)) };
}

/** Deleting a menu item deletes its submenu items too (as the database's cascade would). */
export function deleteMenuItem<D extends MenuData>(data: D, id: string): D {
  return {
    ...data,
    menu_items: withOrder(byOrder(data.menu_items.filter((item) => item.id !== id))),
    submenu_items: data.submenu_items.filter((sub) => sub.menu_item_id !== id),
  };
}

export function deleteSubmenuItem<D extends MenuData>(data: D, id: string): D {
  const sub = data.submenu_items.find((row) => row.id === id);
  if (!sub) return data;
  const rest = submenusOf(data.submenu_items, sub.menu_item_id).filter((row) => row.id !== id);
  const without = data.submenu_items.filter((row) => row.id !== id);
  return { ...data, submenu_items: replaceGroup(without, (row) => row.menu_item_id === sub.menu_item_id, withOrder(rest)) };
}

/**
 * Nesting: the submenu item moves under another menu item, last there; both groups are renumbered. Moving
 * to its own parent or to an unknown menu item changes nothing.
 */
export function moveSubmenuItem<D extends MenuData>(data: D, id: string, toMenuItemId: string): D {
  const sub = data.submenu_items.find((row) => row.id === id);
  if (!sub || sub.menu_item_id === toMenuItemId || !data.menu_items.some((item) => item.id === toMenuItemId)) return data;
  const removed = deleteSubmenuItem(data, id);
  return addSubmenuItem(removed, { ...sub, menu_item_id: toMenuItemId });
}

/** Which menu item a new submenu item goes under: the one asked for, else the first in the menu. */
export function defaultParentId(menuItems: readonly MenuItemRow[]): string | null {
  return byOrder(menuItems)[0]?.id ?? null;
}
