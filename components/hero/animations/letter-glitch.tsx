"use client";

import { useEffect, useRef } from "react";
import { useReducedMotion } from "@/lib/hero/use-reduced-motion";

const GLYPHS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789#$%&*+<>/";
const CELL = 18;
const COLORS = ["#0f766e", "#0369a1", "#6d28d9"];

/** A field of letters that flicker and change; drawn once and left still under reduced motion. */
export function LetterGlitch() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const reduced = useReducedMotion();

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext("2d");
    if (!element || !context) return;
    const glyph = () => GLYPHS[Math.floor(Math.random() * GLYPHS.length)] ?? "A";
    const paint = (x: number, y: number) => {
      context.clearRect(x * CELL, y * CELL, CELL, CELL);
      context.fillStyle = COLORS[Math.floor(Math.random() * COLORS.length)] ?? COLORS[0]!;
      context.fillText(glyph(), x * CELL + 3, y * CELL + 14);
    };
    const { width, height } = element.getBoundingClientRect();
    Object.assign(element, { width, height });
    context.font = "14px ui-monospace, monospace";
    const columns = Math.ceil(width / CELL);
    const rows = Math.ceil(height / CELL);
    for (let x = 0; x < columns; x++) for (let y = 0; y < rows; y++) paint(x, y);
    if (reduced) return;
    const timer = setInterval(() => {
      for (let i = 0; i < Math.ceil((columns * rows) / 40); i++) {
        paint(Math.floor(Math.random() * columns), Math.floor(Math.random() * rows));
      }
    }, 80);
    return () => clearInterval(timer);
  }, [reduced]);

  return <canvas ref={canvas} aria-hidden data-animation="LetterGlitch" className="pointer-events-none absolute inset-0 h-full w-full opacity-20" />;
}
