"use client";

import { useTranslations } from "next-intl";
import type { KeyboardEvent } from "react";
import type { UseFormReturn } from "react-hook-form";
import { HERO_TITLE_SIZES } from "@/lib/hero/constants";
import { sizeClassFor, sizeClassPx } from "@/lib/hero/resize";
import type { HeroFormValues } from "./form-schema";
import { HANDLE } from "./handle-style";
import type { Box } from "./use-element-box";
import { useDrag } from "./use-drag";

type TitleSize = (typeof HERO_TITLE_SIZES)[number];
const isTitleSize = (value: string): value is TitleSize => (HERO_TITLE_SIZES as readonly string[]).includes(value);

interface TitleSizeHandleProps {
  form: UseFormReturn<HeroFormValues>;
  box: Box;
  announce(text: string): void;
}

/**
 * The title's drag handle (spec 001 §2.4, §5): dragging right or down enlarges the desktop size; the
 * dragged size is clamped to 12–120 px, rounded to 4 px, then kept as the nearest title size class. On
 * the keyboard it is a slider: arrow keys step one size, Home and End go to the smallest and largest.
 */
export function TitleSizeHandle({ form, box, announce }: TitleSizeHandleProps) {
  const t = useTranslations("Editors.hero.handles");
  const stored = form.getValues("title_style.size.desktop");
  const current: TitleSize = isTitleSize(stored) ? stored : "text-6xl";
  const px = sizeClassPx(current, "text-6xl");
  const label = (size: TitleSize) => t("titleSizeValue", { px: sizeClassPx(size, "text-6xl"), size });

  const set = (size: TitleSize) => {
    if (size !== form.getValues("title_style.size.desktop")) form.setValue("title_style.size.desktop", size, { shouldDirty: true });
  };
  const drag = useDrag(
    () => px,
    (startPx, dx, dy) => set(sizeClassFor(startPx + dx + dy, HERO_TITLE_SIZES)),
    () => {
      const end = form.getValues("title_style.size.desktop");
      announce(label(isTitleSize(end) ? end : current));
    },
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const at = HERO_TITLE_SIZES.indexOf(current);
    const step: Record<string, number> = { ArrowUp: at + 1, ArrowRight: at + 1, ArrowDown: at - 1, ArrowLeft: at - 1, Home: 0, End: HERO_TITLE_SIZES.length - 1 };
    if (!(event.key in step)) return;
    event.preventDefault();
    const next = HERO_TITLE_SIZES[Math.min(HERO_TITLE_SIZES.length - 1, Math.max(0, step[event.key]))];
    set(next);
    announce(label(next));
  };

  return (
    <span
      role="slider"
      tabIndex={0}
      aria-label={t("titleSize")}
      aria-valuemin={sizeClassPx(HERO_TITLE_SIZES[0], "text-6xl")}
      aria-valuemax={sizeClassPx(HERO_TITLE_SIZES[HERO_TITLE_SIZES.length - 1], "text-6xl")}
      aria-valuenow={px}
      aria-valuetext={label(current)}
      data-testid="title-size-handle"
      onKeyDown={onKeyDown}
      {...drag}
      className={`${HANDLE} cursor-nwse-resize`}
      style={{ left: box.left + box.width - 8, top: box.top + box.height - 8 }}
    />
  );
}
