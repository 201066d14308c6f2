import type { Canvas } from "../canvas";
import { circle, el, group, n, path, poly, rect } from "../svg";

export function sky(c: Canvas, stops: string[] = c.p.sky, until = c.height) {
  return rect(0, 0, c.width, until, c.fill(stops));
}

export function sun(c: Canvas, x: number, y: number, r: number, color = "#fde68a") {
  return circle(x, y, r * 3, c.glow(color)) + circle(x, y, r, color);
}

/** A ridge across the whole width: jagged peaks for the Alps, rounded for hills; filled down to the bottom. */
export function ridge(c: Canvas, o: { base: number; amp: number; fill: string; peaks?: number; jagged?: boolean; snow?: string }) {
  const peaks = o.peaks ?? 5;
  const points: [number, number][] = [];
  const step = c.width / (peaks * 2);
  for (let i = 0; i <= peaks * 2; i++) {
    const up = i % 2 === 1;
    const height = up ? o.amp * c.rnd.between(0.55, 1) : o.amp * c.rnd.between(0, 0.3);
    points.push([i * step + (up ? c.rnd.between(-step / 3, step / 3) : 0), o.base - height]);
  }
  let d: string;
  if (o.jagged) {
    d = `M0 ${n(c.height)}L` + points.map(([x, y]) => `${n(x)} ${n(y)}`).join("L") + `L${n(c.width)} ${n(c.height)}Z`;
  } else {
    d = `M0 ${n(c.height)}L0 ${n(points[0][1])}`;
    for (let i = 1; i < points.length; i++) {
      const [x0, y0] = points[i - 1];
      const [x1, y1] = points[i];
      d += `C${n((x0 + x1) / 2)} ${n(y0)} ${n((x0 + x1) / 2)} ${n(y1)} ${n(x1)} ${n(y1)}`;
    }
    d += `L${n(c.width)} ${n(c.height)}Z`;
  }
  let snow = "";
  if (o.jagged && o.snow) {
    // A cap on each peak that stands well above the valley line.
    for (let i = 1; i < points.length - 1; i += 2) {
      const [x, y] = points[i];
      if (o.base - y < o.amp * 0.6) continue;
      const [lx, ly] = points[i - 1];
      const [rx, ry] = points[i + 1];
      const t = 0.28;
      const a: [number, number] = [x + (lx - x) * t, y + (ly - y) * t];
      const b: [number, number] = [x + (rx - x) * t, y + (ry - y) * t];
      snow += poly([[x, y], b, [b[0] - (b[0] - x) * 0.4, b[1] - 8], [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + 10], [a[0] + (x - a[0]) * 0.4, a[1] - 6], a], o.snow);
    }
  }
  return path(d, o.fill) + snow;
}

export function sea(c: Canvas, top: number, color = c.p.water) {
  let waves = "";
  for (let i = 0; i < 14; i++) {
    const y = top + 12 + c.rnd.between(0, c.height - top - 20);
    const x = c.rnd.between(0, c.width);
    const w = c.rnd.between(30, 120);
    waves += el("line", { x1: x, y1: y, x2: x + w, y2: y, stroke: "#ffffff", "stroke-opacity": "0.35", "stroke-width": 2, "stroke-linecap": "round" });
  }
  return rect(0, top, c.width, c.height - top, c.fill([color, "#083344"])) + waves;
}

export function clouds(c: Canvas, count: number, maxY: number, color = "#ffffff") {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = c.rnd.between(0, c.width);
    const y = c.rnd.between(maxY * 0.2, maxY);
    const s = c.rnd.between(0.6, 1.4) * (c.width / 1600);
    out += group(
      el("ellipse", { cx: 0, cy: 0, rx: 90, ry: 22, fill: color }) + el("ellipse", { cx: -30, cy: -16, rx: 40, ry: 26, fill: color }) + el("ellipse", { cx: 25, cy: -20, rx: 48, ry: 30, fill: color }),
      { transform: `translate(${n(x)} ${n(y)}) scale(${n(s)})`, opacity: "0.7" },
    );
  }
  return out;
}

export function pine(x: number, base: number, h: number, color: string) {
  const w = h * 0.36;
  return rect(x - h * 0.03, base - h * 0.15, h * 0.06, h * 0.15, "#3f2a1d") + poly([[x, base - h], [x + w, base - h * 0.15], [x - w, base - h * 0.15]], color);
}

export function forest(c: Canvas, from: number, to: number, base: number, h: number, color: string, count: number) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = from + ((to - from) * (i + c.rnd.between(0.1, 0.9))) / count;
    out += pine(x, base + c.rnd.between(-6, 6), h * c.rnd.between(0.7, 1.1), color);
  }
  return out;
}

/** A round tree: olive, orange or laurel, by colour. */
export function roundTree(x: number, base: number, r: number, leaf: string, fruit?: string) {
  let out = rect(x - r * 0.12, base - r * 1.1, r * 0.24, r * 1.1, "#5b4636") + circle(x, base - r * 1.5, r, leaf) + circle(x - r * 0.55, base - r * 1.2, r * 0.65, leaf);
  if (fruit) for (const [dx, dy] of [[-0.4, -1.6], [0.3, -1.3], [0.1, -1.9], [-0.7, -1.1]]) out += circle(x + dx * r, base + dy * r, r * 0.1, fruit);
  return out;
}

export function palm(x: number, base: number, h: number, color: string) {
  let out = path(`M${n(x)} ${n(base)}Q${n(x + h * 0.12)} ${n(base - h * 0.5)} ${n(x + h * 0.05)} ${n(base - h)}`, "none", { stroke: "#7c5a2a", "stroke-width": n(h * 0.05), "stroke-linecap": "round" });
  const top: [number, number] = [x + h * 0.05, base - h];
  for (const angle of [-160, -130, -95, -60, -25, 10]) {
    const rad = (angle * Math.PI) / 180;
    const ex = top[0] + Math.cos(rad) * h * 0.45;
    const ey = top[1] + Math.sin(rad) * h * 0.3 + h * 0.12;
    out += path(`M${n(top[0])} ${n(top[1])}Q${n((top[0] + ex) / 2)} ${n(Math.min(top[1], ey) - h * 0.12)} ${n(ex)} ${n(ey)}`, "none", { stroke: color, "stroke-width": n(h * 0.06), "stroke-linecap": "round" });
  }
  return out;
}

/** Terraces stepping down a slope, each with rows of vines (the Douro's quintas). */
export function terraces(c: Canvas, top: number, bottom: number, colors: string[], vine: string) {
  let out = "";
  const rows = 6;
  for (let i = 0; i < rows; i++) {
    const y = top + ((bottom - top) * i) / rows;
    const h = (bottom - top) / rows;
    const skew = c.rnd.between(-60, 60);
    out += path(`M0 ${n(y + h)}Q${n(c.width / 2 + skew)} ${n(y - h * 0.6)} ${n(c.width)} ${n(y + h * 0.4)}L${n(c.width)} ${n(bottom + h)}L0 ${n(bottom + h)}Z`, colors[i % colors.length]);
    out += path(`M0 ${n(y + h)}Q${n(c.width / 2 + skew)} ${n(y - h * 0.6)} ${n(c.width)} ${n(y + h * 0.4)}`, "none", { stroke: vine, "stroke-width": 5, "stroke-dasharray": "3 9", "stroke-linecap": "round" });
  }
  return out;
}
