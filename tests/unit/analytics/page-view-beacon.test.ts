// The beacon's browser code (issue 43): what one page view sends, and nothing for a do-not-track visitor.
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageViewBody, sendWhenIdle, visitorOptedOut } from "@/components/analytics/page-view-beacon";
import { pageViewBeaconSchema } from "@/lib/analytics/collect/schema";

/** A page at `url` in the browser, its <html lang>, screen width and the post articles it holds. */
function browserAt(url: string, { lang = "en", width = 390, articles = [] as string[], navigator = {} as Record<string, unknown> } = {}) {
  const { pathname, search } = new URL(url);
  vi.stubGlobal("location", { pathname, search });
  vi.stubGlobal("screen", { width });
  vi.stubGlobal("CSS", { escape: (value: string) => value });
  vi.stubGlobal("document", {
    documentElement: { lang },
    querySelector: (selector: string) => articles.find((slug) => selector === `article[data-post-slug="${slug}"]`) ?? null,
  });
  const sent: [string, string][] = [];
  vi.stubGlobal("navigator", { doNotTrack: null, sendBeacon: (path: string, body: string) => sent.push([path, body]), ...navigator });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the beacon's page view", () => {
  it("sends the path, referrer, language, screen class and campaign, as the collector reads them", () => {
    browserAt("https://acme.example/es/blog?utm_source=news&utm_campaign=spring&x=1", { lang: "es", width: 800 });
    const body = JSON.parse(pageViewBody("https://www.google.com/"));
    expect(body).toEqual({ path: "/es/blog", referrer: "https://www.google.com/", lang: "es", screen: "tablet", utm_source: "news", utm_campaign: "spring" });
    expect(pageViewBeaconSchema.safeParse(body).success).toBe(true);
  });

  it("names the post only on the post's own page, not on a list of post cards", () => {
    browserAt("https://acme.example/blog/patagonia", { width: 1440, articles: ["patagonia"] });
    expect(JSON.parse(pageViewBody(""))).toMatchObject({ path: "/blog/patagonia", screen: "desktop", post_slug: "patagonia" });
    browserAt("https://acme.example/blog", { articles: ["patagonia", "andes"] });
    expect(JSON.parse(pageViewBody(""))).not.toHaveProperty("post_slug");
  });

  it("goes to /api/collect with sendBeacon once the browser is idle", () => {
    vi.useFakeTimers();
    const sent = browserAt("https://acme.example/");
    vi.stubGlobal("window", {});
    sendWhenIdle("{}");
    expect(sent).toEqual([]);
    vi.runAllTimers();
    expect(sent).toEqual([["/api/collect", "{}"]]);
  });
});

describe("a visitor's privacy signals", () => {
  it.each([
    ["Do Not Track", { doNotTrack: "1" }, true],
    ["Global Privacy Control", { globalPrivacyControl: true }, true],
    ["neither", { doNotTrack: "0" }, false],
  ])("%s: the beacon stays silent: %s", (_, signals, optedOut) => {
    browserAt("https://acme.example/", { navigator: signals });
    expect(visitorOptedOut()).toBe(optedOut);
  });
});
