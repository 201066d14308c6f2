"use client";

import { useLayoutEffect, useState } from "react";

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const same = (a: Box | null, b: Box | null) =>
  a === b || (a !== null && b !== null && a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height);

function measure(frame: HTMLElement, selector: string): Box | null {
  const element = frame.querySelector(selector);
  if (!element) return null;
  const outer = frame.getBoundingClientRect();
  const inner = element.getBoundingClientRect();
  return { left: inner.left - outer.left, top: inner.top - outer.top, width: inner.width, height: inner.height };
}

/**
 * Where the element `selector` finds inside `frame` is, relative to the frame: measured whenever `content`
 * (what the preview renders) changes and whenever the frame's size changes.
 */
export function useElementBox(frame: HTMLElement | null, selector: string, content: unknown): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useLayoutEffect(() => {
    if (!frame) return;
    const next = measure(frame, selector);
    // Only a moved or resized element sets state, so measuring after each render settles at once.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the handles follow the rendered layout
    setBox((current) => (same(current, next) ? current : next));
  }, [frame, selector, content]);
  useLayoutEffect(() => {
    if (!frame) return;
    const observer = new ResizeObserver(() => {
      const next = measure(frame, selector);
      setBox((current) => (same(current, next) ? current : next));
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frame, selector]);
  return box;
}
