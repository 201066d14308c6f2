import palette from "tailwindcss/colors";

// The organisation's brand colours as hex, for the places CSS classes cannot reach: emails, generated icons and
// share images, the web manifest. Settings store a Tailwind hue and shade (primary_color "sky", primary_shade 600)
// or a hex colour (lib/site/settings-schema.ts); Tailwind 4 defines its palette in OKLCH, which mail clients and
// image renderers do not read, so it is converted here from the very palette the pages' CSS uses.

/** Tailwind's sky-600, the settings' default primary colour: what an unreadable stored colour falls back to. */
export const FALLBACK_BRAND_HEX = "#0084d1";

/** Tailwind's palette by hue ("sky" → its shades), looked up without reaching into the object's prototype. */
const HUES = new Map<string, unknown>(Object.entries(palette));
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const OKLCH = /^oklch\(\s*([\d.]+)%\s+([\d.]+)\s+([\d.]+)\s*\)$/;

const toByte = (linear: number) => {
  const clamped = Math.min(1, Math.max(0, linear));
  const gamma = clamped <= 0.0031308 ? 12.92 * clamped : 1.055 * clamped ** (1 / 2.4) - 0.055;
  return Math.round(gamma * 255)
    .toString(16)
    .padStart(2, "0");
};

/** An `oklch(L% C H)` colour as `#rrggbb` (clamped into sRGB), or null for any other form. */
export function oklchToHex(value: string): string | null {
  const match = OKLCH.exec(value.trim());
  if (!match) return null;
  const lightness = Number(match[1]) / 100;
  const chroma = Number(match[2]);
  const hue = (Number(match[3]) * Math.PI) / 180;
  const a = chroma * Math.cos(hue);
  const b = chroma * Math.sin(hue);
  // OKLab → LMS (cubed) → linear sRGB, Björn Ottosson's matrices.
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const red = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s;
  const green = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s;
  const blue = -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s;
  return `#${toByte(red)}${toByte(green)}${toByte(blue)}`;
}

const expandHex = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join("")}` : hex).toLowerCase();

/** A settings colour (a hue and shade such as `sky`, 600, or a hex colour) as `#rrggbb`; unreadable: the default. */
export function brandHex(color: string, shade: number): string {
  const value = color.trim();
  if (HEX.test(value)) return expandHex(value);
  const shades = HUES.get(value);
  const oklch = typeof shades === "object" && shades !== null ? new Map<string, unknown>(Object.entries(shades)).get(String(shade)) : undefined;
  return (typeof oklch === "string" && oklchToHex(oklch)) || FALLBACK_BRAND_HEX;
}

function luminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((at) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/**
 * Lettering on a brand colour (an icon's initials, a share image's text): white where it keeps 3:1 (such letters
 * are large text for WCAG 1.4.3), otherwise near-black.
 */
export function letteringOn(backgroundHex: string): "#ffffff" | "#0a0a0a" {
  return 1.05 / (luminance(expandHex(backgroundHex)) + 0.05) >= 3 ? "#ffffff" : "#0a0a0a";
}
