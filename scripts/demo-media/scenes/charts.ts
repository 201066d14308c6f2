import type { Canvas } from "../canvas";
import { circle, el, group, line, n, path, rect } from "../svg";

/** Rising bars with a trend line: growth, margin, results. */
export function bars(c: Canvas, x: number, base: number, w: number, h: number, colors: string[], trend = true) {
  const count = 6;
  let out = line(x, base, x + w, base, c.p.mid, 3);
  const tops: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const bh = h * (0.25 + (0.7 * i) / count + c.rnd.between(-0.06, 0.06));
    const bx = x + (w * (i + 0.2)) / count;
    out += rect(bx, base - bh, (w * 0.6) / count, bh, colors[i % colors.length], { rx: 6 });
    tops.push([bx + (w * 0.3) / count, base - bh - 24]);
  }
  if (trend) {
    out += el("polyline", { points: tops.map(([tx, ty]) => `${n(tx)},${n(ty)}`).join(" "), fill: "none", stroke: c.p.ink, "stroke-width": 4, "stroke-linejoin": "round" });
    for (const [tx, ty] of tops) out += circle(tx, ty, 7, "#ffffff", { stroke: c.p.ink, "stroke-width": 3 });
  }
  return out;
}

/** A line chart in a panel, with an area under it. */
export function lineChart(c: Canvas, x: number, y: number, w: number, h: number, color: string, falling = false) {
  const points: [number, number][] = [];
  for (let i = 0; i <= 8; i++) {
    const t = i / 8;
    const v = falling ? 0.85 - 0.6 * t : 0.2 + 0.6 * t;
    points.push([x + w * t, y + h - h * (v + c.rnd.between(-0.08, 0.08))]);
  }
  const d = points.map(([px, py], i) => `${i ? "L" : "M"}${n(px)} ${n(py)}`).join("");
  return path(`${d}L${n(x + w)} ${n(y + h)}L${n(x)} ${n(y + h)}Z`, color, { opacity: "0.18" }) + path(d, "none", { stroke: color, "stroke-width": 5, "stroke-linejoin": "round", "stroke-linecap": "round" });
}

/** A network of linked nodes: data, AI, connected teams. */
export function network(c: Canvas, x: number, y: number, w: number, h: number, count: number, color: string, node: string) {
  const nodes: [number, number][] = [];
  for (let i = 0; i < count; i++) nodes.push([x + c.rnd.between(0, w), y + c.rnd.between(0, h)]);
  let links = "";
  nodes.forEach(([ax, ay], i) => {
    const nearest = nodes
      .map(([bx, by], j) => ({ j, d: (ax - bx) ** 2 + (ay - by) ** 2 }))
      .filter(({ j }) => j > i)
      .sort((a, b) => a.d - b.d)
      .slice(0, 2);
    for (const { j } of nearest) links += line(ax, ay, nodes[j][0], nodes[j][1], color, 2, { "stroke-opacity": "0.55" });
  });
  return group(links) + nodes.map(([nx, ny], i) => circle(nx, ny, i % 4 === 0 ? 9 : 5, node)).join("");
}

/** A donut chart of three shares. */
export function donut(cx: number, cy: number, r: number, colors: string[], shares = [0.5, 0.3, 0.2]) {
  let start = -Math.PI / 2;
  let out = "";
  shares.forEach((share, i) => {
    const end = start + share * Math.PI * 2;
    const large = share > 0.5 ? 1 : 0;
    out += path(`M${n(cx + r * Math.cos(start))} ${n(cy + r * Math.sin(start))}A${n(r)} ${n(r)} 0 ${large} 1 ${n(cx + r * Math.cos(end))} ${n(cy + r * Math.sin(end))}`, "none", { stroke: colors[i % colors.length], "stroke-width": n(r * 0.35) });
    start = end;
  });
  return out;
}

/** A panel (screen, card, sheet) with a header bar. */
export const panel = (x: number, y: number, w: number, h: number, fill: string, bar: string) =>
  rect(x, y, w, h, fill, { rx: 14 }) + rect(x, y, w, 34, bar, { rx: 14 }) + rect(x, y + 20, w, 14, bar) + [0, 1, 2].map((i) => circle(x + 20 + i * 18, y + 17, 5, "#ffffff", { opacity: "0.7" })).join("");
