import { CARD, HERO, ROUND, type Canvas, type DemoImage } from "../canvas";
import { arcade, azulejos, facade, lighthouse, tram, village, whiteHouse } from "../scenes/buildings";
import { iconCard } from "../scenes/icons";
import { emblem } from "../scenes/logos";
import { clouds, palm, ridge, roundTree, sea, sky, sun, terraces } from "../scenes/nature";
import { gorgeBridge, iberiaMap, rabelo, tapasTable, volcano } from "../scenes/objects";
import { team } from "../scenes/people";
import { circle, el, group, line, n, path, rect, text } from "../svg";

// Acme Viajes: travel in Spain and Portugal. Warm sunsets, whitewashed villages, coasts and vineyards in
// orange, teal and sand.

const warm = (c: Canvas, until = c.height) => sky(c, ["#fb923c", "#fdba74", "#fef3c7"], until);
const midday = (c: Canvas, until = c.height) => sky(c, ["#38bdf8", "#bae6fd", "#fef9c3"], until);

/** A whitewashed village on an Andalusian hillside at sunset, olive trees below. */
function pueblo(c: Canvas) {
  const base = c.height * 0.72;
  let olives = "";
  for (let i = 0; i < 9; i++) olives += roundTree(c.width * (0.05 + i * 0.11) + c.rnd.between(-20, 20), c.height * 0.96, c.height * 0.04, "#65a30d");
  return (
    warm(c) +
    sun(c, c.width * 0.8, c.height * 0.3, c.height * 0.07) +
    ridge(c, { base: c.height * 0.6, amp: c.height * 0.18, fill: "#d6a76c", peaks: 3 }) +
    path(`M0 ${n(c.height)}L0 ${n(base)}Q${n(c.width * 0.5)} ${n(c.height * 0.42)} ${n(c.width)} ${n(base)}L${n(c.width)} ${n(c.height)}Z`, "#c08a4a") +
    village(c, c.width * 0.18, c.width * 0.82, base + c.height * 0.05, c.width / 1600, "#c2410c", "#0f766e") +
    rect(0, c.height * 0.88, c.width, c.height * 0.12, "#a16207") +
    olives
  );
}

/** The Alhambra's courtyard: an arcade of horseshoe arches reflected in a long pool. */
function alhambra(c: Canvas) {
  const base = c.height * 0.62;
  return (
    midday(c, base) +
    ridge(c, { base: base - 60, amp: 80, fill: "#cbd5e1", peaks: 3, jagged: true, snow: "#ffffff" }) +
    arcade(c.width * 0.08, base, c.width * 0.84, c.height * 0.38, 7, "#f5e1c0", "#7c2d12") +
    rect(0, base, c.width, c.height - base, "#e7d3b0") +
    rect(c.width * 0.2, base + 30, c.width * 0.6, c.height - base - 50, c.fill(["#0e7490", "#67e8f9"]), { rx: 6 }) +
    [0.12, 0.88].map((f) => roundTree(c.width * f, c.height * 0.98, 34, "#15803d", "#f97316")).join("")
  );
}

function canarias(c: Canvas) {
  return midday(c) + volcano(c, c.height * 0.7, c.height * 0.45, "#7c2d12") + clouds(c, 6, c.height * 0.68) + sea(c, c.height * 0.7, "#0e7490") + palm(c.width * 0.12, c.height, c.height * 0.5, "#15803d") + palm(c.width * 0.9, c.height, c.height * 0.42, "#166534");
}

/** Anaga: green jagged ridges of laurel forest falling to the Atlantic. */
function anaga(c: Canvas) {
  return (
    sky(c, ["#7dd3fc", "#e0f2fe"]) +
    clouds(c, 5, c.height * 0.4) +
    ridge(c, { base: c.height * 0.55, amp: c.height * 0.3, fill: "#4d7c0f", peaks: 6, jagged: true }) +
    ridge(c, { base: c.height * 0.72, amp: c.height * 0.28, fill: "#166534", peaks: 5, jagged: true }) +
    clouds(c, 4, c.height * 0.6) +
    sea(c, c.height * 0.86, "#0e7490")
  );
}

function algarve(c: Canvas) {
  const cliff = path(`M0 ${n(c.height * 0.45)}L${n(c.width * 0.35)} ${n(c.height * 0.42)}L${n(c.width * 0.42)} ${n(c.height * 0.6)}L${n(c.width * 0.45)} ${n(c.height)}L0 ${n(c.height)}Z`, "#c2410c");
  const stack = path(`M${n(c.width * 0.6)} ${n(c.height * 0.9)}Q${n(c.width * 0.6)} ${n(c.height * 0.58)} ${n(c.width * 0.68)} ${n(c.height * 0.56)}Q${n(c.width * 0.76)} ${n(c.height * 0.58)} ${n(c.width * 0.76)} ${n(c.height * 0.9)}Z`, "#ea580c") + el("ellipse", { cx: c.width * 0.68, cy: c.height * 0.9, rx: c.width * 0.1, ry: 8, fill: "#ffffff", opacity: "0.4" });
  return midday(c) + sun(c, c.width * 0.85, c.height * 0.18, 36) + sea(c, c.height * 0.6) + cliff + path(`M0 ${n(c.height * 0.45)}L${n(c.width * 0.35)} ${n(c.height * 0.42)}L${n(c.width * 0.36)} ${n(c.height * 0.46)}L0 ${n(c.height * 0.5)}Z`, "#65a30d") + stack + lighthouse(c.width * 0.2, c.height * 0.46, c.height * 0.3);
}

/** Terraced vineyards above the Douro, a rabelo boat on the river. */
function douro(c: Canvas, boat = false) {
  const river = c.height * 0.78;
  return (
    sky(c, ["#fdba74", "#fef3c7"]) +
    sun(c, c.width * 0.25, c.height * 0.2, 34) +
    ridge(c, { base: c.height * 0.4, amp: c.height * 0.16, fill: "#a3a3a3", peaks: 3 }) +
    terraces(c, c.height * 0.3, river - 40, ["#65a30d", "#4d7c0f", "#84cc16", "#3f6212"], "#365314") +
    whiteHouse(c.width * 0.7, c.height * 0.42, 70, 44, "#c2410c", "#0f766e") +
    rect(0, river, c.width, c.height - river, c.fill(["#0e7490", "#155e75"])) +
    (boat ? rabelo(c.width * 0.35, river + 40, c.width * 0.3) : line(c.width * 0.2, river + 40, c.width * 0.5, river + 40, "#ffffff", 3, { "stroke-opacity": "0.4" }))
  );
}

function ronda(c: Canvas, evening = false) {
  const top = c.height * 0.42;
  return (
    (evening ? warm(c) : midday(c)) +
    (evening ? sun(c, c.width * 0.5, c.height * 0.62, 50) : "") +
    ridge(c, { base: c.height * 0.7, amp: 90, fill: evening ? "#b45309" : "#a3a3a3", peaks: 3 }) +
    gorgeBridge(c, "#d6b88a", evening ? "#7c2d12" : "#a16207") +
    whiteHouse(c.width * 0.04, top - 26, 90, 60) +
    whiteHouse(c.width * 0.18, top - 10, 70, 48) +
    whiteHouse(c.width * 0.78, top - 40, 90, 60) +
    whiteHouse(c.width * 0.9, top - 48, 70, 48)
  );
}

/** Seville: the Giralda bell tower above orange trees. */
function sevilla(c: Canvas) {
  const x = c.width * 0.5;
  const base = c.height * 0.86;
  const w = c.width * 0.09;
  let tower = rect(x - w / 2, base - c.height * 0.6, w, c.height * 0.6, "#e8b980");
  for (let i = 0; i < 5; i++) tower += rect(x - w * 0.15, base - c.height * (0.52 - i * 0.09), w * 0.3, c.height * 0.05, "#9a3412", { rx: w * 0.15 });
  tower += rect(x - w * 0.4, base - c.height * 0.72, w * 0.8, c.height * 0.12, "#fef3c7") + rect(x - w * 0.25, base - c.height * 0.8, w * 0.5, c.height * 0.08, "#e8b980") + circle(x, base - c.height * 0.83, w * 0.18, "#f59e0b");
  let trees = "";
  for (let i = 0; i < 7; i++) trees += roundTree(c.width * (0.06 + i * 0.15), c.height, c.height * 0.07, "#15803d", "#f97316");
  return warm(c) + facade(c.width * 0.05, base, c.width * 0.3, c.height * 0.22, "#fde68a", "#9a3412", 2) + facade(c.width * 0.65, base, c.width * 0.3, c.height * 0.25, "#fed7aa", "#9a3412", 2) + tower + rect(0, base, c.width, c.height - base, "#d6b88a") + trees;
}

/** A travel agency: posters of destinations on the wall, a globe on the desk and two advisers. */
function oficina(c: Canvas) {
  let posters = "";
  const scenes = [["#fb923c", "#0e7490"], ["#38bdf8", "#65a30d"], ["#fdba74", "#7c2d12"]];
  scenes.forEach(([skyColor, land], i) => {
    const x = c.width * (0.1 + i * 0.3);
    posters += rect(x, c.height * 0.1, c.width * 0.2, c.height * 0.28, skyColor, { stroke: "#ffffff", "stroke-width": 8 }) + circle(x + c.width * 0.14, c.height * 0.18, 16, "#fef3c7") + path(`M${n(x)} ${n(c.height * 0.38)}L${n(x + c.width * 0.08)} ${n(c.height * 0.26)}L${n(x + c.width * 0.2)} ${n(c.height * 0.38)}Z`, land);
  });
  const globe = circle(c.width * 0.82, c.height * 0.6, 46, "#0e7490") + path(`M${n(c.width * 0.82 - 30)} ${n(c.height * 0.6 - 20)}q20 -10 30 10t28 4`, "none", { stroke: "#84cc16", "stroke-width": 12, "stroke-linecap": "round" }) + rect(c.width * 0.82 - 4, c.height * 0.6 + 46, 8, 20, "#78350f");
  return rect(0, 0, c.width, c.height, c.fill(["#fef3c7", "#fde68a"])) + posters + team(c, c.height * 0.8, c.height * 0.45, 2, { cloth: [c.p.primary, c.p.accent] }) + rect(0, c.height * 0.76, c.width, c.height * 0.24, "#b45309") + globe;
}

/** A travel package as a postcard with a stamp: the shop's products. */
function postcard(scene: (c: Canvas) => string, stamp: string) {
  return (c: Canvas) => group(scene(c)) + rect(12, 12, c.width - 24, c.height - 24, "none", { stroke: "#fffbeb", "stroke-width": 14, rx: 10 }) + group(rect(-60, -40, 120, 80, "#fffbeb", { stroke: "#f97316", "stroke-width": 4, "stroke-dasharray": "6 4" }) + text(0, 12, stamp, { fill: "#0f766e", "font-family": "Poppins, Helvetica, Arial, sans-serif", "font-size": 30, "font-weight": 700, "text-anchor": "middle" }), { transform: `translate(${n(c.width - 110)} 90) rotate(8)` });
}

function lisboa(c: Canvas) {
  const base = c.height * 0.8;
  return midday(c) + azulejos(c, c.width * 0.05, c.height * 0.2, c.width * 0.4, base - c.height * 0.2, "#1d4ed8") + facade(c.width * 0.5, base, c.width * 0.45, c.height * 0.55, "#fde68a", "#0e7490", 3) + rect(0, base, c.width, c.height - base, "#a8a29e") + tram(c.width * 0.25, base + 10, c.width * 0.4);
}

const logo = { width: 56, height: 56 };

export const ACME_IMAGES: DemoImage[] = [
  { name: "hero", size: HERO, alt: "Whitewashed village on a hillside in Andalusia at sunset", draw: pueblo },
  { name: "logo", size: logo, alt: "Acme Viajes logo: a sun over waves", draw: (c) => emblem(c, { mark: "sun" }) },
  { name: "privacy", size: { width: 256, height: 256 }, alt: "A shield with a padlock", draw: (c) => iconCard(c, "shieldLock") },
  { name: "andalucia", size: CARD, alt: "A courtyard of horseshoe arches and a long pool, as in the Alhambra", draw: alhambra },
  { name: "canarias", size: CARD, alt: "The Teide volcano above the clouds, palms on the shore", draw: canarias },
  { name: "portugal", size: CARD, alt: "Ochre cliffs and a lighthouse on the Algarve coast", draw: algarve },
  { name: "tapas", size: CARD, alt: "A table with small plates of tapas: olives, prawns, tortilla, ham and patatas bravas", draw: tapasTable },
  { name: "mapa", size: CARD, alt: "A map of Spain and Portugal with a route between five stops", draw: (c) => iberiaMap(c, "#fde68a", "#f97316") },
  { name: "oficina", size: CARD, alt: "Two travel advisers in an office with destination posters and a globe", draw: oficina },
  { name: "guia", size: ROUND, alt: "A map pin with a small flag", draw: (c) => iconCard(c, "guide") },
  { name: "hotel", size: ROUND, alt: "A hotel bed under three stars", draw: (c) => iconCard(c, "hotel", { stroke: c.p.accent }) },
  { name: "asistencia", size: ROUND, alt: "A headset for 24-hour assistance", draw: (c) => iconCard(c, "headset") },
  { name: "precio", size: ROUND, alt: "A price tag with a euro sign", draw: (c) => iconCard(c, "priceTag", { stroke: c.p.accent }) },
  { name: "ronda", size: CARD, alt: "The Puente Nuevo bridge spanning the gorge in Ronda", draw: (c) => ronda(c) },
  { name: "duero", size: CARD, alt: "Terraced vineyards above the Douro river", draw: (c) => douro(c) },
  { name: "blog-ronda", size: CARD, alt: "Ronda's bridge and white houses above the gorge at sunset", draw: (c) => ronda(c, true) },
  { name: "blog-anaga", size: CARD, alt: "Green ridges of the Anaga mountains falling to the sea in Tenerife", draw: anaga },
  { name: "blog-duero", size: CARD, alt: "A rabelo boat with barrels on the Douro below terraced vineyards", draw: (c) => douro(c, true) },
  { name: "landing-sevilla", size: CARD, alt: "The Giralda tower in Seville above orange trees", draw: sevilla },
  { name: "product-andalucia", size: CARD, alt: "A postcard of a white Andalusian village: the Andalusia tour", draw: postcard(pueblo, "Andalucía") },
  { name: "product-portugal", size: CARD, alt: "A postcard of a Lisbon tram in front of tiled facades: the Portugal tour", draw: postcard(lisboa, "Portugal") },
];
