"use client";

import { Children, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { fillMessage } from "@/lib/i18n/fill-message";
import { MOBILE_BREAKPOINT_PX, SLIDER_INTERVAL_MS } from "@/lib/sections/constants";
import { nextIndex, previousIndex, shouldAutoAdvance, showControls, swipeDirection, visibleCards } from "@/lib/sections/slider";
import { useMediaQuery } from "@/lib/sections/use-media-query";
import { useInterval } from "@/lib/use-interval";

/**
 * The metrics slider: the cards are rendered on the server and passed in as children, so this island
 * only moves a window over them. Every card stays in the HTML; those outside the window are hidden.
 */
export function MetricsSlider({ gridColumns, label, children }: { gridColumns: number; label: string; children: ReactNode }) {
  const t = useTranslations("Sections");
  const slides = Children.toArray(children);
  const count = slides.length;
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const touchStart = useRef<number | null>(null);
  const visible = Math.min(count, visibleCards(gridColumns, isMobile));
  const autoAdvance = shouldAutoAdvance({ isSlider: true, hovered, isMobile, count });

  useInterval(() => setIndex((current) => nextIndex(current, count)), autoAdvance ? SLIDER_INTERVAL_MS : null);

  const go = (direction: "next" | "previous" | null) => {
    if (direction === "next") setIndex((current) => nextIndex(current, count));
    if (direction === "previous") setIndex((current) => previousIndex(current, count));
  };

  return (
    <div
      className="relative"
      // The slides' width: as many side by side as the window shows (app/section-classes.css .slide).
      style={{ "--visible": visible } as CSSProperties}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onTouchStart={(event) => (touchStart.current = event.touches[0]?.clientX ?? null)}
      onTouchEnd={(event) => {
        const end = event.changedTouches[0]?.clientX;
        if (touchStart.current !== null && end !== undefined) go(swipeDirection(touchStart.current, end));
        touchStart.current = null;
      }}
    >
      <div className="flex gap-6" aria-live={autoAdvance ? "off" : "polite"}>
        {slides.map((slide, i) => {
          const order = (i - index + count) % count;
          return (
            <div key={i} style={{ order }} className={order < visible ? "slide" : "hidden"}>
              {slide}
            </div>
          );
        })}
      </div>
      {showControls(count) && (
        <div className="slider-controls">
          <button type="button" onClick={() => go("previous")} aria-label={t("previous")} className="slider-arrow slider-previous" />
          <div className="flex gap-1">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={fillMessage(t.raw("goToSlide"), { number: i + 1 })}
                aria-current={i === index}
                className="slider-dot"
              />
            ))}
          </div>
          <button type="button" onClick={() => go("next")} aria-label={t("next")} className="slider-arrow slider-next" />
        </div>
      )}
    </div>
  );
}
