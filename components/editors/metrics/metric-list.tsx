"use client";

import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import type { MetricRow } from "@/lib/sections/queries";
import { SortableMetricCard } from "./sortable-metric-card";
import { useMetricAnnouncements } from "./use-metric-announcements";

interface MetricListProps {
  cards: MetricRow[];
  locale: Locale;
  defaultLocale: Locale;
  /** While an order is being saved the cards stay put: the next move starts from the version it answers. */
  saving: boolean;
  saveOrder(ids: string[]): Promise<boolean>;
  onRemove(id: string): Promise<boolean>;
}

/** The section's cards in order: dragged by their handle (mouse or keyboard) or moved with Move up / Move down. */
export function MetricList({ cards, locale, defaultLocale, saving, saveOrder, onRemove }: MetricListProps) {
  const t = useTranslations("Editors.metrics");
  const ids = cards.map((card) => card.id);
  const [status, setStatus] = useState("");
  // The live region and instructions go inside the modal: everything outside it is inert.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const titleOf = useCallback(
    (id: unknown) => {
      const card = cards.find((metric) => metric.id === id);
      return (card && pickTranslation(card.title, card.title_translation, locale).trim()) || t("untitled");
    },
    [cards, locale, t],
  );
  const speech = useMetricAnnouncements(ids, titleOf);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    // A card above the fold is reached by scrolling the dialog smoothly: the card is over its new place once that ends.
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const move = (id: string, to: number) => {
    const from = ids.indexOf(id);
    if (from < 0 || to < 0 || to >= ids.length || from === to) return;
    void saveOrder(arrayMove(ids, from, to));
    return from;
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(String(active.id), ids.indexOf(String(over.id)));
  };
  const moveBy = (id: string, step: number) => {
    const to = ids.indexOf(id) + step;
    if (move(id, to) !== undefined) setStatus(speech.moved(id, to + 1));
  };

  return (
    <div ref={setContainer}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements: speech.announcements, screenReaderInstructions: speech.screenReaderInstructions, container: container ?? undefined }}
      >
        <SortableContext items={ids} strategy={rectSortingStrategy}>
          <ul aria-label={t("listLabel")} className="flex flex-wrap gap-4" data-testid="metric-cards">
            {cards.map((metric, index) => (
              <SortableMetricCard
                key={metric.id}
                metric={metric}
                title={titleOf(metric.id)}
                position={{ index, count: cards.length }}
                disabled={saving}
                locale={locale}
                defaultLocale={defaultLocale}
                onMove={(step) => moveBy(metric.id, step)}
                onRemove={() => onRemove(metric.id)}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
