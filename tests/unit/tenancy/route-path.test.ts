import { describe, expect, it } from "vitest";
import { routePublicPath } from "@/lib/tenancy/route-path";
import type { Site } from "@/lib/tenancy/site";

const englishSite: Site = { id: "org-en", defaultLocale: "en", locales: ["en", "es", "de"] };
const spanishSite: Site = { id: "org-es", defaultLocale: "es", locales: ["es", "en"] };

describe("routePublicPath", () => {
  it("serves a bare path in the organisation's default language", () => {
    expect(routePublicPath("/", englishSite)).toEqual({ type: "rewrite", pathname: "/sites/org-en/en" });
    expect(routePublicPath("/about", spanishSite)).toEqual({ type: "rewrite", pathname: "/sites/org-es/es/about" });
  });

  it("serves a supported language prefix in that language", () => {
    expect(routePublicPath("/es", englishSite)).toEqual({ type: "rewrite", pathname: "/sites/org-en/es" });
    expect(routePublicPath("/es/", englishSite)).toEqual({ type: "rewrite", pathname: "/sites/org-en/es" });
    expect(routePublicPath("/de/blog/post-1", englishSite)).toEqual({
      type: "rewrite",
      pathname: "/sites/org-en/de/blog/post-1",
    });
  });

  it("redirects a prefix equal to the default language to the bare path", () => {
    expect(routePublicPath("/en/about", englishSite)).toEqual({ type: "redirect", pathname: "/about" });
    expect(routePublicPath("/es/", spanishSite)).toEqual({ type: "redirect", pathname: "/" });
    expect(routePublicPath("/es", spanishSite)).toEqual({ type: "redirect", pathname: "/" });
  });

  it("redirects a language the organisation does not offer to the bare path", () => {
    expect(routePublicPath("/ja/contact", englishSite)).toEqual({ type: "redirect", pathname: "/contact" });
  });

  it("treats two letters that are not one of the eleven languages as an ordinary path", () => {
    expect(routePublicPath("/xx/page", englishSite)).toEqual({ type: "rewrite", pathname: "/sites/org-en/en/xx/page" });
    expect(routePublicPath("/ES/page", englishSite)).toEqual({ type: "rewrite", pathname: "/sites/org-en/en/ES/page" });
  });

  it("keeps the internal tree unreachable: /sites/… from outside lands under the site's own tree", () => {
    expect(routePublicPath("/sites/other-org/en", englishSite)).toEqual({
      type: "rewrite",
      pathname: "/sites/org-en/en/sites/other-org/en",
    });
  });
});
