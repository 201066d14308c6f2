// What the collector reads from a beacon's request (issue 43): the referrer's host, the country from
// Accept-Language only, robots and the visitor's do-not-track wishes; and the page a view counts for.
import { describe, expect, it } from "vitest";
import { toPageView, unprefixedPath } from "@/lib/analytics/collect/page-view";
import { countryFromAcceptLanguage, isBotAgent, optedOut, referrerHost } from "@/lib/analytics/collect/request-signals";
import { pageViewBeaconSchema } from "@/lib/analytics/collect/schema";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe("the referrer's host", () => {
  it.each([
    ["https://www.google.com/search?q=acme", "google.com"],
    ["https://News.Ycombinator.com/item?id=1", "news.ycombinator.com"],
    ["http://blog.example.org:8080/post", "blog.example.org"],
  ])("is the host of %s", (referrer, host) => {
    expect(referrerHost(referrer, "acme.localhost:3000")).toBe(host);
  });

  it("is null for a direct visit, the site itself, or an unreadable referrer", () => {
    expect(referrerHost(undefined, "acme.localhost:3000")).toBeNull();
    expect(referrerHost("", "acme.localhost:3000")).toBeNull();
    expect(referrerHost("http://acme.localhost:3000/es/blog", "acme.localhost:3000")).toBeNull();
    expect(referrerHost("https://ACME.localhost/", "acme.localhost:3000")).toBeNull();
    expect(referrerHost("not a url", "acme.localhost:3000")).toBeNull();
    expect(referrerHost("android-app://com.google.android.gm/", "acme.localhost:3000")).toBeNull();
  });
});

describe("the country", () => {
  it.each([
    ["de-AT,de;q=0.9,en;q=0.8", "AT"],
    ["en-us", "US"],
    ["zh-Hant-TW,zh;q=0.9", "TW"],
    ["fr;q=0.5,pt-BR", "BR"],
  ])("comes from the preferred language's region: %s → %s", (header, country) => {
    expect(countryFromAcceptLanguage(header)).toBe(country);
  });

  it.each([[null], [""], ["de"], ["de,en-US;q=0.8"], ["es-419"], ["*"], ["garbage;;"]])("is unknown for %s", (header) => {
    expect(countryFromAcceptLanguage(header)).toBeNull();
  });
});

describe("robots", () => {
  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "curl/8.5.0",
    "python-requests/2.32.3",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
  ])("are dropped: %s", (userAgent) => {
    expect(isBotAgent(userAgent)).toBe(true);
  });

  it("include a request without a user agent; a browser is none", () => {
    expect(isBotAgent(null)).toBe(true);
    expect(isBotAgent("")).toBe(true);
    expect(isBotAgent(CHROME)).toBe(false);
  });
});

describe("do-not-track", () => {
  it("drops a visitor who sends DNT: 1 or Sec-GPC: 1", () => {
    expect(optedOut(new Headers({ dnt: "1" }))).toBe(true);
    expect(optedOut(new Headers({ "sec-gpc": "1" }))).toBe(true);
    expect(optedOut(new Headers({ dnt: "0" }))).toBe(false);
    expect(optedOut(new Headers())).toBe(false);
  });
});

describe("the page a view counts for", () => {
  const site = { id: "10000000-0000-4000-8000-000000000000", defaultLocale: "en" as const, locales: ["en", "es"] as const };
  const view = (beacon: Record<string, unknown>) =>
    toPageView({
      beacon: pageViewBeaconSchema.parse({ screen: "desktop", ...beacon }),
      site,
      visitorHash: "0123456789abcdef0123456789abcdef",
      ownHost: "acme.localhost:3000",
      acceptLanguage: "es-MX,es;q=0.9",
      now: new Date("2026-11-30T10:00:00Z"),
    });

  it("is the path without the language prefix", () => {
    expect(unprefixedPath("/es/blog/hola", "es", "en")).toBe("/blog/hola");
    expect(unprefixedPath("/es", "es", "en")).toBe("/");
    expect(unprefixedPath("/espresso/", "es", "en")).toBe("/espresso");
    expect(unprefixedPath("/blog", "en", "en")).toBe("/blog");
  });

  it("keeps the language, device, campaign, post and country", () => {
    expect(view({ path: "/es/blog/hola", lang: "es", referrer: "https://t.co/x", utm_campaign: " spring ", utm_source: "", post_slug: "hola" })).toEqual({
      organization_id: site.id,
      occurred_at: "2026-11-30T10:00:00.000Z",
      visitor_hash: "0123456789abcdef0123456789abcdef",
      path: "/blog/hola",
      language: "es",
      referrer_host: "t.co",
      country: "MX",
      device: "desktop",
      utm_source: null,
      utm_medium: null,
      utm_campaign: "spring",
      post_slug: "hola",
    });
  });

  it("is none for a language the site does not offer or an admin page", () => {
    expect(view({ path: "/fr/", lang: "fr" })).toBeNull();
    expect(view({ path: "/es/admin/analytics", lang: "es" })).toBeNull();
  });

  it("refuses a body that is no page view", () => {
    expect(pageViewBeaconSchema.safeParse({ path: "about", lang: "en", screen: "desktop" }).success).toBe(false);
    expect(pageViewBeaconSchema.safeParse({ path: "/", lang: "xx", screen: "desktop" }).success).toBe(false);
    expect(pageViewBeaconSchema.safeParse({ path: "/", lang: "en", screen: "watch" }).success).toBe(false);
    expect(pageViewBeaconSchema.safeParse({ path: `/${"a".repeat(600)}`, lang: "en", screen: "mobile" }).success).toBe(false);
  });
});
