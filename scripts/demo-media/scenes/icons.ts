import type { Canvas } from "../canvas";
import { circle, group, n, path, poly, rect, text } from "../svg";

/** Pictograms drawn on a 100 × 100 grid in two colours: a stroke and a fill. */
type Glyph = (stroke: string, fill: string) => string;

const s = (d: string, stroke: string, width = 5, fill = "none") => path(d, fill, { stroke, "stroke-width": width, "stroke-linecap": "round", "stroke-linejoin": "round" });

export const GLYPHS = {
  shieldLock: (st, fi) => s("M50 8L84 20V46C84 68 70 84 50 92C30 84 16 68 16 46V20Z", st, 5, fi) + rect(36, 46, 28, 22, st, { rx: 4 }) + s("M41 46V38a9 9 0 0 1 18 0V46", st, 5) + circle(50, 56, 3.5, fi),
  magnifier: (st, fi) => circle(42, 42, 24, fi, { stroke: st, "stroke-width": 6 }) + s("M60 60L86 86", st, 9) + s("M30 48L38 40L45 46L55 34", st, 4),
  compass: (st, fi) => s("M50 12L30 88M50 12L70 88", st, 6) + circle(50, 14, 7, fi, { stroke: st, "stroke-width": 4 }) + s("M24 64Q50 78 76 64", st, 4) + rect(38, 84, 24, 6, fi),
  rocket: (st, fi) => s("M50 8C66 20 70 44 62 66H38C30 44 34 20 50 8Z", st, 5, fi) + circle(50, 36, 7, st) + s("M38 52L24 68L38 66M62 52L76 68L62 66", st, 5) + s("M44 74L42 88M50 74V92M56 74L58 88", st, 4),
  cycle: (st, fi) => s("M80 50A30 30 0 1 1 68 26", st, 6) + poly([[60, 16], [78, 24], [64, 36]], st) + s("M50 66C38 58 40 40 58 34C60 50 58 60 50 66ZM50 66V74", st, 4, fi),
  guide: (st, fi) => s("M50 90C50 90 22 60 22 40a28 28 0 0 1 56 0C78 60 50 90 50 90Z", st, 5, fi) + circle(50, 40, 10, st) + s("M66 18V2L82 7L66 12", st, 4),
  hotel: (st, fi) => s("M12 78V30M12 58H88V78M12 66H88", st, 6) + rect(20, 44, 22, 14, fi, { rx: 6, stroke: st, "stroke-width": 4 }) + s("M46 58V46H80a8 8 0 0 1 8 8V58", st, 5, fi) + [30, 50, 70].map((x) => poly(star(x, 16, 7), st)).join(""),
  headset: (st, fi) => s("M20 58V48a30 30 0 0 1 60 0V58", st, 6) + rect(14, 52, 16, 26, fi, { rx: 6, stroke: st, "stroke-width": 5 }) + rect(70, 52, 16, 26, fi, { rx: 6, stroke: st, "stroke-width": 5 }) + s("M78 78C78 88 66 90 56 90", st, 4) + circle(52, 90, 5, st),
  priceTag: (st, fi) => s("M50 12H84V46L46 84L12 50Z", st, 5, fi) + circle(70, 26, 6, st) + s("M52 38a12 12 0 1 0 0 22M34 46H50M34 53H50", st, 4),
  housePlus: (st, fi) => s("M14 48L50 18L86 48M24 40V84H76V40", st, 6, fi) + s("M50 46V74M36 60H64", st, 7),
  houseBrush: (st, fi) => s("M14 48L50 18L86 48M24 40V84H76V40", st, 6, fi) + rect(40, 52, 34, 12, st, { rx: 3 }) + s("M57 64V80", st, 6) + s("M30 84V62", st, 4, "none"),
  beams: (st, fi) => [0, 1, 2].map((i) => rect(14 + i * 6, 22 + i * 22, 72 - i * 12, 14, fi, { stroke: st, "stroke-width": 4, rx: 2 })).join("") + s("M26 22V80M74 22V80", st, 4) + s("M20 86H80", st, 6),
  clipboard: (st, fi) => rect(22, 16, 56, 76, fi, { rx: 6, stroke: st, "stroke-width": 5 }) + rect(38, 10, 24, 12, st, { rx: 4 }) + s("M32 40L38 46L48 34M54 42H68M32 62L38 68L48 56M54 64H68", st, 4),
  calendar: (st, fi) => rect(14, 20, 72, 66, fi, { rx: 8, stroke: st, "stroke-width": 5 }) + rect(14, 20, 72, 16, st, { rx: 8 }) + s("M32 12V26M68 12V26", st, 5) + s("M30 58L42 70L68 46", st, 6),
} satisfies Record<string, Glyph>;

function star(cx: number, cy: number, r: number): [number, number][] {
  return Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 ? r * 0.45 : r;
    return [cx + radius * Math.cos(a), cy + radius * Math.sin(a)] as [number, number];
  });
}

export type GlyphName = keyof typeof GLYPHS;

/** A pictogram centred on a soft card: the illustration for a metric or a badge. */
export function iconCard(c: Canvas, glyph: GlyphName, o: { stroke?: string; fill?: string; step?: string } = {}) {
  const stroke = o.stroke ?? c.p.primary;
  const fill = o.fill ?? c.p.light;
  const size = Math.min(c.width, c.height) * 0.5;
  let out = rect(0, 0, c.width, c.height, c.fill([c.p.paper, c.p.light]));
  for (let i = 0; i < 6; i++) out += circle(c.rnd.between(0, c.width), c.rnd.between(0, c.height), c.rnd.between(20, 90), c.p.mid, { opacity: "0.12" });
  out += circle(c.width / 2, c.height / 2, size * 0.85, "#ffffff") + circle(c.width / 2, c.height / 2, size * 0.85, "none", { stroke, "stroke-width": 3, "stroke-opacity": "0.3", "stroke-dasharray": "6 10" });
  out += group(GLYPHS[glyph](stroke, fill), { transform: `translate(${n(c.width / 2 - size / 2)} ${n(c.height / 2 - size / 2)}) scale(${n(size / 100)})` });
  if (o.step) out += circle(c.width / 2 + size * 0.62, c.height / 2 - size * 0.62, size * 0.16, o.stroke ?? c.p.accent) + text(c.width / 2 + size * 0.62, c.height / 2 - size * 0.62 + size * 0.06, o.step, { fill: "#ffffff", "font-family": c.p.font, "font-size": n(size * 0.17), "font-weight": 700, "text-anchor": "middle" });
  return out;
}

/** A bare pictogram on transparent ground, for small badges (the privacy settings icon). */
export const badge = (c: Canvas, glyph: GlyphName) => group(GLYPHS[glyph](c.p.primary, c.p.light), { transform: `scale(${n(c.width / 100)})` });

