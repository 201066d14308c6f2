import { CARD, HERO, ROUND, type Canvas, type DemoImage } from "../canvas";
import { skyline } from "../scenes/buildings";
import { bars, donut, lineChart, network, panel } from "../scenes/charts";
import { iconCard } from "../scenes/icons";
import { emblem } from "../scenes/logos";
import { sea, sky, sun } from "../scenes/nature";
import { containerShip } from "../scenes/objects";
import { portrait, team } from "../scenes/people";
import { circle, group, line, n, path, poly, rect, text } from "../svg";

// Northwind Consulting: management consulting. Calm dusk skies over a city, networks and charts in sky and indigo.

const dusk = (c: Canvas) => sky(c, ["#1e1b4b", "#3730a3", "#38bdf8"]);

/** A city at dusk with a network of links drawn over it: the home page's hero. */
function cityNetwork(c: Canvas) {
  return (
    dusk(c) +
    sun(c, c.width * 0.72, c.height * 0.62, c.height * 0.08, "#e0f2fe") +
    network(c, 0, c.height * 0.08, c.width, c.height * 0.45, 26, "#bae6fd", "#e0f2fe") +
    skyline(c, c.height, ["#312e81", "#1e1b4b", "#3730a3"], "#7dd3fc", c.height * 0.45) +
    rect(0, c.height * 0.92, c.width, c.height * 0.08, "#0f172a")
  );
}

/** A meeting room: a whiteboard of sticky notes and a chart, with people around it. */
function workshop(c: Canvas) {
  let notes = "";
  const colors = ["#fde68a", "#bae6fd", "#c7d2fe", "#fecaca"];
  for (let col = 0; col < 4; col++) for (let row = 0; row < 3; row++) if (c.rnd.next() > 0.2) notes += rect(c.width * (0.14 + col * 0.08), c.height * (0.16 + row * 0.11), c.width * 0.06, c.width * 0.06, c.rnd.pick(colors), { transform: `rotate(${n(c.rnd.between(-4, 4))} ${n(c.width * (0.17 + col * 0.08))} ${n(c.height * (0.2 + row * 0.11))})` });
  return (
    rect(0, 0, c.width, c.height, c.fill(["#f1f5f9", "#e2e8f0"])) +
    rect(c.width * 0.1, c.height * 0.1, c.width * 0.8, c.height * 0.5, "#ffffff", { stroke: "#cbd5e1", "stroke-width": 6, rx: 6 }) +
    notes +
    lineChart(c, c.width * 0.5, c.height * 0.16, c.width * 0.34, c.height * 0.34, c.p.accent) +
    rect(0, c.height * 0.85, c.width, c.height * 0.15, "#475569") +
    team(c, c.height, c.height * 0.4, 4, { cloth: [c.p.primary, c.p.ink, c.p.accent, "#64748b"] })
  );
}

function office(c: Canvas) {
  return sky(c, ["#bae6fd", "#e0f2fe"]) + skyline(c, c.height * 0.7, ["#cbd5e1", "#94a3b8"], "#f8fafc", c.height * 0.4) + rect(0, c.height * 0.66, c.width, c.height * 0.34, "#334155") + team(c, c.height, c.height * 0.55, 5, { cloth: [c.p.primary, c.p.ink, c.p.accent, "#64748b"] });
}

/** A chess knight before a road of milestones climbing to a flag: strategy. */
function strategy(c: Canvas) {
  let road = path(`M${n(c.width * 0.05)} ${n(c.height * 0.9)}C${n(c.width * 0.4)} ${n(c.height * 0.9)} ${n(c.width * 0.3)} ${n(c.height * 0.4)} ${n(c.width * 0.82)} ${n(c.height * 0.28)}`, "none", { stroke: "#e0f2fe", "stroke-width": 14, "stroke-dasharray": "2 26", "stroke-linecap": "round" });
  for (const [fx, fy] of [[0.3, 0.82], [0.45, 0.55], [0.62, 0.36]]) road += circle(c.width * fx, c.height * fy, 16, c.p.accent, { stroke: "#ffffff", "stroke-width": 5 });
  const fx = c.width * 0.82;
  const fy = c.height * 0.28;
  road += line(fx, fy, fx, fy - 110, "#f8fafc", 6) + poly([[fx, fy - 110], [fx + 70, fy - 88], [fx, fy - 66]], "#f59e0b");
  const knight = group(path("M20 100H80V90H70C66 72 72 56 78 44C80 30 70 14 50 8L46 0L38 12C28 16 20 26 18 40L30 46L40 40C42 50 34 62 30 90H20Z", "#f8fafc"), { transform: `translate(${n(c.width * 0.06)} ${n(c.height * 0.35)}) scale(${n(c.height / 300)})` });
  return rect(0, 0, c.width, c.height, c.fill(["#312e81", "#0c4a6e"])) + grid(c) + road + knight;
}

/** Boxes moving along a conveyor between two cogs, with a gauge: operations. */
function operations(c: Canvas) {
  let out = rect(0, 0, c.width, c.height, c.fill(["#e0f2fe", "#f8fafc"]));
  const y = c.height * 0.62;
  out += rect(c.width * 0.1, y, c.width * 0.8, 26, c.p.ink, { rx: 13 });
  for (let i = 0; i < 9; i++) out += circle(c.width * (0.12 + i * 0.095), y + 13, 8, "#64748b");
  for (let i = 0; i < 4; i++) out += rect(c.width * (0.16 + i * 0.18), y - 70, 80, 70, i === 3 ? c.p.accent : c.p.primary, { rx: 6 }) + line(c.width * (0.16 + i * 0.18) + 40, y - 70, c.width * (0.16 + i * 0.18) + 40, y - 40, "#e0f2fe", 4);
  out += cog(c.width * 0.25, c.height * 0.25, 60, c.p.accent) + cog(c.width * 0.38, c.height * 0.36, 36, c.p.primary);
  out += donut(c.width * 0.75, c.height * 0.27, 70, [c.p.primary, c.p.accent, "#cbd5e1"]);
  return out;
}

function cog(x: number, y: number, r: number, color: string) {
  let teeth = "";
  for (let i = 0; i < 8; i++) teeth += rect(x - r * 0.18, y - r * 1.25, r * 0.36, r * 0.4, color, { transform: `rotate(${i * 45} ${n(x)} ${n(y)})` });
  return teeth + circle(x, y, r, color) + circle(x, y, r * 0.4, "#f8fafc");
}

/** A laptop showing a dashboard: digital. */
function digital(c: Canvas) {
  const w = c.width * 0.62;
  const h = c.height * 0.5;
  const x = (c.width - w) / 2;
  const y = c.height * 0.14;
  return (
    rect(0, 0, c.width, c.height, c.fill(["#1e1b4b", "#0c4a6e"])) +
    network(c, 0, 0, c.width, c.height, 14, "#38bdf8", "#7dd3fc") +
    rect(x - 16, y - 16, w + 32, h + 32, "#0f172a", { rx: 18 }) +
    panel(x, y, w, h, "#f8fafc", c.p.accent) +
    bars(c, x + 24, y + h - 24, w * 0.5, h * 0.55, [c.p.primary, "#38bdf8"], false) +
    donut(x + w * 0.78, y + h * 0.55, h * 0.2, [c.p.accent, c.p.primary, "#cbd5e1"]) +
    path(`M${n(x - w * 0.12)} ${n(y + h + 16)}H${n(x + w * 1.12)}L${n(x + w * 1.04)} ${n(y + h + 50)}H${n(x - w * 0.04)}Z`, "#94a3b8")
  );
}

/** Faint grid lines, as on squared paper. */
function grid(c: Canvas) {
  return rect(0, 0, c.width, c.height, c.tile(50, 50, path("M50 0V50H0", "none", { stroke: "#ffffff", "stroke-opacity": "0.07" })));
}

/** A chart of results with a big figure: case studies and the blog's pricing post. */
function resultChart(label: string, falling = false) {
  return (c: Canvas) =>
    rect(0, 0, c.width, c.height, c.fill(["#f8fafc", "#e0f2fe"])) +
    panel(c.width * 0.08, c.height * 0.1, c.width * 0.84, c.height * 0.8, "#ffffff", c.p.primary) +
    bars(c, c.width * 0.14, c.height * 0.82, c.width * 0.46, c.height * 0.5, [c.p.primary, c.p.accent]) +
    lineChart(c, c.width * 0.64, c.height * 0.45, c.width * 0.22, c.height * 0.3, c.p.accent, falling) +
    text(c.width * 0.75, c.height * 0.34, label, { fill: c.p.ink, "font-family": c.p.font, "font-size": 48, "font-weight": 700, "text-anchor": "middle" });
}

function supplyChain(c: Canvas) {
  return sky(c, ["#c7d2fe", "#e0f2fe"], c.height * 0.6) + sun(c, c.width * 0.2, c.height * 0.3, 40, "#fef9c3") + skyline(c, c.height * 0.6, ["#94a3b8", "#64748b"], "#e2e8f0", c.height * 0.2) + sea(c, c.height * 0.6, "#0369a1") + containerShip(c, c.width * 0.15, c.height * 0.7, c.width * 0.7, [c.p.primary, c.p.accent, "#f59e0b", "#0f766e", "#e11d48"]);
}

function ai(c: Canvas) {
  const cx = c.width / 2;
  const cy = c.height / 2;
  let chip = rect(cx - 90, cy - 90, 180, 180, c.p.accent, { rx: 20 }) + rect(cx - 60, cy - 60, 120, 120, "#312e81", { rx: 10 }) + text(cx, cy + 18, "AI", { fill: "#e0f2fe", "font-family": c.p.font, "font-size": 56, "font-weight": 700, "text-anchor": "middle" });
  for (let i = 0; i < 5; i++) for (const side of [0, 1, 2, 3]) {
    const o = -60 + i * 30;
    const [x1, y1, x2, y2] = [[cx + o, cy - 90, cx + o, cy - 120], [cx + o, cy + 90, cx + o, cy + 120], [cx - 90, cy + o, cx - 120, cy + o], [cx + 90, cy + o, cx + 120, cy + o]][side];
    chip += line(x1, y1, x2, y2, "#a5b4fc", 5);
  }
  return rect(0, 0, c.width, c.height, c.fill(["#1e1b4b", "#0c4a6e"])) + network(c, 0, 0, c.width, c.height, 30, "#38bdf8", "#bae6fd") + chip;
}

const logo = { width: 56, height: 56 };

export const NORTHWIND_IMAGES: DemoImage[] = [
  { name: "hero", size: HERO, alt: "A city skyline at dusk with a network of connected points above it", draw: cityNetwork },
  { name: "logo", size: logo, alt: "Northwind Consulting logo: a compass rose", draw: (c) => emblem(c, { mark: "compass" }) },
  { name: "privacy", size: { width: 256, height: 256 }, alt: "A shield with a padlock", draw: (c) => iconCard(c, "shieldLock") },
  { name: "strategy", size: CARD, alt: "A chess knight before a path of milestones that climbs to a flag", draw: strategy },
  { name: "operations", size: CARD, alt: "Boxes moving on a conveyor belt beside turning cogs and a pie chart", draw: operations },
  { name: "digital", size: CARD, alt: "A laptop showing a dashboard of bar and donut charts", draw: digital },
  { name: "workshop", size: CARD, alt: "A team in front of a whiteboard covered in sticky notes and a rising chart", draw: workshop },
  { name: "team", size: CARD, alt: "The Northwind team in front of an office window with a city view", draw: office },
  { name: "diagnose", size: CARD, alt: "A magnifying glass over a small rising chart", draw: (c) => iconCard(c, "magnifier", { step: "1" }) },
  { name: "design", size: CARD, alt: "A drawing compass sketching an arc", draw: (c) => iconCard(c, "compass", { step: "2" }) },
  { name: "deliver", size: CARD, alt: "A rocket lifting off", draw: (c) => iconCard(c, "rocket", { step: "3" }) },
  { name: "sustain", size: CARD, alt: "A leaf inside a circular arrow", draw: (c) => iconCard(c, "cycle", { step: "4" }) },
  { name: "case-distribution", size: CARD, alt: "A results chart with rising bars and the figure +18%", draw: resultChart("+18%") },
  { name: "helen", size: ROUND, alt: "Portrait of Helen Park, COO", draw: (c) => portrait(c, { long: true, cloth: c.p.accent }) },
  { name: "marco", size: ROUND, alt: "Portrait of Marco Ruiz, CEO", draw: (c) => portrait(c, { cloth: c.p.ink }) },
  { name: "julia", size: ROUND, alt: "Portrait of Julia Weber, CFO", draw: (c) => portrait(c, { long: true, cloth: c.p.primary }) },
  { name: "blog-supply-chain", size: CARD, alt: "A container ship on the sea in front of a port city", draw: supplyChain },
  { name: "blog-pricing", size: CARD, alt: "A pricing chart with bars and a trend line and the figure +6%", draw: resultChart("+6%") },
  { name: "blog-ai", size: CARD, alt: "A chip marked AI at the centre of a network of connected points", draw: ai },
  { name: "landing", size: CARD, alt: "A city skyline at dusk under a network of connected points", draw: cityNetwork },
  { name: "product-diagnostic", size: CARD, alt: "A magnifying glass over a chart: the two-week diagnostic", draw: (c) => iconCard(c, "magnifier", { stroke: c.p.accent }) },
  { name: "product-retainer", size: CARD, alt: "A calendar with a tick: the monthly advisory retainer", draw: (c) => iconCard(c, "calendar") },
];
