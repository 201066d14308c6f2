import type { Canvas } from "../canvas";
import { circle, group, line, n, path, poly, rect, text } from "../svg";

export type Mark = "compass" | "sun" | "peak" | "tree" | "k" | "bolt";

/** The logo's symbol, drawn in a square of side `s` at (x, y). */
function mark(kind: Mark, x: number, y: number, s: number, primary: string, accent: string) {
  const cx = x + s / 2;
  const cy = y + s / 2;
  switch (kind) {
    case "compass":
      return circle(cx, cy, s * 0.46, primary) + poly([[cx, y + s * 0.12], [cx + s * 0.13, cy], [cx, y + s * 0.88], [cx - s * 0.13, cy]], "#ffffff") + poly([[cx, y + s * 0.12], [cx + s * 0.13, cy], [cx - s * 0.13, cy]], accent);
    case "sun":
      return circle(cx, cy - s * 0.08, s * 0.26, accent) + path(`M${n(x)} ${n(cy + s * 0.18)}q${n(s / 4)} ${n(-s * 0.14)} ${n(s / 2)} 0t${n(s / 2)} 0`, "none", { stroke: primary, "stroke-width": n(s * 0.1), "stroke-linecap": "round" }) + path(`M${n(x + s * 0.1)} ${n(cy + s * 0.36)}q${n(s * 0.2)} ${n(-s * 0.12)} ${n(s * 0.4)} 0t${n(s * 0.4)} 0`, "none", { stroke: primary, "stroke-width": n(s * 0.08), "stroke-linecap": "round" });
    case "peak":
      return poly([[x, y + s * 0.9], [x + s * 0.38, y + s * 0.12], [x + s * 0.62, y + s * 0.55], [x + s * 0.74, y + s * 0.38], [x + s, y + s * 0.9]], primary) + poly([[x + s * 0.38, y + s * 0.12], [x + s * 0.5, y + s * 0.36], [x + s * 0.38, y + s * 0.3], [x + s * 0.28, y + s * 0.34]], "#ffffff") + rect(x, y + s * 0.9, s, s * 0.08, accent);
    case "tree":
      return poly([[cx, y], [x + s * 0.85, y + s * 0.62], [x + s * 0.15, y + s * 0.62]], primary) + poly([[cx, y + s * 0.25], [x + s * 0.95, y + s * 0.85], [x + s * 0.05, y + s * 0.85]], primary) + rect(cx - s * 0.07, y + s * 0.85, s * 0.14, s * 0.15, accent);
    case "k":
      return rect(x, y, s, s, primary, { rx: s * 0.16 }) + line(x + s * 0.32, y + s * 0.22, x + s * 0.32, y + s * 0.78, "#ffffff", s * 0.12) + path(`M${n(x + s * 0.72)} ${n(y + s * 0.22)}L${n(x + s * 0.38)} ${n(cy)}L${n(x + s * 0.72)} ${n(y + s * 0.78)}`, "none", { stroke: accent, "stroke-width": n(s * 0.12), "stroke-linecap": "round", "stroke-linejoin": "round" });
    case "bolt":
      return circle(cx, cy, s * 0.48, accent) + poly([[cx + s * 0.06, y + s * 0.12], [cx - s * 0.2, cy + s * 0.06], [cx, cy + s * 0.06], [cx - s * 0.06, y + s * 0.88], [cx + s * 0.2, cy - s * 0.06], [cx, cy - s * 0.06]], primary);
  }
}

/**
 * A wordmark: symbol and name, with an optional second word in the accent colour and a tagline. The width is
 * estimated from the text so the logo's box fits it (browsers size an <img> of it by these attributes).
 */
export function wordmark(c: Canvas, o: { mark: Mark; name: string; second?: string; tagline?: string; primary?: string; accent?: string; ink?: string }) {
  const primary = o.primary ?? c.p.primary;
  const accent = o.accent ?? c.p.accent;
  const s = c.height * (o.tagline ? 0.7 : 0.8);
  const top = (c.height - s) / 2;
  const fontSize = c.height * (o.tagline ? 0.36 : 0.46);
  const baseline = o.tagline ? c.height * 0.5 : c.height / 2 + fontSize * 0.35;
  const pad = c.height * 0.08;
  const textX = pad + s + c.height * 0.22;
  let words = text(textX, baseline, o.name, { fill: o.ink ?? c.p.ink, "font-family": c.p.font, "font-size": n(fontSize), "font-weight": 700, "letter-spacing": "-0.5" });
  if (o.second) words = words.replace("</text>", `<tspan fill="${accent}" font-weight="400"> ${o.second}</tspan></text>`);
  if (o.tagline) words += text(textX, c.height * 0.84, o.tagline, { fill: c.p.mid, "font-family": c.p.font, "font-size": n(c.height * 0.17), "letter-spacing": "2" });
  return group(mark(o.mark, pad, top, s, primary, accent)) + words;
}

/** A logo's width for its text at this height: about 0.66 em per letter of a bold sans, with room for the fallback fonts. */
export const wordmarkWidth = (height: number, letters: number, tagline = false) => Math.round(height * 1.3 + letters * height * (tagline ? 0.36 : 0.46) * 0.66);

/** The symbol alone, filling a square canvas: the header shows the site's name beside it. */
export function emblem(c: Canvas, o: { mark: Mark; primary?: string; accent?: string }) {
  const s = c.height * 0.9;
  const at = (c.height - s) / 2;
  return group(mark(o.mark, at, at, s, o.primary ?? c.p.primary, o.accent ?? c.p.accent));
}
