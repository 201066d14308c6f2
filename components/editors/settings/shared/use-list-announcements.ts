"use client";

import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";
import { useTranslations } from "next-intl";
import { useMemo, useRef } from "react";

/**
 * What a screen reader hears while a list item is moved: its label and its position, never an id.
 * `ids` are the items in the order shown; `labelOf` names an item by its id.
 */
export function useListAnnouncements(ids: readonly string[], labelOf: (id: UniqueIdentifier) => string) {
  const t = useTranslations("Editors.settingsLists.announce");
  // dnd-kit reports the lifted item over its own place at once: only a change of place is spoken, so
  // "Picked up" is heard.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  return useMemo(() => {
    const place = (id: UniqueIdentifier) => ({ position: ids.indexOf(String(id)) + 1, count: ids.length });
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return t("pickedUp", { title: labelOf(active.id), ...place(active.id) });
      },
      onDragOver: ({ active, over }) => {
        const now = over?.id ?? null;
        if (now === lastOver.current) return undefined;
        lastOver.current = now;
        return over ? t("over", { title: labelOf(active.id), ...place(over.id) }) : t("outside", { title: labelOf(active.id) });
      },
      onDragEnd: ({ active, over }) =>
        over ? t("dropped", { title: labelOf(active.id), ...place(over.id) }) : t("cancelled", { title: labelOf(active.id), ...place(active.id) }),
      onDragCancel: ({ active }) => t("cancelled", { title: labelOf(active.id), ...place(active.id) }),
    };
    const screenReaderInstructions: ScreenReaderInstructions = { draggable: t("instructions") };
    return { announcements, screenReaderInstructions, moved: (id: string, position: number) => t("moved", { title: labelOf(id), position, count: ids.length }) };
  }, [ids, labelOf, t]);
}
