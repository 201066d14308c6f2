"use client";

import { useTranslations } from "next-intl";
import type { KeyboardEvent } from "react";
import type { UseFormReturn } from "react-hook-form";
import { HERO_DEFAULTS, IMAGE_MIN_PX } from "@/lib/hero/constants";
import { clampImageSide } from "@/lib/hero/resize";
import type { HeroFormValues } from "./form-schema";
import { HANDLE } from "./handle-style";
import type { Box } from "./use-element-box";
import { useDrag } from "./use-drag";

type Side = "width" | "height";

/** Arrow keys move 10 px, with Shift 50 px. */
const KEY_STEP = 10;
const SHIFT_STEP = 50;
/** The renderer shows at most 400 px of height (spec 001 §9): the handle goes no further. */
const MAX = { width: 1280, height: HERO_DEFAULTS.imageMaxHeight };

interface ImageHandlesProps {
  form: UseFormReturn<HeroFormValues>;
  box: Box;
  announce(text: string): void;
}

/**
 * The image's corner and edge handles (spec 001 §2.4, §5): the corner sets width and height, the right
 * edge the width, the bottom edge the height, never under 50 px. The edges are sliders for the keyboard.
 */
export function ImageHandles({ form, box, announce }: ImageHandlesProps) {
  const t = useTranslations("Editors.hero.handles");
  // An auto side starts from the size the image is shown at.
  const shown = { width: Math.round(box.width), height: Math.round(box.height) };
  const value = (side: Side) => form.getValues(`image_style.${side}`) ?? shown[side];
  const sizeText = () => t("imageSizeValue", { width: value("width"), height: value("height") });

  const set = (side: Side, px: number) => {
    const next = Math.min(MAX[side], clampImageSide(px, side));
    if (next !== form.getValues(`image_style.${side}`)) form.setValue(`image_style.${side}`, next, { shouldDirty: true });
  };
  const startSize = () => ({ width: value("width"), height: value("height") });
  const done = () => announce(sizeText());
  const corner = useDrag(startSize, (start, dx, dy) => (set("width", start.width + dx), set("height", start.height + dy)), done);
  const right = useDrag(startSize, (start, dx) => set("width", start.width + dx), done);
  const bottom = useDrag(startSize, (start, _dx, dy) => set("height", start.height + dy), done);

  const keys = (side: Side) => (event: KeyboardEvent<HTMLElement>) => {
    const step = event.shiftKey ? SHIFT_STEP : KEY_STEP;
    const delta: Record<string, number> = { ArrowUp: step, ArrowRight: step, ArrowDown: -step, ArrowLeft: -step };
    if (event.key === "Home") set(side, IMAGE_MIN_PX);
    else if (event.key === "End") set(side, MAX[side]);
    else if (event.key in delta) set(side, value(side) + delta[event.key]);
    else return;
    event.preventDefault();
    announce(sizeText());
  };

  const slider = (side: Side) => ({
    role: "slider",
    tabIndex: 0,
    "aria-label": t(side === "width" ? "imageWidth" : "imageHeight"),
    "aria-orientation": side === "width" ? ("horizontal" as const) : ("vertical" as const),
    "aria-valuemin": IMAGE_MIN_PX,
    "aria-valuemax": MAX[side],
    "aria-valuenow": value(side),
    "aria-valuetext": t("pxValue", { px: value(side) }),
    onKeyDown: keys(side),
  });

  return (
    <>
      <span {...slider("width")} {...right} data-testid="image-width-handle" className={`${HANDLE} cursor-ew-resize`} style={{ left: box.left + box.width - 8, top: box.top + box.height / 2 - 8 }} />
      <span {...slider("height")} {...bottom} data-testid="image-height-handle" className={`${HANDLE} cursor-ns-resize`} style={{ left: box.left + box.width / 2 - 8, top: box.top + box.height - 8 }} />
      {/* The corner is the mouse's shortcut for both sides; the two sliders above are its keyboard way. */}
      <span aria-hidden="true" {...corner} data-testid="image-corner-handle" className={`${HANDLE} cursor-nwse-resize`} style={{ left: box.left + box.width - 8, top: box.top + box.height - 8 }} />
    </>
  );
}
