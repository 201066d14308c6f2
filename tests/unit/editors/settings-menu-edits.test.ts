import { describe, expect, it } from "vitest";
import {
  addMenuItem,
  addSubmenuItem,
  byOrder,
  defaultParentId,
  deleteMenuItem,
  deleteSubmenuItem,
  moveSubmenuItem,
  newMenuItem,
  newSubmenuItem,
  reorderMenuItems,
  reorderSubmenuItems,
  submenusOf,
} from "@/components/editors/settings/menu/menu-edits";
import { isNewId, type MenuItemRow, type SubmenuItemRow } from "@/lib/organizations/types";

const ORG = "20000000-0000-4000-8000-000000000000";

function menuItem(id: string, order: number): MenuItemRow {
  return { ...newMenuItem(ORG), id, display_name: id, order };
}
function submenu(id: string, parent: string, order: number): SubmenuItemRow {
  return { ...newSubmenuItem(ORG, parent), id, name: id, order };
}
function menu() {
  return {
    menu_items: [menuItem("destinos", 0), menuItem("experiencias", 1), menuItem("blog", 2)],
    submenu_items: [submenu("andalucia", "destinos", 0), submenu("canarias", "destinos", 1), submenu("lisboa", "destinos", 2), submenu("tapas", "experiencias", 0)],
  };
}
const names = (rows: readonly { id: string; order: number }[]) => byOrder(rows).map((row) => `${row.id}:${row.order}`);

describe("menu tab edits", () => {
  it("creates new items with temporary ids the server recognises, shown and not in the footer", () => {
    const item = newMenuItem(ORG);
    expect(isNewId(item.id)).toBe(true);
    expect(item).toMatchObject({ organization_id: ORG, is_displayed: true, is_displayed_on_footer: false, menu_items_are_text: false });
    const sub = newSubmenuItem(ORG, item.id);
    expect(sub.menu_item_id).toBe(item.id);
    expect(isNewId(sub.id)).toBe(true);
  });

  it("adds a menu item last and a submenu item last under its own menu item", () => {
    const data = addSubmenuItem(addMenuItem(menu(), menuItem("nuevo", 0)), submenu("madeira", "destinos", 0));
    expect(names(data.menu_items)).toEqual(["destinos:0", "experiencias:1", "blog:2", "nuevo:3"]);
    expect(names(submenusOf(data.submenu_items, "destinos"))).toEqual(["andalucia:0", "canarias:1", "lisboa:2", "madeira:3"]);
    expect(names(submenusOf(data.submenu_items, "experiencias"))).toEqual(["tapas:0"]);
  });

  it("moves a submenu item to another menu item, last there, renumbering both menus", () => {
    const data = moveSubmenuItem(menu(), "canarias", "experiencias");
    expect(names(submenusOf(data.submenu_items, "destinos"))).toEqual(["andalucia:0", "lisboa:1"]);
    expect(names(submenusOf(data.submenu_items, "experiencias"))).toEqual(["tapas:0", "canarias:1"]);
    expect(data.submenu_items.find((sub) => sub.id === "canarias")?.menu_item_id).toBe("experiencias");
  });

  it("moves a submenu item under a menu item that is not saved yet", () => {
    const fresh = newMenuItem(ORG);
    const data = moveSubmenuItem(addMenuItem(menu(), fresh), "tapas", fresh.id);
    expect(submenusOf(data.submenu_items, fresh.id).map((sub) => sub.id)).toEqual(["tapas"]);
    expect(submenusOf(data.submenu_items, "experiencias")).toEqual([]);
  });

  it("leaves the menu unchanged when moving to the same or an unknown menu item", () => {
    const data = menu();
    expect(moveSubmenuItem(data, "canarias", "destinos")).toBe(data);
    expect(moveSubmenuItem(data, "canarias", "elsewhere")).toBe(data);
    expect(moveSubmenuItem(data, "missing", "blog")).toBe(data);
  });

  it("deletes a menu item together with its submenu items and closes the gap", () => {
    const data = deleteMenuItem(menu(), "destinos");
    expect(names(data.menu_items)).toEqual(["experiencias:0", "blog:1"]);
    expect(data.submenu_items.map((sub) => sub.id)).toEqual(["tapas"]);
  });

  it("deletes one submenu item and renumbers only its menu", () => {
    const data = deleteSubmenuItem(menu(), "andalucia");
    expect(names(submenusOf(data.submenu_items, "destinos"))).toEqual(["canarias:0", "lisboa:1"]);
    expect(names(submenusOf(data.submenu_items, "experiencias"))).toEqual(["tapas:0"]);
  });

  it("reorders menu items and one menu's submenu items, rewriting order 0..n-1", () => {
    const data = menu();
    const items = reorderMenuItems(data, [data.menu_items[2], data.menu_items[0], data.menu_items[1]]);
    expect(names(items.menu_items)).toEqual(["blog:0", "destinos:1", "experiencias:2"]);
    const subs = submenusOf(data.submenu_items, "destinos");
    const reordered = reorderSubmenuItems(data, "destinos", [subs[2], subs[0], subs[1]]);
    expect(names(submenusOf(reordered.submenu_items, "destinos"))).toEqual(["lisboa:0", "andalucia:1", "canarias:2"]);
    expect(reordered.submenu_items.find((sub) => sub.id === "tapas")).toBe(data.submenu_items[3]);
  });

  it("puts a new submenu item under the first menu item, or none when the menu is empty", () => {
    expect(defaultParentId([menuItem("b", 1), menuItem("a", 0)])).toBe("a");
    expect(defaultParentId([])).toBeNull();
  });
});
