/**
 * Marks a page where the banners fixed above the header never show (lib/banners/constants.ts,
 * BANNER_HIDDEN_PATH_PREFIXES): the stylesheet then holds no place for them before the banner list hydrates
 * (app/globals.css).
 */
export function HidesTopBanners() {
  return <span data-hides-top-banners hidden />;
}
