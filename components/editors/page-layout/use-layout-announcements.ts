"use client";

import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";
import { useTranslations } from "next-intl";
import { useMemo, useRef } from "react";

/**
 * What a screen reader hears while a section is moved: its title and its position, never an id.
 * `keys` are the rows in the order shown; `titleOf` names a row by its key.
 */
export function useLayoutAnnouncements(keys: readonly string[], titleOf: (key: UniqueIdentifier) => string) {
  const t = useTranslations("Editors.pageLayout.announce");
  // dnd-kit reports the lifted section over its own place at once: only a change of place is spoken, so
  // "Picked up" is heard.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  return useMemo(() => {
    const place = (key: UniqueIdentifier) => ({ position: keys.indexOf(String(key)) + 1, count: keys.length });
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return t("pickedUp", { title: titleOf(active.id), ...place(active.id) });
      },
      onDragOver: ({ active, over }) => {
        const now = over?.id ?? null;
        if (now === lastOver.current) return undefined;
        lastOver.current = now;
        return over ? t("over", { title: titleOf(active.id), ...place(over.id) }) : t("outside", { title: titleOf(active.id) });
      },
      onDragEnd: ({ active, over }) =>
        over ? t("dropped", { title: titleOf(active.id), ...place(over.id) }) : t("cancelled", { title: titleOf(active.id), ...place(active.id) }),
      onDragCancel: ({ active }) => t("cancelled", { title: titleOf(active.id), ...place(active.id) }),
    };
    const screenReaderInstructions: ScreenReaderInstructions = { draggable: t("instructions") };
    return { announcements, screenReaderInstructions, moved: (key: string, position: number) => t("moved", { title: titleOf(key), position, count: keys.length }) };
  }, [keys, titleOf, t]);
}
