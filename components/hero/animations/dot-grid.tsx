"use client";

import { useEffect, useRef } from "react";
import { useFrameLoop } from "@/lib/hero/use-frame-loop";
import { useReducedMotion } from "@/lib/hero/use-reduced-motion";

const GAP = 28;
const REACH = 160;
const FPS = 20;
const COLOR = "14, 116, 144";

/** A grid of dots that swell near the pointer and breathe slowly; still when reduced motion is asked for. */
export function DotGrid() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pointer = useRef({ x: -1000, y: -1000 });
  const reduced = useReducedMotion();

  const draw = (time: number) => {
    const element = canvas.current;
    const context = element?.getContext("2d");
    if (!element || !context) return;
    const { width, height } = element.getBoundingClientRect();
    if (element.width !== Math.round(width) || element.height !== Math.round(height)) Object.assign(element, { width: Math.round(width), height: Math.round(height) });
    context.clearRect(0, 0, element.width, element.height);
    const { x: px, y: py } = pointer.current;
    // Every dot away from the pointer in one path and one fill; only the few near it are drawn one by one.
    context.fillStyle = `rgba(${COLOR}, 0.18)`;
    context.beginPath();
    const near: [number, number, number][] = [];
    for (let x = GAP / 2; x < width; x += GAP) {
      for (let y = GAP / 2; y < height; y += GAP) {
        const closeness = Math.max(0, 1 - Math.hypot(x - px, y - py) / REACH);
        const breathe = reduced ? 0 : Math.sin(time / 900 + (x + y) / 90) * 0.4;
        if (closeness > 0) near.push([x, y, closeness]);
        else {
          context.moveTo(x + 1.6 + breathe, y);
          context.arc(x, y, 1.6 + breathe, 0, Math.PI * 2);
        }
      }
    }
    context.fill();
    for (const [x, y, closeness] of near) {
      context.fillStyle = `rgba(${COLOR}, ${0.18 + closeness * 0.5})`;
      context.beginPath();
      context.arc(x, y, 1.6 + closeness * 3, 0, Math.PI * 2);
      context.fill();
    }
  };

  useFrameLoop(canvas, draw, { fps: FPS, running: !reduced });

  // The pointer moves the swell; under reduced motion each move redraws once, nothing runs between moves.
  useEffect(() => {
    const move = (event: PointerEvent) => {
      const box = canvas.current?.getBoundingClientRect();
      if (!box) return;
      pointer.current = { x: event.clientX - box.left, y: event.clientY - box.top };
      if (reduced) draw(0);
    };
    window.addEventListener("pointermove", move, { passive: true });
    return () => window.removeEventListener("pointermove", move);
  });

  return <canvas ref={canvas} aria-hidden data-animation="DotGrid" className="pointer-events-none absolute inset-0 h-full w-full" />;
}
