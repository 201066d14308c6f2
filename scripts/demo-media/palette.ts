// Each organisation's colours, from its settings in seed.sql: Northwind sky/indigo/slate, Acme Viajes
// teal/amber on warm sand, Alpenbau green/amber/stone.

export interface Palette {
  /** Sky from zenith to horizon. */
  sky: [string, string, string];
  /** The brand's main and accent colour, and the dark ink for text and outlines. */
  primary: string;
  accent: string;
  ink: string;
  /** Light and mid neutrals for walls, paper and card backgrounds. */
  paper: string;
  light: string;
  mid: string;
  /** Land in three depths, far to near. */
  land: [string, string, string];
  water: string;
  font: string;
}

export const PALETTES = {
  northwind: {
    sky: ["#1e1b4b", "#3730a3", "#7dd3fc"],
    primary: "#0284c7",
    accent: "#6366f1",
    ink: "#0f172a",
    paper: "#f8fafc",
    light: "#e0f2fe",
    mid: "#94a3b8",
    land: ["#64748b", "#475569", "#334155"],
    water: "#0369a1",
    font: "Inter, Helvetica, Arial, sans-serif",
  },
  acme: {
    sky: ["#0f766e", "#fb923c", "#fde68a"],
    primary: "#0d9488",
    accent: "#f97316",
    ink: "#134e4a",
    paper: "#fffbeb",
    light: "#fef3c7",
    mid: "#d6b88a",
    land: ["#c2a26b", "#a16207", "#7c5a2a"],
    water: "#0e7490",
    font: "Poppins, Helvetica, Arial, sans-serif",
  },
  alpenbau: {
    sky: ["#0c4a6e", "#7dd3fc", "#f0f9ff"],
    primary: "#15803d",
    accent: "#d97706",
    ink: "#292524",
    paper: "#fafaf9",
    light: "#e7e5e4",
    mid: "#a8a29e",
    land: ["#78716c", "#3f6212", "#166534"],
    water: "#0891b2",
    font: "Helvetica, Arial, sans-serif",
  },
} satisfies Record<string, Palette>;

export type OrgKey = keyof typeof PALETTES;
