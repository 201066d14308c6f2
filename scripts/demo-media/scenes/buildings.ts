import type { Canvas } from "../canvas";
import { circle, el, line, n, path, poly, rect } from "../svg";

/** A whitewashed house with a terracotta roof, as in the pueblos blancos. */
export function whiteHouse(x: number, base: number, w: number, h: number, roof = "#c2410c", door = "#0f766e") {
  let out = rect(x, base - h, w, h, "#fffdf7") + poly([[x - 4, base - h], [x + w + 4, base - h], [x + w - w * 0.12, base - h - h * 0.28], [x + w * 0.12, base - h - h * 0.28]], roof);
  out += rect(x + w * 0.15, base - h * 0.75, w * 0.18, h * 0.22, door, { rx: 2 });
  out += rect(x + w * 0.6, base - h * 0.45, w * 0.2, h * 0.45, door, { rx: w * 0.1 });
  return out;
}

/** A hillside village: rows of white houses climbing towards a bell tower. */
export function village(c: Canvas, left: number, right: number, base: number, scale: number, roof: string, door: string) {
  let out = "";
  const rows = 4;
  for (let r = 0; r < rows; r++) {
    const y = base - r * 46 * scale;
    const inset = r * 60 * scale;
    for (let x = left + inset + c.rnd.between(0, 20); x < right - inset - 60 * scale; x += c.rnd.between(70, 110) * scale) {
      out += whiteHouse(x, y + c.rnd.between(-6, 6) * scale, c.rnd.between(52, 80) * scale, c.rnd.between(38, 56) * scale, roof, door);
    }
  }
  const tx = (left + right) / 2;
  const ty = base - rows * 46 * scale;
  out += rect(tx - 18 * scale, ty - 120 * scale, 36 * scale, 150 * scale, "#fffdf7") + poly([[tx - 22 * scale, ty - 120 * scale], [tx + 22 * scale, ty - 120 * scale], [tx, ty - 160 * scale]], roof);
  out += rect(tx - 8 * scale, ty - 105 * scale, 16 * scale, 24 * scale, door, { rx: 8 * scale });
  return out;
}

/** A timber house: stone plinth, larch cladding, balcony and a wide gable roof. */
export function chalet(x: number, base: number, w: number, wood = "#b45309", roof = "#57534e") {
  const h = w * 0.55;
  let out = rect(x, base - h * 0.35, w, h * 0.35, "#d6d3d1") + rect(x, base - h, w, h * 0.65, wood);
  // Board joints: one dashed stroke as tall as the cladding draws every vertical line at once.
  out += el("line", { x1: x, y1: base - h * 0.675, x2: x + w, y2: base - h * 0.675, stroke: "#92400e", "stroke-width": h * 0.65, "stroke-dasharray": `1.5 ${n(w / 9 - 1.5)}`, "stroke-dashoffset": n(-w / 9) });
  out += poly([[x - w * 0.12, base - h], [x + w / 2, base - h - w * 0.32], [x + w * 1.12, base - h]], roof) + poly([[x + w * 0.08, base - h], [x + w / 2, base - h - w * 0.24], [x + w * 0.92, base - h]], wood);
  out += rect(x - w * 0.04, base - h * 0.58, w * 1.08, h * 0.06, "#78350f");
  out += el("line", { x1: x, y1: base - h * 0.65, x2: x + w, y2: base - h * 0.65, stroke: "#78350f", "stroke-width": h * 0.14, "stroke-dasharray": `${n(w * 0.012)} ${n(w / 12 - w * 0.012)}`, "stroke-dashoffset": n(-w * 0.025) });
  for (const fx of [0.12, 0.42, 0.72]) out += rect(x + w * fx, base - h * 0.3, w * 0.16, h * 0.2, "#fef3c7", { stroke: "#44403c", "stroke-width": 3 });
  out += rect(x + w * 0.4, base - h - w * 0.16, w * 0.2, w * 0.1, "#fef3c7", { stroke: "#44403c", "stroke-width": 3 });
  return out;
}

/** A house in timber-frame construction: posts, beams, diagonal braces and bare rafters. */
export function timberFrame(x: number, base: number, w: number, color = "#d97706", dark = "#92400e") {
  const h = w * 0.5;
  const beam = Math.max(4, w * 0.022);
  let out = rect(x - w * 0.04, base - beam * 2, w * 1.08, beam * 2, "#a8a29e");
  const posts = 6;
  for (let i = 0; i <= posts; i++) out += rect(x + (w * i) / posts - beam / 2, base - h, beam, h, color);
  out += rect(x, base - h, w, beam, dark) + rect(x, base - h / 2, w, beam, dark);
  for (let i = 0; i < posts; i += 2) out += line(x + (w * i) / posts, base - beam * 2, x + (w * (i + 1)) / posts, base - h / 2, color, beam * 0.8);
  const ridgeY = base - h - w * 0.33;
  const mid = (base - h + ridgeY) / 2;
  // The gable's truss: king post, collar beam and struts, under the two principal rafters.
  out += line(x + w / 2, base - h, x + w / 2, ridgeY, color, beam);
  out += line(x + w * 0.25, mid, x + w * 0.75, mid, color, beam * 0.8);
  out += line(x + w / 2, base - h, x + w * 0.18, base - h - w * 0.09, color, beam * 0.7) + line(x + w / 2, base - h, x + w * 0.82, base - h - w * 0.09, color, beam * 0.7);
  out += line(x - w * 0.06, base - h + w * 0.04, x + w / 2, ridgeY, dark, beam * 1.3) + line(x + w * 1.06, base - h + w * 0.04, x + w / 2, ridgeY, dark, beam * 1.3);
  return out;
}

/** A tower crane: mast, jib, counter-jib and a hanging load. */
export function crane(x: number, base: number, h: number, color = "#f59e0b", load = "#a16207") {
  const m = h * 0.05;
  let out = rect(x - m / 2, base - h, m, h, "none", { stroke: color, "stroke-width": 4 });
  for (let y = base; y > base - h; y -= m * 1.2) out += line(x - m / 2, y, x + m / 2, y - m * 1.2, color, 2.5);
  const jibY = base - h;
  out += rect(x - h * 0.28, jibY - m * 0.8, h * 1.0, m * 0.8, "none", { stroke: color, "stroke-width": 4 });
  out += rect(x - h * 0.26, jibY - m * 0.2, h * 0.12, m * 1.4, "#57534e");
  out += poly([[x - m / 2, jibY - m * 0.8], [x, jibY - h * 0.14], [x + m / 2, jibY - m * 0.8]], color);
  out += line(x, jibY - h * 0.14, x + h * 0.7, jibY - m * 0.8, color, 2) + line(x, jibY - h * 0.14, x - h * 0.26, jibY - m * 0.8, color, 2);
  const hook = x + h * 0.5;
  out += line(hook, jibY, hook, jibY + h * 0.35, "#44403c", 2) + rect(hook - h * 0.08, jibY + h * 0.35, h * 0.16, h * 0.05, load);
  return out;
}

/** Scaffolding in front of a facade: a grid of tubes with planks. */
export function scaffold(x: number, base: number, w: number, h: number, color = "#78716c", plank = "#d97706") {
  let out = "";
  const cols = Math.max(2, Math.round(w / 60));
  const rows = Math.max(2, Math.round(h / 55));
  for (let i = 0; i <= cols; i++) out += line(x + (w * i) / cols, base, x + (w * i) / cols, base - h, color, 4);
  for (let j = 1; j <= rows; j++) out += rect(x - 4, base - (h * j) / rows, w + 8, 7, plank);
  for (let i = 0; i < cols; i++) out += line(x + (w * i) / cols, base, x + (w * (i + 1)) / cols, base - h / rows, color, 2);
  return out;
}

/**
 * A new apartment house: rendered walls, a glazed door and window per bay on every floor, a larch balcony
 * with a glass railing along each upper floor, and a low gable roof, or a set-back top floor with a terrace.
 */
export function apartmentHouse(x: number, base: number, w: number, floors: number, o: { wall: string; wood: string; roof: string; penthouse?: boolean }) {
  const floorH = w * 0.17;
  const h = floorH * floors;
  const bays = 4;
  const bay = w / bays;
  const glass = "#bae6fd";
  let out = rect(x, base - h, w, h, o.wall);
  for (let f = 0; f < floors; f++) {
    const top = base - h + f * floorH;
    for (let b = 0; b < bays; b++) {
      // The entrance takes the third bay of the ground floor.
      if (f === floors - 1 && b === 2) continue;
      out += rect(x + b * bay + bay * 0.18, top + floorH * 0.18, bay * (b % 2 ? 0.3 : 0.64), floorH * 0.68, glass, { stroke: "#44403c", "stroke-width": 2 });
    }
    if (f === floors - 1) continue;
    // The balcony of the floor above: a larch slab with a glass railing, wider than the wall.
    out += rect(x - w * 0.04, top + floorH * 0.86, w * 1.08, floorH * 0.12, o.wood);
    out += rect(x - w * 0.04, top + floorH * 0.48, w * 1.08, floorH * 0.38, "#e0f2fe", { opacity: "0.55", stroke: "#78716c", "stroke-width": 2 });
  }
  out += rect(x + bay * 2.15, base - floorH * 0.8, bay * 0.7, floorH * 0.8, o.wood, { rx: 3 });
  if (!o.penthouse) return out + poly([[x - w * 0.08, base - h], [x + w / 2, base - h - w * 0.13], [x + w * 1.08, base - h]], o.roof);
  // The top floor stands back from the facade behind its roof terrace, under a flat roof with a deep overhang.
  const px = x + w * 0.22;
  const pw = w * 0.7;
  out += rect(x - w * 0.02, base - h - floorH * 0.08, w * 1.04, floorH * 0.08, o.roof);
  out += rect(x - w * 0.02, base - h - floorH * 0.4, w * 1.04, floorH * 0.32, "#e0f2fe", { opacity: "0.55", stroke: "#78716c", "stroke-width": 2 });
  out += rect(px, base - h - floorH, pw, floorH, o.wood);
  for (let b = 0; b < 3; b++) out += rect(px + pw * (0.06 + b * 0.32), base - h - floorH * 0.85, pw * 0.26, floorH * 0.75, glass, { stroke: "#44403c", "stroke-width": 2 });
  return out + rect(px - w * 0.06, base - h - floorH * 1.1, pw + w * 0.1, floorH * 0.12, o.roof);
}

/** A hilltop fortress with a round keep, as above Kufstein. */
export function fortress(x: number, base: number, w: number, rock = "#78716c", wall = "#e7e5e4") {
  const h = w * 0.45;
  let out = poly([[x - w * 0.2, base], [x + w * 0.05, base - h * 0.55], [x + w * 0.95, base - h * 0.6], [x + w * 1.2, base]], rock);
  out += rect(x + w * 0.05, base - h * 0.85, w * 0.9, h * 0.3, wall);
  for (let i = 0; i < 9; i++) out += rect(x + w * (0.05 + i * 0.1), base - h * 0.9, w * 0.05, h * 0.05, wall);
  out += rect(x + w * 0.55, base - h * 1.35, w * 0.26, h * 0.8, wall) + path(`M${n(x + w * 0.53)} ${n(base - h * 1.35)}Q${n(x + w * 0.68)} ${n(base - h * 1.55)} ${n(x + w * 0.83)} ${n(base - h * 1.35)}Z`, "#57534e");
  for (const fx of [0.62, 0.72]) out += rect(x + w * fx, base - h * 1.2, w * 0.04, h * 0.1, "#44403c", { rx: 2 });
  return out;
}

/** Office towers of varied height with lit windows, for a city skyline. */
export function skyline(c: Canvas, base: number, colors: string[], window: string, maxH: number) {
  const lit = [c.tile(18, 22, rect(5, 6, 8, 10, window, { opacity: "0.8" })), c.tile(36, 22, rect(5, 6, 8, 10, window, { opacity: "0.8" }) + rect(23, 6, 8, 10, window, { opacity: "0.3" }))];
  let out = "";
  let x = -20;
  while (x < c.width) {
    const w = c.rnd.between(60, 140) * (c.width / 1600);
    const h = c.rnd.between(0.3, 1) * maxH;
    out += rect(x, base - h, w, h, c.rnd.pick(colors));
    if (c.rnd.next() > 0.6) out += rect(x + w / 2 - 2, base - h - 40, 4, 40, colors[0]);
    out += rect(x + 6, base - h + 8, Math.max(0, w - 12), Math.max(0, h - 20), c.rnd.pick(lit));
    x += w + c.rnd.between(2, 10);
  }
  return out;
}

/** A building with rows of windows and a sign band: office, hotel or agency. */
export function facade(x: number, base: number, w: number, h: number, wall: string, glass: string, floors: number, sign?: string) {
  let out = rect(x, base - h, w, h, wall);
  const cols = Math.max(3, Math.round(w / 60));
  for (let f = 0; f < floors; f++) {
    for (let col = 0; col < cols; col++) {
      out += rect(x + (w * (col + 0.2)) / cols, base - h + (h * (f + 0.25)) / (floors + 0.5), (w * 0.6) / cols, (h * 0.5) / (floors + 0.5), glass, { rx: 3 });
    }
  }
  if (sign) out += rect(x + w * 0.15, base - h * 0.12 - 26, w * 0.7, 22, sign, { rx: 4 });
  return out;
}

/** A Moorish arcade: horseshoe arches on slim columns, as in the Alhambra's courtyards. */
export function arcade(x: number, base: number, w: number, h: number, count: number, wall: string, shade: string) {
  let out = rect(x, base - h, w, h, wall);
  const bay = w / count;
  for (let i = 0; i < count; i++) {
    const cx = x + bay * (i + 0.5);
    const r = bay * 0.36;
    const top = base - h * 0.62;
    out += path(`M${n(cx - r)} ${n(base)}L${n(cx - r)} ${n(top)}A${n(r)} ${n(r * 1.15)} 0 1 1 ${n(cx + r)} ${n(top)}L${n(cx + r)} ${n(base)}Z`, shade);
  }
  for (let i = 0; i <= count; i++) out += rect(x + bay * i - 4, base - h * 0.62, 8, h * 0.62, wall);
  out += rect(x, base - h, w, h * 0.08, "#b45309", { opacity: "0.5" });
  return out;
}

/** An onion-domed church tower, as in Tyrolean villages. */
export function onionTower(x: number, base: number, h: number, wall = "#fafaf9", dome = "#166534") {
  const w = h * 0.16;
  let out = rect(x - w / 2, base - h * 0.7, w, h * 0.7, wall) + rect(x - w * 0.2, base - h * 0.6, w * 0.4, h * 0.1, "#44403c", { rx: w * 0.2 });
  out += circle(x, base - h * 0.54, w * 0.22, "#fbbf24");
  out += path(`M${n(x - w * 0.6)} ${n(base - h * 0.7)}Q${n(x - w * 0.7)} ${n(base - h * 0.84)} ${n(x)} ${n(base - h * 0.92)}Q${n(x + w * 0.7)} ${n(base - h * 0.84)} ${n(x + w * 0.6)} ${n(base - h * 0.7)}Z`, dome);
  out += line(x, base - h * 0.92, x, base - h, "#44403c", 3) + line(x - w * 0.15, base - h * 0.97, x + w * 0.15, base - h * 0.97, "#44403c", 3);
  return out;
}

export function lighthouse(x: number, base: number, h: number) {
  const w = h * 0.18;
  let out = poly([[x - w / 2, base], [x + w / 2, base], [x + w * 0.32, base - h * 0.8], [x - w * 0.32, base - h * 0.8]], "#fafaf9");
  for (let i = 0; i < 3; i++) out += poly([[x - w * (0.47 - i * 0.05), base - h * (0.12 + i * 0.24)], [x + w * (0.47 - i * 0.05), base - h * (0.12 + i * 0.24)], [x + w * (0.44 - i * 0.05), base - h * (0.22 + i * 0.24)], [x - w * (0.44 - i * 0.05), base - h * (0.22 + i * 0.24)]], "#dc2626");
  out += rect(x - w * 0.3, base - h * 0.92, w * 0.6, h * 0.12, "#fde68a") + poly([[x - w * 0.4, base - h * 0.92], [x + w * 0.4, base - h * 0.92], [x, base - h]], "#1f2937");
  return out + poly([[x + w * 0.3, base - h * 0.86], [x + h * 1.2, base - h * 1.0], [x + h * 1.2, base - h * 0.72]], "#fde68a", { opacity: "0.25" });
}

/** A wall of blue-and-white tiles, as on Lisbon and Porto facades. */
export function azulejos(c: Canvas, x: number, y: number, w: number, h: number, blue: string) {
  const size = 24;
  const tile = c.tile(size, size, rect(0, 0, size, size, "#f8fafc") + circle(size / 2, size / 2, size * 0.28, "none", { stroke: blue, "stroke-width": 2 }) + poly([[size / 2, 2], [size - 2, size / 2], [size / 2, size - 2], [2, size / 2]], "none", { stroke: blue, "stroke-width": 1.5 }));
  return rect(x, y, w, h, tile);
}

export const tram = (x: number, base: number, w: number) =>
  rect(x, base - w * 0.5, w, w * 0.42, "#facc15", { rx: 10 }) +
  rect(x, base - w * 0.2, w, w * 0.12, "#fafaf9") +
  [0.08, 0.3, 0.52, 0.74].map((f) => rect(x + w * f, base - w * 0.44, w * 0.17, w * 0.16, "#1e3a8a", { rx: 4 })).join("") +
  circle(x + w * 0.2, base - w * 0.06, w * 0.05, "#1f2937") +
  circle(x + w * 0.8, base - w * 0.06, w * 0.05, "#1f2937") +
  line(x + w * 0.5, base - w * 0.5, x + w * 0.6, base - w * 0.7, "#1f2937", 3) +
  el("line", { x1: 0, y1: base - w * 0.7, x2: x + w * 3, y2: base - w * 0.72, stroke: "#1f2937", "stroke-width": 2 });
