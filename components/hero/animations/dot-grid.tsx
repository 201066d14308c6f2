"use client";

import { useEffect, useRef } from "react";

/**
 * A grid of dots that breathes slowly and swells near the pointer. The picture is CSS (`.dot-grid` in
 * app/section-classes.css): the breathing is an opacity animation the compositor runs, and the swell is a mask
 * that follows two custom properties, so no frame of it costs the main thread a script. The breathing pauses
 * while the hero is off screen and never runs under reduced motion (the stylesheet's media query).
 */
export function DotGrid() {
  const grid = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = grid.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => {
      element.dataset.seen = String(entry?.isIntersecting ?? true);
    });
    observer.observe(element);
    // At most one update per frame, with the latest pointer position.
    let frame = 0;
    let pointer = { x: 0, y: 0 };
    const move = (event: PointerEvent) => {
      pointer = { x: event.clientX, y: event.clientY };
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        const box = element.getBoundingClientRect();
        element.style.setProperty("--dot-x", `${pointer.x - box.left}px`);
        element.style.setProperty("--dot-y", `${pointer.y - box.top}px`);
      });
    };
    window.addEventListener("pointermove", move, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("pointermove", move);
      cancelAnimationFrame(frame);
    };
  }, []);

  return <div ref={grid} aria-hidden data-animation="DotGrid" className="dot-grid" />;
}
