"use client";

import { useRef, type PointerEvent } from "react";

/**
 * Pointer handlers for a resize handle: `onMove` gets how far the pointer went since it was pressed, with
 * what `onStart` returned then; the pointer is captured so a fast drag does not lose the handle.
 */
export function useDrag<S>(onStart: () => S, onMove: (start: S, dx: number, dy: number) => void, onEnd: () => void) {
  const drag = useRef<{ x: number; y: number; start: S } | null>(null);
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { x: event.clientX, y: event.clientY, start: onStart() };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (current) onMove(current.start, event.clientX - current.x, event.clientY - current.y);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (!drag.current) return;
      drag.current = null;
      event.currentTarget.releasePointerCapture(event.pointerId);
      onEnd();
    },
  };
}
