import { describe, expect, it } from "vitest";
import { appendItem, changeItem, moveItem, removeItem, reorderItems, replaceGroup, withOrder } from "@/components/editors/settings/shared/list-edits";
import { isNewId, newId } from "@/lib/organizations/types";

interface Row {
  id: string;
  order: number;
  name: string;
  group?: string;
}

const rows = (...names: string[]): Row[] => names.map((name, order) => ({ id: `id-${name}`, order, name }));
const names = (list: readonly Row[]) => list.map((row) => row.name);

describe("settings list edits", () => {
  it("adds a new item last with a new id and the next order", () => {
    const list = rows("a", "b");
    const next = appendItem(list, { id: newId(), order: 99, name: "c" });
    expect(names(next)).toEqual(["a", "b", "c"]);
    expect(next[2].order).toBe(2);
    expect(isNewId(next[2].id)).toBe(true);
    expect(next[0]).toBe(list[0]);
  });

  it("changes only the item asked for", () => {
    const list = rows("a", "b");
    const next = changeItem(list, "id-b", { name: "B" });
    expect(names(next)).toEqual(["a", "B"]);
    expect(next[0]).toBe(list[0]);
    expect(list[1].name).toBe("b");
  });

  it("removes an item and renumbers what is left when asked", () => {
    const next = withOrder(removeItem(rows("a", "b", "c"), "id-a"));
    expect(names(next)).toEqual(["b", "c"]);
    expect(next.map((row) => row.order)).toEqual([0, 1]);
  });

  it("reorders with order rewritten 0..n-1", () => {
    const list = rows("a", "b", "c");
    const next = reorderItems(moveItem(list, 2, 0));
    expect(names(next)).toEqual(["c", "a", "b"]);
    expect(next.map((row) => row.order)).toEqual([0, 1, 2]);
  });

  it("keeps the same array when a move goes nowhere", () => {
    const list = rows("a", "b");
    expect(moveItem(list, 0, 0)).toBe(list);
    expect(moveItem(list, 1, 2)).toBe(list);
    expect(moveItem(list, -1, 0)).toBe(list);
  });

  it("replaces one group in a flat list and leaves the other rows where they were", () => {
    const list: Row[] = [
      { id: "p1", order: 0, name: "x1", group: "x" },
      { id: "p2", order: 0, name: "y1", group: "y" },
      { id: "p3", order: 1, name: "x2", group: "x" },
    ];
    const inX = (row: Row) => row.group === "x";
    const group = reorderItems(moveItem(list.filter(inX), 1, 0));
    const next = replaceGroup(list, inX, group);
    expect(names(next)).toEqual(["x2", "y1", "x1"]);
    expect(next.filter(inX).map((row) => row.order)).toEqual([0, 1]);
    expect(next[1]).toBe(list[1]);
  });

  it("adds to and removes from a group in a flat list", () => {
    const list: Row[] = [
      { id: "p1", order: 0, name: "x1", group: "x" },
      { id: "p2", order: 0, name: "y1", group: "y" },
    ];
    const inX = (row: Row) => row.group === "x";
    const grown = replaceGroup(list, inX, appendItem(list.filter(inX), { id: newId(), order: 0, name: "x2", group: "x" }));
    expect(names(grown)).toEqual(["x1", "y1", "x2"]);
    const shrunk = replaceGroup(grown, inX, withOrder(removeItem(grown.filter(inX), "p1")));
    expect(names(shrunk)).toEqual(["x2", "y1"]);
    expect(shrunk[0].order).toBe(0);
  });
});
