import { CARD, HERO, type Canvas, type DemoImage } from "../canvas";
import { apartmentHouse, chalet, crane, facade, fortress, onionTower, scaffold, timberFrame } from "../scenes/buildings";
import { iconCard } from "../scenes/icons";
import { emblem, wordmark, wordmarkWidth, type Mark } from "../scenes/logos";
import { clouds, forest, ridge, roundTree, sky, sun } from "../scenes/nature";
import { blueprint, energyLabel, logStack, solarPanels } from "../scenes/objects";
import { team } from "../scenes/people";
import { circle, line, n, path, poly, rect } from "../svg";

// Alpenbau: alpine construction and timber building in Tyrol. Snow-capped ridges, larch and spruce, cranes
// and scaffolding in green, amber and stone.

const alpineSky = (c: Canvas) => sky(c, ["#0c4a6e", "#7dd3fc", "#f0f9ff"]);

/** Two rows of snowy peaks, a forested slope and a meadow: the backdrop of every outdoor scene. */
function alps(c: Canvas, meadow: number, o: { kaiser?: boolean } = {}) {
  return (
    alpineSky(c) +
    clouds(c, 3, c.height * 0.25) +
    ridge(c, { base: meadow - c.height * 0.12, amp: c.height * (o.kaiser ? 0.5 : 0.38), fill: o.kaiser ? "#a8a29e" : "#94a3b8", peaks: o.kaiser ? 7 : 4, jagged: true, snow: "#f8fafc" }) +
    ridge(c, { base: meadow - c.height * 0.02, amp: c.height * 0.2, fill: "#3f6212", peaks: 4 }) +
    forest(c, 0, c.width, meadow - c.height * 0.02, c.height * 0.12, "#14532d", Math.round(c.width / 40)) +
    rect(0, meadow, c.width, c.height - meadow, c.fill(["#65a30d", "#3f6212"]))
  );
}

/** A timber-frame house going up in front of the mountains, a crane beside it. */
function hero(c: Canvas) {
  const meadow = c.height * 0.78;
  return alps(c, meadow) + crane(c.width * 0.72, meadow, c.height * 0.62) + timberFrame(c.width * 0.3, meadow, c.width * 0.3) + rect(0, c.height * 0.95, c.width, c.height * 0.05, "#78716c");
}

function neubau(c: Canvas) {
  const meadow = c.height * 0.8;
  return alps(c, meadow) + chalet(c.width * 0.22, meadow, c.width * 0.42, "#d6d3d1", "#57534e") + scaffold(c.width * 0.2, meadow, c.width * 0.2, c.height * 0.24) + crane(c.width * 0.7, meadow, c.height * 0.55);
}

/** An old farmhouse half clad in new insulation boards, behind scaffolding. */
function sanierung(c: Canvas, split = false) {
  const meadow = c.height * 0.82;
  const x = c.width * 0.2;
  const w = c.width * 0.6;
  let out = alps(c, meadow) + chalet(x, meadow, w, "#a16207", "#78716c");
  if (split) out += rect(x + w / 2, meadow - w * 0.55, w / 2, w * 0.55, "#e7e5e4") + line(x + w / 2, meadow - w * 0.55, x + w / 2, meadow, "#d97706", 6) + rect(x + w * 0.72, meadow - w * 0.3, w * 0.16, w * 0.2, "#bae6fd", { stroke: "#44403c", "stroke-width": 3 });
  else out += scaffold(x - 10, meadow, w + 20, w * 0.5);
  return out;
}

function holzbau(c: Canvas) {
  const meadow = c.height * 0.8;
  return alps(c, meadow) + timberFrame(c.width * 0.2, meadow, c.width * 0.6) + logStack(c, c.width * 0.02, c.height, 18, 3);
}

/** A Tyrolean village with an onion-domed church below the peaks. */
function tirol(c: Canvas) {
  const meadow = c.height * 0.8;
  let houses = "";
  for (let i = 0; i < 4; i++) houses += chalet(c.width * (0.04 + i * 0.24), meadow + c.rnd.between(0, 30), c.width * c.rnd.between(0.14, 0.18));
  return alps(c, meadow) + onionTower(c.width * 0.55, meadow, c.height * 0.46) + houses;
}

function ellmau(c: Canvas) {
  const meadow = c.height * 0.8;
  return alps(c, meadow, { kaiser: true }) + chalet(c.width * 0.25, c.height * 0.95, c.width * 0.5, "#b45309", "#57534e") + forest(c, c.width * 0.8, c.width, c.height * 0.95, c.height * 0.3, "#14532d", 3);
}

/** Innsbruck: coloured houses along the Inn below the Nordkette. */
function innsbruck(c: Canvas) {
  const bank = c.height * 0.74;
  const colors = ["#fca5a5", "#fde68a", "#bbf7d0", "#bae6fd", "#fed7aa", "#e9d5ff"];
  let houses = "";
  const w = c.width / colors.length;
  colors.forEach((color, i) => {
    const h = c.height * c.rnd.between(0.26, 0.34);
    houses += facade(i * w, bank, w, h, color, "#44403c", 3) + poly([[i * w, bank - h], [i * w + w / 2, bank - h - w * 0.3], [i * w + w, bank - h]], "#9a3412");
  });
  return alps(c, bank) + houses + rect(0, bank, c.width, c.height - bank, c.fill(["#0891b2", "#155e75"])) + line(c.width * 0.1, bank + 40, c.width * 0.4, bank + 40, "#ffffff", 3, { "stroke-opacity": "0.4" });
}

/** The listings of "Wohnungen im Verkauf": the garden flats in Wörgl, hedged gardens in front. */
function wohnungWoergl(c: Canvas) {
  const meadow = c.height * 0.86;
  let gardens = "";
  for (let i = 0; i < 4; i++) gardens += rect(c.width * (0.12 + i * 0.19), meadow + 8, c.width * 0.17, 14, "#166534", { rx: 7 });
  return alps(c, meadow) + apartmentHouse(c.width * 0.18, meadow, c.width * 0.62, 3, { wall: "#fafaf9", wood: "#b45309", roof: "#57534e" }) + roundTree(c.width * 0.09, meadow, 34, "#15803d") + roundTree(c.width * 0.9, meadow, 40, "#166534") + gardens;
}

/** The top-floor flat in Kufstein: a set-back attic with a roof terrace, the fortress on its rock behind. */
function wohnungKufsteinDach(c: Canvas) {
  const meadow = c.height * 0.9;
  return alps(c, meadow, { kaiser: true }) + fortress(c.width * 0.03, meadow - c.height * 0.1, c.width * 0.3) + apartmentHouse(c.width * 0.42, meadow, c.width * 0.46, 4, { wall: "#f5f5f4", wood: "#a16207", roof: "#44403c", penthouse: true }) + roundTree(c.width * 0.36, meadow, 30, "#15803d");
}

/** The two-room flat in Kufstein's centre: a new house with balconies between old town houses. */
function wohnungKufsteinZentrum(c: Canvas) {
  const street = c.height * 0.88;
  const oldHouse = (x: number, w: number, color: string) => {
    const h = w * 1.15;
    return facade(x, street, w, h, color, "#44403c", 3) + poly([[x - 6, street - h], [x + w / 2, street - h - w * 0.35], [x + w + 6, street - h]], "#9a3412");
  };
  return alps(c, street) + oldHouse(c.width * 0.02, c.width * 0.26, "#fde68a") + oldHouse(c.width * 0.72, c.width * 0.26, "#fecaca") + apartmentHouse(c.width * 0.31, street, c.width * 0.38, 4, { wall: "#e7e5e4", wood: "#b45309", roof: "#57534e" }) + rect(0, street, c.width, c.height - street, "#a8a29e");
}

/** A building site: crane, excavator, site containers and a fence. */
function baustelle(c: Canvas) {
  const ground = c.height * 0.82;
  const ex = c.width * 0.58;
  const excavator =
    rect(ex, ground - 70, 150, 60, "#f59e0b", { rx: 8 }) + rect(ex + 20, ground - 120, 70, 55, "#f59e0b", { rx: 6 }) + rect(ex + 35, ground - 110, 40, 30, "#bae6fd") +
    rect(ex - 10, ground - 16, 170, 24, "#44403c", { rx: 12 }) +
    path(`M${n(ex + 150)} ${n(ground - 60)}L${n(ex + 240)} ${n(ground - 150)}L${n(ex + 290)} ${n(ground - 60)}`, "none", { stroke: "#d97706", "stroke-width": 18, "stroke-linejoin": "round" }) +
    poly([[ex + 280, ground - 70], [ex + 320, ground - 40], [ex + 285, ground - 20]], "#57534e");
  let fence = "";
  for (let x = 0; x < c.width; x += 60) fence += rect(x, ground + 20, 50, 50, "none", { stroke: "#a8a29e", "stroke-width": 2 }) + rect(x + 20, ground + 20, 6, 50, "#dc2626");
  return alps(c, ground) + rect(0, ground, c.width, c.height - ground, "#a8a29e") + crane(c.width * 0.2, ground, c.height * 0.66) + rect(c.width * 0.05, ground - 80, 160, 80, c.p.primary) + rect(c.width * 0.05, ground - 160, 160, 80, "#e7e5e4") + excavator + fence;
}

function team_(c: Canvas) {
  return alps(c, c.height * 0.7) + team(c, c.height, c.height * 0.55, 5, { helmets: ["#f59e0b", "#fafaf9", "#f59e0b", "#15803d", "#fafaf9"], cloth: ["#15803d", "#d97706", "#44403c", "#15803d", "#78716c"] });
}

/** A new roof frame with the Richtbaum, a small tree with ribbons, fixed to its ridge. */
function richtfest(c: Canvas) {
  const meadow = c.height * 0.85;
  const x = c.width * 0.25;
  const w = c.width * 0.5;
  const ridgeY = meadow - w * 0.5 - w * 0.33;
  let ribbons = "";
  ["#dc2626", "#f8fafc", "#f59e0b", "#15803d"].forEach((color, i) => (ribbons += path(`M${n(x + w / 2)} ${n(ridgeY - 40)}q${n(-30 + i * 20)} 30 ${n(-40 + i * 26)} 70`, "none", { stroke: color, "stroke-width": 5 })));
  return alps(c, meadow) + timberFrame(x, meadow, w) + line(x + w / 2, ridgeY, x + w / 2, ridgeY - 30, "#78350f", 6) + poly([[x + w / 2, ridgeY - 110], [x + w / 2 + 34, ridgeY - 30], [x + w / 2 - 34, ridgeY - 30]], "#166534") + ribbons;
}

/** A house with solar panels on its roof and a heat pump beside it, under the sun. */
function energie(c: Canvas) {
  const meadow = c.height * 0.82;
  const x = c.width * 0.22;
  const w = c.width * 0.5;
  return alps(c, meadow) + sun(c, c.width * 0.85, c.height * 0.15, 44, "#fde047") + chalet(x, meadow, w, "#e7e5e4", "#57534e") + solarPanels(x + w * 0.56, meadow - w * 0.55 - w * 0.3, w * 0.5, 2, 4, 31) + rect(x + w + 20, meadow - 70, 90, 70, "#f5f5f4", { stroke: "#78716c", "stroke-width": 3, rx: 6 }) + circle(x + w + 65, meadow - 35, 24, "none", { stroke: "#78716c", "stroke-width": 4 });
}

function planung(c: Canvas) {
  return rect(0, 0, c.width, c.height, c.fill(["#e7e5e4", "#d6d3d1"])) + blueprint(c, c.width * 0.08, c.height * 0.08, c.width * 0.84, c.height * 0.84);
}

function holzLager(c: Canvas) {
  return alps(c, c.height * 0.7) + rect(c.width * 0.55, c.height * 0.4, c.width * 0.4, c.height * 0.3, "#92400e") + poly([[c.width * 0.52, c.height * 0.4], [c.width * 0.75, c.height * 0.25], [c.width * 0.98, c.height * 0.4]], "#57534e") + logStack(c, c.width * 0.02, c.height * 0.98, 34, 4);
}

const partner = (mark: Mark, name: string, second: string, tagline: string, colors: { primary: string; accent: string }) => ({
  size: { width: wordmarkWidth(80, Math.max(name.length + second.length + 1, tagline.length * 0.6), true), height: 80 },
  draw: (c: Canvas) => wordmark(c, { mark, name, second, tagline, ...colors }),
});

const logo = { width: 56, height: 56 };

export const ALPENBAU_IMAGES: DemoImage[] = [
  { name: "hero", size: HERO, alt: "Timber-frame house under construction in front of mountains", draw: hero },
  { name: "logo", size: logo, alt: "Alpenbau logo: a snow-capped peak", draw: (c) => emblem(c, { mark: "peak" }) },
  { name: "privacy", size: { width: 256, height: 256 }, alt: "A shield with a padlock", draw: (c) => iconCard(c, "shieldLock") },
  { name: "neubau", size: CARD, alt: "A new house going up behind scaffolding, a crane beside it, mountains behind", draw: neubau },
  { name: "sanierung", size: CARD, alt: "An old timber farmhouse behind scaffolding during its renovation", draw: (c) => sanierung(c) },
  { name: "holzbau", size: CARD, alt: "A timber-frame house with posts, braces and a roof truss, logs stacked beside it", draw: holzbau },
  { name: "tirol", size: CARD, alt: "A Tyrolean village with an onion-domed church below snowy peaks", draw: tirol },
  { name: "baustelle", size: CARD, alt: "A building site with a tower crane, an excavator and site containers", draw: baustelle },
  { name: "team", size: CARD, alt: "The Alpenbau team in hard hats in front of the mountains", draw: team_ },
  { name: "m-neubau", size: CARD, alt: "A house with a plus sign: new builds", draw: (c) => iconCard(c, "housePlus") },
  { name: "m-sanierung", size: CARD, alt: "A house with a paint roller: renovation", draw: (c) => iconCard(c, "houseBrush", { stroke: c.p.accent }) },
  { name: "m-holzbau", size: CARD, alt: "Stacked timber beams: timber construction", draw: (c) => iconCard(c, "beams", { stroke: "#92400e", fill: "#fcd34d" }) },
  { name: "m-bauleitung", size: CARD, alt: "A clipboard with ticked items: site management", draw: (c) => iconCard(c, "clipboard") },
  { name: "ellmau", size: CARD, alt: "Chalet in Ellmau with a larch facade below the Wilder Kaiser", draw: ellmau },
  { name: "innsbruck", size: CARD, alt: "Coloured houses along the Inn in Innsbruck below the Nordkette", draw: innsbruck },
  { name: "wohnung-woergl", size: CARD, alt: "A three-storey apartment house with larch balconies and hedged gardens in Wörgl, mountains behind", draw: wohnungWoergl },
  { name: "wohnung-kufstein-dach", size: CARD, alt: "A new apartment house with a set-back top floor and roof terrace below Kufstein fortress", draw: wohnungKufsteinDach },
  { name: "wohnung-kufstein-zentrum", size: CARD, alt: "A new apartment house with balconies between old town houses in the centre of Kufstein", draw: wohnungKufsteinZentrum },
  { name: "partner-holzcluster", ...partner("tree", "Holzcluster", "Tirol", "HOLZ AUS DEN ALPEN", { primary: "#166534", accent: "#a16207" }) , alt: "Holzcluster Tirol logo: a spruce beside the name" },
  { name: "partner-koessler", ...partner("k", "Kössler", "Statik", "INGENIEURBÜRO", { primary: "#44403c", accent: "#f59e0b" }), alt: "Kössler Statik logo: a K in a square beside the name" },
  { name: "partner-energie", ...partner("bolt", "Energie", "Tirol", "BERATUNG", { primary: "#15803d", accent: "#fde047" }), alt: "Energie Tirol logo: a lightning bolt in a sun beside the name" },
  { name: "blog-holz", size: CARD, alt: "Stacked larch logs in front of a timber store below the mountains", draw: holzLager },
  { name: "blog-richtfest", size: CARD, alt: "A roof frame topped with a small tree and ribbons for the topping-out ceremony", draw: richtfest },
  { name: "blog-sanierung", size: CARD, alt: "A farmhouse facade half old timber, half new insulation", draw: (c) => sanierung(c, true) },
  { name: "landing-energie", size: CARD, alt: "A house with solar panels on its roof and a heat pump beside it", draw: energie },
  { name: "product-energie", size: CARD, alt: "An energy-efficiency scale from A+ to F with class A marked", draw: (c) => rect(0, 0, c.width, c.height, c.fill([c.p.paper, c.p.light])) + energyLabel(c, c.width * 0.15, c.height * 0.1, c.width * 0.7, c.height * 0.8) },
  { name: "product-planung", size: CARD, alt: "A floor plan on blueprint paper with a pencil", draw: planung },
];
