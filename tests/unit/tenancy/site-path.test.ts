import { describe, expect, it } from "vitest";
import { sitePath } from "@/lib/tenancy/site-path";

/** `host` null: a request without a Host header (HTTP/1.0). */
const route = (url: string, host: string | null = "acme.localhost:3000") => sitePath(url, host ?? undefined);

describe("host and language routing", () => {
  it("puts the host and the `default` segment in front of an unprefixed path", () => {
    expect(route("/")).toBe("/sites/acme.localhost/default");
    expect(route("/about")).toBe("/sites/acme.localhost/default/about");
    expect(route("/blog/a/b")).toBe("/sites/acme.localhost/default/blog/a/b");
  });

  it("passes one of the eleven languages as the locale segment", () => {
    expect(route("/es")).toBe("/sites/acme.localhost/es");
    expect(route("/de/blog/post-1")).toBe("/sites/acme.localhost/de/blog/post-1");
    expect(route("/nl/")).toBeUndefined();
  });

  it("treats other two-letter segments and longer words as ordinary paths", () => {
    expect(route("/xx/page")).toBe("/sites/acme.localhost/default/xx/page");
    expect(route("/english")).toBe("/sites/acme.localhost/default/english");
    expect(route("/es-mx/page")).toBe("/sites/acme.localhost/default/es-mx/page");
  });

  it("keeps the query and the path's encoding as sent, and lowercases the host", () => {
    expect(route("/es/blog?page=2&q=a%20b")).toBe("/sites/acme.localhost/es/blog?page=2&q=a%20b");
    expect(route("/?_rsc=abc")).toBe("/sites/acme.localhost/default?_rsc=abc");
    expect(route("/caf%C3%A9")).toBe("/sites/acme.localhost/default/caf%C3%A9");
    expect(route("/robots.txt", "Acme.LOCALHOST")).toBe("/sites/acme.localhost/default/robots.txt");
  });

  it("leaves the API, build output, media addresses and shared static files alone", () => {
    expect(route("/api/template-sections")).toBeUndefined();
    expect(route("/_next/static/chunks/app.js")).toBeUndefined();
    expect(route("/default-logo.svg")).toBeUndefined();
    expect(route("/media/logo.svg")).toBeUndefined();
    expect(route("/storage/v1/object/public/media/org/logo.svg")).toBeUndefined();
    expect(route("/storage/v1/render/image/public/media/org/hero.jpg")).toBeUndefined();
    expect(route("/apiary")).toBe("/sites/acme.localhost/default/apiary");
    expect(route("/mediation")).toBe("/sites/acme.localhost/default/mediation");
    expect(route("/favicon.ico.html")).toBe("/sites/acme.localhost/default/favicon.ico.html");
  });

  it("sends the icons and the web manifest to the site's own tree, each site serving its own", () => {
    expect(route("/favicon.ico")).toBe("/sites/acme.localhost/default/favicon.ico");
    expect(route("/favicon.ico", "localhost:3000")).toBe("/sites/localhost/default/favicon.ico");
    expect(route("/icon-192.png?v=abc")).toBe("/sites/acme.localhost/default/icon-192.png?v=abc");
    expect(route("/apple-touch-icon.png")).toBe("/sites/acme.localhost/default/apple-touch-icon.png");
    expect(route("/es/manifest.webmanifest")).toBe("/sites/acme.localhost/es/manifest.webmanifest");
  });

  it("leaves to Next the addresses it redirects to their clean form, so its redirect names the public path", () => {
    for (const url of ["/blog/", "/es/", "//blog", "/blog//post", "/\\blog", "/blog/./"]) expect(route(url), url).toBeUndefined();
    expect(route("http://evil.example/")).toBeUndefined();
    expect(route("*")).toBeUndefined();
  });

  it("keeps the internal tree unreachable: /sites/… from outside lands under the site's own tree", () => {
    expect(route("/sites/other-org/en")).toBe("/sites/acme.localhost/default/sites/other-org/en");
  });

  it("resolves dot segments first, so no path climbs into another site's tree", () => {
    expect(route("/../../other-org/en")).toBe("/sites/acme.localhost/default/other-org/en");
    expect(route("/blog/%2e%2e/%2E%2E/x")).toBe("/sites/acme.localhost/default/x");
    expect(route("/es/..")).toBe("/sites/acme.localhost/default");
    expect(route("/a/./b")).toBe("/sites/acme.localhost/default/a/b");
    expect(route("/../api/contact")).toBeUndefined();
  });

  it.each(["evil/../x", "foo_bar", "[::1]:3000", "x y", "ÄCME.localhost", "localhost,acme.localhost", "localhost:3000@evil.example", "", null])(
    "sends a request whose Host is %s to no site, and never to an internal path it names",
    (host) => {
      expect(route("/", host)).toBe("/sites/_/default");
      expect(route("/about", host)).toBe("/sites/_/default/about");
      expect(route("/es/blog", host)).toBe("/sites/_/default/es/blog");
      expect(route("/sites/localhost/default", host)).toBe("/sites/_/default/sites/localhost/default");
      expect(route("/api/contact", host)).toBeUndefined();
      expect(route("/_next/static/chunks/app.js", host)).toBeUndefined();
    },
  );
});

describe("the platform's own host", () => {
  it("serves the console's tree, in the language of the prefix, and no site's", () => {
    expect(route("/", "app.localhost:3000")).toBe("/console/default");
    expect(route("/de?x=1", "APP.localhost")).toBe("/console/de?x=1");
    expect(sitePath("/", "console.example.com", "console.example.com")).toBe("/console/default");
    expect(sitePath("/", "app.localhost", "console.example.com")).toBe("/sites/app.localhost/default");
  });

  it("leaves the console's /favicon.ico to the product's static file", () => {
    expect(route("/favicon.ico", "app.localhost:3000")).toBeUndefined();
    expect(sitePath("/favicon.ico", "console.example.com", "console.example.com")).toBeUndefined();
    expect(sitePath("/favicon.ico", "app.localhost", "console.example.com")).toBe("/sites/app.localhost/default/favicon.ico");
  });

  it("keeps a site's /console/… path inside that site's tree", () => {
    expect(route("/console/default")).toBe("/sites/acme.localhost/default/console/default");
  });
});
