/** Footer constants of spec 002 §9, named as the spec names them. */
export const FOOTER_ITEMS_PER_COLUMN = 8;
export const COMPACT_FOOTER_LINKS = 6;
export const GRID_FOOTER_COLUMNS = 4;
export const COMPACT_MIN_HEIGHT_PX = 200;
export const FOOTER_MIN_HEIGHT_PX = 400;

export const FOOTER_DEFAULTS = { background: "neutral-900", color: "neutral-400", color_hover: "white" } as const;

/** The window event the cookie-consent dialog listens to; the footer's Privacy Settings button sends it. */
export const OPEN_COOKIE_SETTINGS_EVENT = "open-cookie-settings";
