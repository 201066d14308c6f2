import type { Canvas } from "../canvas";
import { circle, group, n, path, rect } from "../svg";

const SKIN = ["#f1c7a5", "#d9a07a", "#a86f4c", "#7a4a2e", "#f5d0b5"];
const HAIR = ["#1f2937", "#4b2e1a", "#a16207", "#6b7280", "#111827"];

/** A figure from the chest up: head, hair and shoulders in clothing of the brand's colours. */
export function bust(c: Canvas, x: number, base: number, h: number, o: { cloth?: string; helmet?: string; long?: boolean } = {}) {
  const skin = c.rnd.pick(SKIN);
  const hair = c.rnd.pick(HAIR);
  const cloth = o.cloth ?? c.rnd.pick([c.p.primary, c.p.accent, c.p.ink, c.p.mid]);
  const r = h * 0.17;
  const headY = base - h * 0.62;
  let out = path(`M${n(x - h * 0.36)} ${n(base)}Q${n(x - h * 0.34)} ${n(base - h * 0.36)} ${n(x)} ${n(base - h * 0.38)}Q${n(x + h * 0.34)} ${n(base - h * 0.36)} ${n(x + h * 0.36)} ${n(base)}Z`, cloth);
  // Long hair falls behind the neck and shoulders, so it is drawn before them.
  if (o.long) out += path(`M${n(x - r * 1.15)} ${n(headY + r * 1.5)}V${n(headY)}A${n(r * 1.15)} ${n(r * 1.2)} 0 0 1 ${n(x + r * 1.15)} ${n(headY)}V${n(headY + r * 1.5)}Z`, hair);
  out += rect(x - r * 0.35, headY + r * 0.7, r * 0.7, r * 0.7, skin);
  out += circle(x, headY, r, skin);
  out += circle(x - r * 0.35, headY + r * 0.05, r * 0.08, "#1f2937") + circle(x + r * 0.35, headY + r * 0.05, r * 0.08, "#1f2937");
  out += path(`M${n(x - r * 0.3)} ${n(headY + r * 0.42)}Q${n(x)} ${n(headY + r * 0.65)} ${n(x + r * 0.3)} ${n(headY + r * 0.42)}`, "none", { stroke: "#9a3412", "stroke-width": n(r * 0.07), "stroke-linecap": "round" });
  if (o.helmet) {
    out += path(`M${n(x - r * 1.2)} ${n(headY - r * 0.15)}A${n(r * 1.2)} ${n(r * 1.1)} 0 0 1 ${n(x + r * 1.2)} ${n(headY - r * 0.15)}Z`, o.helmet) + rect(x - r * 1.35, headY - r * 0.2, r * 2.7, r * 0.18, o.helmet, { rx: r * 0.09 });
  } else {
    out += path(`M${n(x - r)} ${n(headY - r * 0.1)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(headY - r * 0.1)}Q${n(x)} ${n(headY - r * 0.7)} ${n(x - r)} ${n(headY - r * 0.1)}Z`, hair);
  }
  return out;
}

/** A portrait for a testimonial: one person, centred on a soft brand-coloured backdrop. */
export function portrait(c: Canvas, o: { long?: boolean; cloth?: string }) {
  const backdrop = c.fill([c.p.light, c.p.mid]);
  return rect(0, 0, c.width, c.height, backdrop) + circle(c.width * 0.78, c.height * 0.22, c.width * 0.3, c.glow("#ffffff")) + bust(c, c.width / 2, c.height, c.height * 0.95, o);
}

/** A row of people, as in a team photo. */
export function team(c: Canvas, base: number, h: number, count: number, o: { helmets?: string[]; cloth?: string[] } = {}) {
  let back = "";
  let front = "";
  for (let i = 0; i < count; i++) {
    const row = i % 2;
    const x = (c.width * (i + 0.5)) / count;
    const figure = bust(c, x, base - (row ? h * 0.2 : 0), h * (row ? 0.85 : 1), {
      helmet: o.helmets ? o.helmets[i % o.helmets.length] : undefined,
      cloth: o.cloth ? o.cloth[i % o.cloth.length] : undefined,
      long: c.rnd.next() > 0.55,
    });
    if (row) back += figure;
    else front += figure;
  }
  return group(back) + group(front);
}
