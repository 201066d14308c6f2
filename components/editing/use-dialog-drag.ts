"use client";

import { useCallback, useRef, useState, type PointerEvent } from "react";

/** How much of a dragged dialog stays on screen: its header can always be grabbed again. */
const KEEP_VISIBLE_PX = 80;
const HEADER_PX = 48;

export interface Box {
  left: number;
  top: number;
  width: number;
}

/** Limits a drag so the dialog's header stays inside the viewport (at least KEEP_VISIBLE_PX of it). */
export function clampDrag(box: Box, dx: number, dy: number, viewport: { width: number; height: number }): { dx: number; dy: number } {
  const left = Math.min(Math.max(box.left + dx, KEEP_VISIBLE_PX - box.width), viewport.width - KEEP_VISIBLE_PX);
  const top = Math.min(Math.max(box.top + dy, 0), viewport.height - HEADER_PX);
  return { dx: left - box.left, dy: top - box.top };
}

interface DragStart {
  x: number;
  y: number;
  offset: { x: number; y: number };
  box: Box;
}

/**
 * Spec 001 §2: editor dialogs are draggable (by their header, with the pointer) and not resizable.
 * Presses on the header's buttons stay clicks.
 */
export function useDialogDrag(enabled: boolean) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const start = useRef<DragStart | null>(null);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (!enabled || event.button !== 0) return;
      if (event.target instanceof Element && event.target.closest("button, a, input, select, textarea")) return;
      const dialog = event.currentTarget.closest("dialog");
      if (!dialog) return;
      const rect = dialog.getBoundingClientRect();
      start.current = { x: event.clientX, y: event.clientY, offset, box: { left: rect.left, top: rect.top, width: rect.width } };
      event.currentTarget.setPointerCapture(event.pointerId);
      event.preventDefault();
    },
    [enabled, offset],
  );

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from) return;
    const { dx, dy } = clampDrag(from.box, event.clientX - from.x, event.clientY - from.y, { width: window.innerWidth, height: window.innerHeight });
    setOffset({ x: from.offset.x + dx, y: from.offset.y + dy });
  }, []);

  const onPointerUp = useCallback(() => {
    start.current = null;
  }, []);

  return {
    style: enabled ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : undefined,
    handleProps: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
    /** Back to the centre (leaving fullscreen). */
    reset: useCallback(() => setOffset({ x: 0, y: 0 }), []),
  };
}
