"use client";

import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";

const KEY_STEP_PX = 20;

/** Moves a dialog by its handle with the pointer, or with the arrow keys while the handle has focus. */
export function useDraggable() {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const start = useRef<{ x: number; y: number; ox: number; oy: number } | null>(null);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY, ox: offset.x, oy: offset.y };
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    [offset],
  );
  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from) return;
    setOffset({ x: from.ox + event.clientX - from.x, y: from.oy + event.clientY - from.y });
  }, []);
  const onPointerUp = useCallback(() => {
    start.current = null;
  }, []);
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setOffset((current) => ({ x: current.x + move[0] * KEY_STEP_PX, y: current.y + move[1] * KEY_STEP_PX }));
  }, []);

  return {
    style: { transform: `translate(${offset.x}px, ${offset.y}px)` },
    handleProps: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onKeyDown },
  };
}
