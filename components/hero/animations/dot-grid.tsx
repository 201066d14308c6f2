"use client";

import { useEffect, useRef } from "react";
import { useReducedMotion } from "@/lib/hero/use-reduced-motion";

const GAP = 28;

/** A grid of dots that swell near the pointer and breathe slowly; still when reduced motion is asked for. */
export function DotGrid() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const reduced = useReducedMotion();

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext("2d");
    if (!element || !context) return;
    const pointer = { x: -1000, y: -1000 };
    let frame = 0;
    const draw = (time: number) => {
      const { width, height } = element.getBoundingClientRect();
      if (element.width !== width || element.height !== height) Object.assign(element, { width, height });
      context.clearRect(0, 0, width, height);
      for (let x = GAP / 2; x < width; x += GAP) {
        for (let y = GAP / 2; y < height; y += GAP) {
          const near = Math.max(0, 1 - Math.hypot(x - pointer.x, y - pointer.y) / 160);
          const breathe = reduced ? 0 : Math.sin(time / 900 + (x + y) / 90) * 0.4;
          context.fillStyle = `rgba(14, 116, 144, ${0.18 + near * 0.5})`;
          context.beginPath();
          context.arc(x, y, 1.6 + breathe + near * 3, 0, Math.PI * 2);
          context.fill();
        }
      }
      if (!reduced) frame = requestAnimationFrame(draw);
    };
    const move = (event: PointerEvent) => {
      const box = element.getBoundingClientRect();
      pointer.x = event.clientX - box.left;
      pointer.y = event.clientY - box.top;
      if (reduced) draw(0);
    };
    window.addEventListener("pointermove", move, { passive: true });
    frame = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("pointermove", move);
    };
  }, [reduced]);

  return <canvas ref={canvas} aria-hidden data-animation="DotGrid" className="pointer-events-none absolute inset-0 h-full w-full" />;
}
