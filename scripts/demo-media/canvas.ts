import type { Palette } from "./palette";
import { el, glow, gradient, random, type Random } from "./svg";

export interface Size {
  width: number;
  height: number;
}

export const HERO: Size = { width: 1600, height: 900 };
export const CARD: Size = { width: 800, height: 600 };
/** Shown cropped to a circle (metrics with is_image_rounded_full). */
export const ROUND: Size = { width: 600, height: 600 };

/** What a scene draws on: the image's size, its organisation's palette, a random source seeded by its name, and its gradients. */
export interface Canvas extends Size {
  p: Palette;
  rnd: Random;
  /** Registers a linear gradient and answers its fill. */
  fill(stops: string[], direction?: "down" | "across"): string;
  /** Registers a soft radial glow and answers its fill. */
  glow(color: string): string;
  /** Registers a tile repeated across whatever it fills (windows, tiles, dots): one tile instead of hundreds of shapes. */
  tile(width: number, height: number, body: string): string;
}

export function createCanvas(size: Size, palette: Palette, seed: string) {
  const defs: string[] = [];
  const register = (markup: (id: string) => string) => {
    const id = `g${defs.length}`;
    defs.push(markup(id));
    return `url(#${id})`;
  };
  const canvas: Canvas = {
    ...size,
    p: palette,
    rnd: random(seed),
    fill: (stops, direction = "down") => register((id) => gradient(id, stops, direction)),
    glow: (color) => register((id) => glow(id, color)),
    tile: (width, height, body) => register((id) => el("pattern", { id, width, height, patternUnits: "userSpaceOnUse" }, body)),
  };
  return { canvas, defs: () => defs.join("") };
}


/** One demo image: its file name (as seed.sql names it, without the extension), size, description and drawing. */
export interface DemoImage {
  name: string;
  size: Size;
  alt: string;
  draw(c: Canvas): string;
}
