/** Header constants of spec 002 §9, named as the spec names them. */
export const HEADER_HEIGHT_PX = 64;
/** Under this scroll offset the header is always shown; past it, scrolling down hides it. */
export const HIDE_THRESHOLD_PX = 100;
/** The header blurs once the page is scrolled more than this share of the viewport height. */
export const BLUR_VIEWPORT_RATIO = 0.1;
export const DROPDOWN_CLOSE_DELAY_MS = 300;
/** Desktop is at least this wide (header, slider, post modal). */
export const MOBILE_BREAKPOINT_PX = 768;

export const HEADER_DEFAULTS = {
  type: "default",
  background: "white",
  color: "gray-700",
  color_hover: "gray-900",
  menu_width: "7xl",
  logo_height: "h-12",
} as const;

/** Header and footer content widths: lg 1024 px through 7xl 2816 px in steps of 256 px. */
export const CONTENT_WIDTHS_PX: Record<string, number> = {
  lg: 1024,
  xl: 1280,
  "2xl": 1536,
  "3xl": 1792,
  "4xl": 2048,
  "5xl": 2304,
  "6xl": 2560,
  "7xl": 2816,
};

/** Logo heights that fit the 64 px header (it draws a logo at most 56 px high), as Tailwind heights. */
export const LOGO_HEIGHTS = ["h-6", "h-8", "h-10", "h-12", "h-14"] as const;

/** The mini styles carry no profile, login or language controls. */
export const MINI_HEADER_TYPES = ["mini", "ring_card_mini"] as const;

export const DEFAULT_LOGO_SRC = "/default-logo.svg";
