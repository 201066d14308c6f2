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
