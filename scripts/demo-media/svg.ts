// The few SVG building blocks every scene shares. Output is plain drawing markup only (the tags and attributes
// lib/media/svg.ts keeps), with coordinates rounded so each file stays a few kilobytes.

/** A number as short as it can be written: one decimal at most. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

export type Attrs = Record<string, string | number | undefined>;

const attrs = (a: Attrs) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? n(v) : v}"`)
    .join("");

export const el = (tag: string, a: Attrs, children = "") => (children ? `<${tag}${attrs(a)}>${children}</${tag}>` : `<${tag}${attrs(a)}/>`);

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}) => el("rect", { x, y, width, height, fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) => el("circle", { cx, cy, r, fill, ...extra });
export const path = (d: string, fill: string, extra: Attrs = {}) => el("path", { d, fill, ...extra });
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, extra: Attrs = {}) =>
  el("line", { x1, y1, x2, y2, stroke, "stroke-width": width, "stroke-linecap": "round", ...extra });
export const poly = (points: [number, number][], fill: string, extra: Attrs = {}) => el("polygon", { points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(" "), fill, ...extra });
export const group = (children: string, extra: Attrs = {}) => el("g", extra, children);
export const text = (x: number, y: number, content: string, extra: Attrs) => el("text", { x, y, ...extra }, escapeXml(content));

export const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A vertical (default) or horizontal linear gradient. */
export function gradient(id: string, stops: string[], direction: "down" | "across" = "down") {
  const [x2, y2] = direction === "down" ? ["0", "1"] : ["1", "0"];
  const body = stops.map((color, i) => el("stop", { offset: n(i / Math.max(1, stops.length - 1)), "stop-color": color })).join("");
  return el("linearGradient", { id, x1: "0", y1: "0", x2, y2 }, body);
}

export function glow(id: string, color: string) {
  return el("radialGradient", { id }, el("stop", { offset: "0", "stop-color": color, "stop-opacity": "0.9" }) + el("stop", { offset: "1", "stop-color": color, "stop-opacity": "0" }));
}

/** The whole file: sized to its use, titled with its description (read back as the catalogue's alt text). */
export function document(size: { width: number; height: number }, title: string, defs: string, body: string) {
  const { width, height } = size;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>\n`
  );
}

/** A small deterministic random source, seeded by the image's name, so a scene varies per image but every run writes the same file. */
export function random(seed: string) {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  let state = h >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + (max - min) * next(),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
  };
}
export type Random = ReturnType<typeof random>;
