// Hero defaults (spec 001 §9; the settings editor's reading where the two editors differ).
export const HERO_DEFAULTS = {
  button: "Get Started",
  titleSize: { desktop: "text-7xl", mobile: "text-5xl" },
  descriptionSize: { desktop: "text-2xl", mobile: "text-lg" },
  titleColor: "gray-800",
  descriptionColor: "gray-600",
  descriptionWeight: "normal",
  alignment: "left",
  blockWidth: "2xl",
  blockColumns: 1,
  imagePosition: "right",
  imageWidth: 400,
  imageHeight: 300,
  /** Spec: max image height 400px (background images 1280x720). */
  imageMaxHeight: 400,
  backgroundColumns: 1,
  backgroundColor: "white",
  buttonUrl: "/products",
  buttonColor: "sky-600",
} as const;

/** Spec: the SEO-title badge links to /blog with the text Explore. */
export const SEO_BADGE_HREF = "/blog";

/** Spec 001 §9: title sizes text-lg … text-7xl, description sizes text-xs … text-7xl. */
export const HERO_TITLE_SIZES = ["text-lg", "text-xl", "text-2xl", "text-3xl", "text-4xl", "text-5xl", "text-6xl", "text-7xl"] as const;
export const HERO_DESCRIPTION_SIZES = ["text-xs", "text-sm", "text-base", ...HERO_TITLE_SIZES] as const;
/** Spec 001 §9: content width options 2xl … 7xl, full. */
export const HERO_BLOCK_WIDTHS = ["2xl", "3xl", "4xl", "5xl", "6xl", "7xl", "full"] as const;
/** Spec 001 §9: hero columns 1, 2 or 3. */
export const HERO_COLUMNS = [1, 2, 3] as const;

/** Pixel size of each text class, for the drag handle that resizes text. */
export const TEXT_SIZE_PX: Record<(typeof HERO_DESCRIPTION_SIZES)[number], number> = {
  "text-xs": 12,
  "text-sm": 14,
  "text-base": 16,
  "text-lg": 18,
  "text-xl": 20,
  "text-2xl": 24,
  "text-3xl": 30,
  "text-4xl": 36,
  "text-5xl": 48,
  "text-6xl": 60,
  "text-7xl": 72,
};

/** Spec 001 §5, §9: drag-resized font size is clamped to 12–120 px and rounded to a multiple of 4. */
export const FONT_DRAG = { min: 12, max: 120, step: 4 } as const;
/** Spec 001 §5: an image is never resized under 50 px on either side. */
export const IMAGE_MIN_PX = 50;
/** The largest stored image size: the background image's 1280x720 (spec 001 §9). */
export const IMAGE_MAX = { width: 1280, height: 720 } as const;

/** Where spec 001 §9 gives two readings, the hero dialog's pickers default to these. */
export const HERO_DIALOG_DEFAULTS = {
  titleSize: { desktop: "text-6xl", mobile: "text-4xl" },
  descriptionSize: { desktop: "text-lg", mobile: "text-base" },
  blockWidth: "4xl",
} as const;

/** Spec 001 §4: turning the gradient on sets these colours; turning it off clears them. */
export const HERO_GRADIENT_DEFAULTS = {
  background: { from: "from-blue-50", via: "via-white", to: "to-purple-50" },
  title: { from: "from-blue-600", via: "via-purple-600", to: "to-pink-600" },
  button: { from: "from-sky-600", via: "via-sky-500", to: "to-sky-700" },
} as const;

/**
 * Fired after a hero editor saved or deleted a hero. The page's hero is server-rendered: the editing shell
 * refreshes the route on it.
 */
export const HERO_UPDATED_EVENT = "hero-updated";
