"use client";

import { useRef, type PointerEvent } from "react";
import { useReducedMotion } from "@/lib/hero/use-reduced-motion";

const TILES = ["md:col-span-2 md:row-span-2", "", "", "md:col-span-2", "", ""];

/** Bento tiles with a soft spotlight that follows the pointer; no spotlight under reduced motion. */
export function MagicBento() {
  const grid = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    if (reduced || !grid.current) return;
    const box = grid.current.getBoundingClientRect();
    grid.current.style.setProperty("--spot-x", `${event.clientX - box.left}px`);
    grid.current.style.setProperty("--spot-y", `${event.clientY - box.top}px`);
  };

  return (
    <div
      ref={grid}
      aria-hidden
      data-animation="MagicBento"
      onPointerMove={follow}
      className="absolute inset-0 grid grid-cols-2 gap-3 p-3 opacity-60 md:grid-cols-4 md:grid-rows-2"
      style={{ background: "radial-gradient(400px circle at var(--spot-x, -500px) var(--spot-y, -500px), rgba(124,58,237,0.18), transparent 60%)" }}
    >
      {TILES.map((span, i) => (
        <div key={i} className={`rounded-2xl border border-violet-200/60 bg-white/30 ${span}`} />
      ))}
    </div>
  );
}
