/**
 * The icons every site serves at its own host's root (issue 41), each made from the organisation's icon or, without
 * one, drawn from its initials and primary colour. The route handlers live in app/sites/[site]/[locale]/{file}/.
 */
export const SITE_ICON_FILES = {
  /** PNG images in an ICO container: the browser picks the size of its tab or bookmark. */
  "favicon.ico": { type: "image/x-icon", sizes: [16, 32, 48] },
  /** The web manifest's icons (the least Chrome asks of an installable site). */
  "icon-192.png": { type: "image/png", sizes: [192] },
  "icon-512.png": { type: "image/png", sizes: [512] },
  /** iOS's home-screen icon: square and opaque, as iOS rounds the corners itself and shows transparency as black. */
  "apple-touch-icon.png": { type: "image/png", sizes: [180] },
} as const;

export type SiteIconFile = keyof typeof SITE_ICON_FILES;

/** The side of the square every icon file is scaled down from: the largest file's. */
export const ICON_SOURCE_SIZE = 512;

export const MANIFEST_FILE = "manifest.webmanifest";
export const MANIFEST_TYPE = "application/manifest+json";

/** How long an icon request waits for Storage before the drawn icon stands in (lib/brand/icons.ts). */
export const ICON_READ_TIMEOUT_MS = 5_000;

/** Browsers and proxies keep an icon for an hour; pages name the icons with a version query, so a change shows at once. */
export const ICON_CACHE_CONTROL = "public, max-age=3600";

/**
 * The manifest's splash-screen background: the pages' own (white), so the launch screen turns into the first page
 * without a flash. The theme colour, the browser's frame, is the organisation's primary colour.
 */
export const MANIFEST_BACKGROUND = "#ffffff";
