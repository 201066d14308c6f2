import { COLLECT_PATH } from "@/lib/analytics/constants";

// The beacon's few lines of browser code, kept apart from React so bench/beacon-size.ts can weigh them.

/** Do-not-track or Global Privacy Control (not in TypeScript's Navigator yet). */
export function visitorOptedOut(): boolean {
  return navigator.doNotTrack === "1" || ("globalPrivacyControl" in navigator && navigator.globalPrivacyControl === true);
}

/** The screen-size class: phones under 640 CSS pixels wide, tablets under 1024, the rest desktops. */
function screenClass(): string {
  const width = screen.width;
  return width < 640 ? "mobile" : width < 1024 ? "tablet" : "desktop";
}

/** The page view as POST /api/collect reads it (lib/analytics/collect/schema.ts). */
export function pageViewBody(referrer: string): string {
  const path = location.pathname;
  const query = new URLSearchParams(location.search);
  const body: Record<string, string> = { path, referrer, lang: document.documentElement.lang, screen: screenClass() };
  for (const key of ["utm_source", "utm_medium", "utm_campaign"]) {
    const value = query.get(key);
    if (value) body[key] = value;
  }
  // A post's page marks its article with its slug; a list of posts marks its cards too, whose slug is not the page's.
  const slug = path.slice(path.lastIndexOf("/") + 1);
  const article = slug ? document.querySelector(`article[data-post-slug="${CSS.escape(slug)}"]`) : null;
  if (article) body.post_slug = slug;
  return JSON.stringify(body);
}

/** Sends when the browser is idle, so the beacon never competes with the page. */
export function sendWhenIdle(body: string): void {
  const send = () => navigator.sendBeacon(COLLECT_PATH, body);
  if ("requestIdleCallback" in window) requestIdleCallback(send, { timeout: 5_000 });
  else setTimeout(send, 1);
}
