"use client";

import { useEffect, useRef, type RefObject } from "react";
import { whenIdle } from "@/lib/when-idle";

interface FrameLoopOptions {
  /** Frames per second at most: a background animation needs few, and every frame costs the main thread. */
  fps: number;
  /** False (reduced motion): `draw` runs once, then only when asked again. */
  running: boolean;
}

/**
 * Calls `draw` for a decorative animation without competing with the page: it starts once the browser is
 * idle (after the first paint and the hero's text), runs at most `fps` times a second, and pauses while the
 * element is off screen or the tab is hidden.
 */
export function useFrameLoop(target: RefObject<Element | null>, draw: (time: number) => void, { fps, running }: FrameLoopOptions) {
  const latest = useRef(draw);
  useEffect(() => {
    latest.current = draw;
  });

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let frame = 0;
    let last = 0;
    let onScreen = true;
    let stopped = false;
    const interval = 1000 / fps;

    const tick = (time: number) => {
      frame = 0;
      if (stopped || !onScreen || document.hidden) return;
      if (time - last >= interval) {
        last = time;
        latest.current(time);
      }
      frame = requestAnimationFrame(tick);
    };
    const resume = () => {
      if (running && !frame && onScreen && !document.hidden) frame = requestAnimationFrame(tick);
    };

    const observer = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? true;
      resume();
    });
    observer.observe(element);
    document.addEventListener("visibilitychange", resume);

    const start = () => {
      latest.current(performance.now());
      resume();
    };
    const cancelStart = whenIdle(start, 2000);

    return () => {
      stopped = true;
      cancelStart();
      cancelAnimationFrame(frame);
      observer.disconnect();
      document.removeEventListener("visibilitychange", resume);
    };
  }, [target, fps, running]);
}
