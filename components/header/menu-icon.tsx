/**
 * The icon names menus and banners can show (the editors' icon picker offers these). Each is drawn by a
 * CSS mask in app/site-chrome.css (.icon-<name>): no <svg> elements in every page's HTML and payload.
 */
export const MENU_ICON_NAMES = [
  "briefcase",
  "book-open",
  "users",
  "mail",
  "compass",
  "hammer",
  "building",
  "hard-hat",
  "home",
  "map",
  // Banner icons (002 §4 Banners: text, an icon and a link).
  "chart-bar",
  "tag",
  "video",
  "plane",
  "sun",
];

/** A menu item's icon by name; an unknown name falls back to the map icon (002 §8). 16 px unless className sizes it. */
export function MenuIcon({ name, className = "" }: { name?: string | null; className?: string }) {
  const known = name && MENU_ICON_NAMES.includes(name) ? name : "map";
  return <span aria-hidden className={`mask-icon icon-${known} ${className}`.trimEnd()} />;
}
