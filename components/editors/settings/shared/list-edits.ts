// Pure edits of the Global Settings lists (draft rows as GET /api/organizations/{orgId} answers them). The
// PUT takes each list whole with `order` as sent, so every edit that changes places renumbers 0..n-1.

interface WithId {
  id: string;
}
interface Ordered extends WithId {
  order: number;
}

/** The items with `order` rewritten to their places 0..n-1; unchanged items stay the same objects. */
export function withOrder<T extends Ordered>(items: readonly T[]): T[] {
  return items.map((item, index) => (item.order === index ? item : { ...item, order: index }));
}

/** The items with the one at `from` moved to `to`; the same array when the move goes nowhere. */
export function moveItem<T>(items: readonly T[], from: number, to: number): readonly T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** The list with `item` added last (its `order` is the new last place). */
export function appendItem<T extends Ordered>(items: readonly T[], item: T): T[] {
  return withOrder([...items, item]);
}

/** The list with the item of `id` changed; other items stay the same objects. */
export function changeItem<T extends WithId>(items: readonly T[], id: string, changes: Partial<T>): T[] {
  return items.map((item) => (item.id === id ? { ...item, ...changes } : item));
}

/** The list without the item of `id`. */
export function removeItem<T extends WithId>(items: readonly T[], id: string): T[] {
  return items.filter((item) => item.id !== id);
}

/** The list in a new order with `order` rewritten 0..n-1. */
export function reorderItems<T extends Ordered>(next: readonly T[]): T[] {
  return withOrder(next);
}

/**
 * A flat list (every product's plans, every category's services) with one group replaced by `group`:
 * the group's old places take its new items in turn, so other rows keep their places (and an unchanged
 * draft still equals its snapshot); items beyond the old places are added at the end.
 */
export function replaceGroup<T extends WithId>(items: readonly T[], inGroup: (item: T) => boolean, group: readonly T[]): T[] {
  let taken = 0;
  const next: T[] = [];
  for (const item of items) {
    if (!inGroup(item)) next.push(item);
    else if (taken < group.length) next.push(group[taken++]);
  }
  return [...next, ...group.slice(taken)];
}
