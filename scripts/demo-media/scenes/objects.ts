import type { Canvas } from "../canvas";
import { circle, el, group, line, n, path, poly, rect, text } from "../svg";

/** A table seen from above with small plates of tapas, bread and two glasses of wine. */
export function tapasTable(c: Canvas) {
  let out = rect(0, 0, c.width, c.height, c.fill(["#92400e", "#78350f"]));
  for (let y = 40; y < c.height; y += 80) out += line(0, y, c.width, y + c.rnd.between(-6, 6), "#5c2d0c", 2, { "stroke-opacity": "0.5" });
  out += rect(c.width * 0.08, c.height * 0.1, c.width * 0.84, c.height * 0.8, "#fef3c7", { rx: 12, opacity: "0.92" });
  const plates: [number, number, number, string][] = [
    [0.25, 0.33, 0.13, "olives"],
    [0.52, 0.3, 0.12, "prawns"],
    [0.77, 0.38, 0.11, "tortilla"],
    [0.33, 0.68, 0.12, "ham"],
    [0.62, 0.68, 0.13, "bravas"],
  ];
  for (const [fx, fy, fr, dish] of plates) {
    const x = c.width * fx;
    const y = c.height * fy;
    const r = c.width * fr * 0.75;
    out += circle(x + 4, y + 6, r, "#000000", { opacity: "0.12" }) + circle(x, y, r, "#fafaf9") + circle(x, y, r * 0.8, "none", { stroke: "#0d9488", "stroke-width": 3 });
    if (dish === "olives") for (let i = 0; i < 9; i++) out += el("ellipse", { cx: x + c.rnd.between(-r, r) * 0.5, cy: y + c.rnd.between(-r, r) * 0.5, rx: r * 0.14, ry: r * 0.1, fill: i % 3 ? "#4d7c0f" : "#3f6212" });
    if (dish === "prawns") for (let i = 0; i < 5; i++) out += path(`M${n(x - r * 0.4)} ${n(y - r * 0.4 + i * r * 0.2)}q${n(r * 0.4)} ${n(-r * 0.25)} ${n(r * 0.7)} ${n(r * 0.1)}`, "none", { stroke: "#fb923c", "stroke-width": n(r * 0.14), "stroke-linecap": "round" });
    if (dish === "tortilla") out += path(`M${n(x)} ${n(y)}L${n(x + r * 0.6)} ${n(y - r * 0.2)}A${n(r * 0.63)} ${n(r * 0.63)} 0 1 1 ${n(x + r * 0.2)} ${n(y - r * 0.6)}Z`, "#fcd34d", { stroke: "#d97706", "stroke-width": 3 });
    if (dish === "ham") for (let i = 0; i < 4; i++) out += path(`M${n(x - r * 0.5)} ${n(y - r * 0.35 + i * r * 0.22)}q${n(r * 0.5)} ${n(-r * 0.2)} ${n(r)} 0`, "none", { stroke: "#be123c", "stroke-width": n(r * 0.16), "stroke-linecap": "round" });
    if (dish === "bravas") for (let i = 0; i < 7; i++) out += rect(x + c.rnd.between(-0.5, 0.35) * r, y + c.rnd.between(-0.5, 0.35) * r, r * 0.24, r * 0.24, "#f59e0b", { rx: 3, stroke: "#dc2626", "stroke-width": 2 });
  }
  for (const [fx, fy] of [[0.12, 0.55], [0.9, 0.7]]) out += circle(c.width * fx, c.height * fy, 30, "#fafaf9", { opacity: "0.5" }) + circle(c.width * fx, c.height * fy, 22, "#7f1d1d");
  for (let i = 0; i < 3; i++) out += el("ellipse", { cx: c.width * (0.47 + i * 0.06), cy: c.height * 0.5, rx: 22, ry: 14, fill: "#e9c46a", stroke: "#b45309", "stroke-width": 2 });
  return out;
}

/** The Iberian peninsula on a sea of dots, with a dashed route between pins. */
export function iberiaMap(c: Canvas, land: string, route: string) {
  const s = Math.min(c.width / 800, c.height / 600);
  const outline: [number, number][] = [
    [180, 150], [260, 120], [360, 135], [470, 130], [560, 160], [640, 175], [620, 230], [560, 270], [530, 330], [480, 390], [470, 440], [400, 470], [330, 480], [260, 470], [215, 430], [180, 440], [160, 380], [175, 320], [160, 260], [150, 200],
  ];
  const ox = (c.width - 800 * s) / 2;
  const oy = (c.height - 600 * s) / 2;
  const at = ([x, y]: [number, number]): [number, number] => [ox + x * s, oy + y * s];
  let out = rect(0, 0, c.width, c.height, c.fill([c.p.water, "#155e75"]));
  out += rect(0, 0, c.width, c.height, c.tile(28, 28, circle(14, 14, 1.6, "#ffffff", { opacity: "0.18" })));
  out += poly(outline.map(at), land, { stroke: "#fef3c7", "stroke-width": 4, "stroke-linejoin": "round" });
  out += path(`M${at([215, 150]).map(n).join(" ")}L${at([230, 470]).map(n).join(" ")}`, "none", { stroke: "#fef3c7", "stroke-width": 2, "stroke-dasharray": "8 8", opacity: "0.7" });
  const stops: [number, number][] = [[205, 215], [360, 270], [340, 420], [470, 420], [560, 200]];
  out += el("polyline", { points: stops.map(at).map(([x, y]) => `${n(x)},${n(y)}`).join(" "), fill: "none", stroke: route, "stroke-width": 5, "stroke-dasharray": "14 10", "stroke-linecap": "round" });
  for (const stop of stops) {
    const [x, y] = at(stop);
    out += path(`M${n(x)} ${n(y)}l-14 -24a16 16 0 1 1 28 0z`, route) + circle(x, y - 34, 6, "#ffffff");
  }
  for (const island of [[150, 560], [200, 570], [250, 555]] as [number, number][]) {
    const [x, y] = at(island);
    out += el("ellipse", { cx: x, cy: y, rx: 18 * s, ry: 9 * s, fill: land });
  }
  return out;
}

/** Ronda's Puente Nuevo: a tall stone bridge with an arched opening spanning a gorge. */
export function gorgeBridge(c: Canvas, stone: string, rock: string) {
  const mid = c.width / 2;
  const top = c.height * 0.42;
  let out = path(`M0 ${n(top - 30)}L${n(mid - c.width * 0.16)} ${n(top)}L${n(mid - c.width * 0.08)} ${n(c.height)}L0 ${n(c.height)}Z`, rock);
  out += path(`M${n(c.width)} ${n(top - 50)}L${n(mid + c.width * 0.16)} ${n(top)}L${n(mid + c.width * 0.08)} ${n(c.height)}L${n(c.width)} ${n(c.height)}Z`, rock);
  const bw = c.width * 0.36;
  const bx = mid - bw / 2;
  out += path(`M${n(bx)} ${n(top)}L${n(bx + bw)} ${n(top)}L${n(bx + bw * 0.86)} ${n(c.height)}L${n(bx + bw * 0.14)} ${n(c.height)}Z`, stone);
  out += path(`M${n(mid - bw * 0.16)} ${n(c.height)}L${n(mid - bw * 0.16)} ${n(top + (c.height - top) * 0.55)}A${n(bw * 0.16)} ${n(bw * 0.2)} 0 0 1 ${n(mid + bw * 0.16)} ${n(top + (c.height - top) * 0.55)}L${n(mid + bw * 0.16)} ${n(c.height)}Z`, "#1c1917", { opacity: "0.55" });
  out += path(`M${n(mid - bw * 0.1)} ${n(top + 40)}A${n(bw * 0.1)} ${n(bw * 0.1)} 0 0 1 ${n(mid + bw * 0.1)} ${n(top + 40)}L${n(mid + bw * 0.1)} ${n(top + 90)}L${n(mid - bw * 0.1)} ${n(top + 90)}Z`, "#1c1917", { opacity: "0.45" });
  out += rect(bx - 10, top - 14, bw + 20, 16, stone) + rect(bx - 10, top - 14, bw + 20, 4, "#fef3c7", { opacity: "0.5" });
  return out;
}

/** A volcano with a snowy rim above the clouds (Teide). */
export function volcano(c: Canvas, base: number, h: number, rock: string) {
  const x = c.width * 0.55;
  const w = h * 1.6;
  return (
    path(`M${n(x - w)} ${n(base)}Q${n(x - w * 0.35)} ${n(base - h * 0.55)} ${n(x - w * 0.12)} ${n(base - h)}L${n(x + w * 0.12)} ${n(base - h)}Q${n(x + w * 0.35)} ${n(base - h * 0.55)} ${n(x + w)} ${n(base)}Z`, rock) +
    path(`M${n(x - w * 0.12)} ${n(base - h)}L${n(x + w * 0.12)} ${n(base - h)}L${n(x + w * 0.2)} ${n(base - h * 0.82)}L${n(x + w * 0.06)} ${n(base - h * 0.88)}L${n(x - w * 0.04)} ${n(base - h * 0.8)}L${n(x - w * 0.2)} ${n(base - h * 0.84)}Z`, "#fafaf9")
  );
}

/** A rabelo boat with its square sail, carrying barrels down the Douro. */
export function rabelo(x: number, y: number, w: number) {
  return (
    path(`M${n(x)} ${n(y)}L${n(x + w)} ${n(y)}Q${n(x + w * 0.9)} ${n(y + w * 0.14)} ${n(x + w * 0.75)} ${n(y + w * 0.16)}L${n(x + w * 0.2)} ${n(y + w * 0.16)}Q${n(x + w * 0.05)} ${n(y + w * 0.1)} ${n(x)} ${n(y)}Z`, "#78350f") +
    line(x + w * 0.5, y, x + w * 0.5, y - w * 0.6, "#44403c", 4) +
    rect(x + w * 0.3, y - w * 0.56, w * 0.4, w * 0.4, "#fef3c7", { stroke: "#a16207", "stroke-width": 2 }) +
    [0.2, 0.34, 0.66, 0.8].map((f) => el("ellipse", { cx: x + w * f, cy: y - w * 0.04, rx: w * 0.06, ry: w * 0.05, fill: "#92400e", stroke: "#451a03", "stroke-width": 2 })).join("")
  );
}

/** A stack of sawn logs seen from their ends. */
export function logStack(c: Canvas, x: number, base: number, r: number, rows: number) {
  let out = "";
  for (let row = 0; row < rows; row++) {
    const count = rows - row + 2;
    for (let i = 0; i < count; i++) {
      const cx = x + r * row + i * r * 2 + r;
      const cy = base - r - row * r * 1.7;
      out += circle(cx, cy, r, "#b45309") + circle(cx, cy, r * 0.86, "#fcd34d") + circle(cx, cy, r * 0.55, "none", { stroke: "#d97706", "stroke-width": 2 }) + circle(cx, cy, r * 0.25, "none", { stroke: "#d97706", "stroke-width": 2 }) + circle(cx + c.rnd.between(-3, 3), cy, 2, "#92400e");
    }
  }
  return out;
}

/** A floor plan on blueprint paper, with a pencil. */
export function blueprint(c: Canvas, x: number, y: number, w: number, h: number) {
  let out = rect(x, y, w, h, "#1e3a8a", { rx: 6 });
  out += rect(x, y, w, h, c.tile(20, 20, path("M20 0V20H0", "none", { stroke: "#93c5fd", "stroke-width": 0.6, "stroke-opacity": "0.35" })));
  const px = x + w * 0.12;
  const py = y + h * 0.14;
  const pw = w * 0.76;
  const ph = h * 0.72;
  out += rect(px, py, pw, ph, "none", { stroke: "#e0f2fe", "stroke-width": 6 });
  out += line(px + pw * 0.45, py, px + pw * 0.45, py + ph * 0.65, "#e0f2fe", 4) + line(px, py + ph * 0.55, px + pw * 0.3, py + ph * 0.55, "#e0f2fe", 4) + line(px + pw * 0.45, py + ph * 0.4, px + pw, py + ph * 0.4, "#e0f2fe", 4);
  out += path(`M${n(px + pw * 0.3)} ${n(py + ph * 0.55)}a${n(pw * 0.12)} ${n(pw * 0.12)} 0 0 1 ${n(pw * 0.12)} ${n(pw * 0.12)}`, "none", { stroke: "#e0f2fe", "stroke-width": 2, "stroke-dasharray": "5 5" });
  out += line(px, py + ph + 22, px + pw, py + ph + 22, "#e0f2fe", 2) + text(px + pw / 2, py + ph + 44, "12,40 m", { fill: "#e0f2fe", "font-family": c.p.font, "font-size": 16, "text-anchor": "middle" });
  out += group(rect(0, -9, w * 0.5, 18, "#f59e0b") + poly([[w * 0.5, -9], [w * 0.5 + 26, 0], [w * 0.5, 9]], "#fde68a") + rect(-16, -9, 16, 18, "#f472b6"), { transform: `translate(${n(x + w * 0.45)} ${n(y + h * 0.92)}) rotate(-28)` });
  return out;
}

/** The energy-efficiency scale, A+ to G, with this house's class marked. */
export function energyLabel(c: Canvas, x: number, y: number, w: number, h: number, mark = 1) {
  const colors = ["#15803d", "#22c55e", "#84cc16", "#eab308", "#f59e0b", "#f97316", "#dc2626"];
  const labels = ["A+", "A", "B", "C", "D", "E", "F"];
  let out = rect(x, y, w, h, "#ffffff", { rx: 12, stroke: c.p.light, "stroke-width": 3 });
  const row = (h - 40) / colors.length;
  colors.forEach((color, i) => {
    const bw = w * (0.35 + i * 0.07);
    const by = y + 20 + i * row;
    out += path(`M${n(x + 20)} ${n(by)}h${n(bw)}l${n(row * 0.45)} ${n(row * 0.42)}l${n(-row * 0.45)} ${n(row * 0.42)}h${n(-bw)}z`, color) + text(x + 34, by + row * 0.62, labels[i], { fill: "#ffffff", "font-family": c.p.font, "font-size": n(row * 0.5), "font-weight": 700 });
  });
  const my = y + 20 + mark * row;
  return out + path(`M${n(x + w - 20)} ${n(my)}h${n(-w * 0.2)}l${n(-row * 0.45)} ${n(row * 0.42)}l${n(row * 0.45)} ${n(row * 0.42)}h${n(w * 0.2)}z`, c.p.ink);
}

/** Solar panels on a roof slope. */
export function solarPanels(x: number, y: number, w: number, rows: number, cols: number, angle: number) {
  let out = "";
  const pw = w / cols;
  for (let r = 0; r < rows; r++) for (let col = 0; col < cols; col++) out += rect(col * pw + 2, r * pw * 0.62 + 2, pw - 4, pw * 0.62 - 4, "#1e3a8a", { stroke: "#93c5fd", "stroke-width": 1.5 });
  return group(out, { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` });
}

/** A container ship on the sea, stacked with coloured boxes. */
export function containerShip(c: Canvas, x: number, y: number, w: number, colors: string[]) {
  let out = path(`M${n(x)} ${n(y)}L${n(x + w)} ${n(y)}L${n(x + w * 0.92)} ${n(y + w * 0.12)}L${n(x + w * 0.05)} ${n(y + w * 0.12)}Z`, c.p.ink);
  const box = w / 12;
  for (let row = 0; row < 3; row++) for (let i = 0; i < 8 - row; i++) out += rect(x + w * 0.08 + i * box * 1.05, y - (row + 1) * box * 0.55, box, box * 0.52, c.rnd.pick(colors), { stroke: "#0f172a", "stroke-width": 1 });
  return out + rect(x + w * 0.82, y - box * 2.2, box * 1.2, box * 2.2, "#f8fafc") + rect(x + w * 0.84, y - box * 1.9, box * 0.8, box * 0.3, "#0f172a");
}
