"use client";

import { useRef } from "react";
import { useFrameLoop } from "@/lib/hero/use-frame-loop";
import { useReducedMotion } from "@/lib/hero/use-reduced-motion";

const GLYPHS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789#$%&*+<>/";
const CELL = 18;
const COLORS = ["#0f766e", "#0369a1", "#6d28d9"];
/** A calm flicker: a few letters change about ten times a second. */
const FPS = 10;

const pick = <T,>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** A field of letters that flicker and change; drawn once and left still under reduced motion. */
export function LetterGlitch() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const size = useRef({ columns: 0, rows: 0 });
  const reduced = useReducedMotion();

  const draw = () => {
    const element = canvas.current;
    const context = element?.getContext("2d");
    if (!element || !context) return;
    const paint = (x: number, y: number) => {
      context.clearRect(x * CELL, y * CELL, CELL, CELL);
      context.fillStyle = pick(COLORS);
      context.fillText(pick([...GLYPHS]), x * CELL + 3, y * CELL + 14);
    };
    const { width, height } = element.getBoundingClientRect();
    const columns = Math.ceil(width / CELL);
    const rows = Math.ceil(height / CELL);
    if (columns !== size.current.columns || rows !== size.current.rows) {
      // First frame, or the hero changed size: fill the whole field once.
      Object.assign(element, { width: Math.round(width), height: Math.round(height) });
      context.font = "14px ui-monospace, monospace";
      size.current = { columns, rows };
      for (let x = 0; x < columns; x++) for (let y = 0; y < rows; y++) paint(x, y);
      return;
    }
    for (let i = 0; i < Math.ceil((columns * rows) / 40); i++) paint(Math.floor(Math.random() * columns), Math.floor(Math.random() * rows));
  };

  useFrameLoop(canvas, draw, { fps: FPS, running: !reduced });

  return <canvas ref={canvas} aria-hidden data-animation="LetterGlitch" className="pointer-events-none absolute inset-0 h-full w-full opacity-20" />;
}
