"use client";

import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";
import { useTranslations } from "next-intl";
import { useMemo } from "react";

/**
 * What a screen reader hears while a card is dragged (issue 13: the card's title and its new position,
 * never an id). `titleOf` names a card by its id.
 */
export function useMetricAnnouncements(ids: string[], titleOf: (id: UniqueIdentifier) => string) {
  const t = useTranslations("Editors.metrics.announce");
  return useMemo(() => {
    const place = (id: UniqueIdentifier) => ({ position: ids.indexOf(String(id)) + 1, count: ids.length });
    const announcements: Announcements = {
      onDragStart: ({ active }) => t("pickedUp", { title: titleOf(active.id), ...place(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? t("over", { title: titleOf(active.id), ...place(over.id) }) : t("outside", { title: titleOf(active.id) }),
      onDragEnd: ({ active, over }) =>
        over ? t("dropped", { title: titleOf(active.id), ...place(over.id) }) : t("cancelled", { title: titleOf(active.id), ...place(active.id) }),
      onDragCancel: ({ active }) => t("cancelled", { title: titleOf(active.id), ...place(active.id) }),
    };
    const screenReaderInstructions: ScreenReaderInstructions = { draggable: t("instructions") };
    return { announcements, screenReaderInstructions, moved: (id: string, position: number) => t("moved", { title: titleOf(id), position, count: ids.length }) };
  }, [ids, titleOf, t]);
}
