/**
 * On a page where the banners fixed above the header never show (lib/banners/constants.ts,
 * BANNER_HIDDEN_PATH_PREFIXES), no place is held for them before the banner list hydrates: this rule comes after
 * the stylesheet's (app/globals.css), with the same specificity, and leaves with the page on a client-side
 * navigation. (A `:has()` on the root would do it from the stylesheet, but makes the browser re-check the root on
 * every change to the page while it hydrates.)
 */
export function HidesTopBanners() {
  return <style>{":root[data-top-banners]{--banner-offset:0px}"}</style>;
}
