import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { matchHas, prepareDestination } from "next/dist/shared/lib/router/utils/prepare-destination";
import { describe, expect, it } from "vitest";
import { siteRewrites } from "@/lib/tenancy/rewrites";

/**
 * Where Next's router sends a request: like resolve-routes with `afterFiles` rewrites (next.config.ts), it tries
 * the rules in order and the first that matches decides (every destination is a page of app/sites).
 */
type Rule = ReturnType<typeof siteRewrites>[number];

/** `host` null: a request without a Host header (HTTP/1.0). */
function requestFrom(host: string | null) {
  return { headers: host === null ? {} : { host }, cookies: {} } as never;
}

/** A rule's parameters for this path and request (path and host), or null when it does not apply. */
function match(rule: Rule, pathname: string, request: never) {
  const params = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(pathname);
  const hostParams = params && matchHas(request, { pathname } as never, "has" in rule ? rule.has : [], "missing" in rule ? rule.missing : []);
  return params && hostParams ? { ...hostParams, ...params } : null;
}

function route(pathname: string, host: string | null = "acme.localhost:3000"): string | null {
  for (const rule of siteRewrites()) {
    const params = match(rule, pathname, requestFrom(host));
    if (!params) continue;
    const { parsedDestination } = prepareDestination({ appendParamsToQuery: false, destination: rule.destination, params, query: {} });
    return parsedDestination.pathname ?? null;
  }
  return null;
}

describe("host and language rewrites", () => {
  it("puts the host and the `default` segment in front of an unprefixed path", () => {
    expect(route("/")).toBe("/sites/acme.localhost/default");
    expect(route("/about")).toBe("/sites/acme.localhost/default/about");
    expect(route("/blog/a/b")).toBe("/sites/acme.localhost/default/blog/a/b");
  });

  it("passes one of the eleven languages as the locale segment", () => {
    expect(route("/es")).toBe("/sites/acme.localhost/es");
    expect(route("/de/blog/post-1")).toBe("/sites/acme.localhost/de/blog/post-1");
  });

  it("treats other two-letter segments and longer words as ordinary paths", () => {
    expect(route("/xx/page")).toBe("/sites/acme.localhost/default/xx/page");
    expect(route("/english")).toBe("/sites/acme.localhost/default/english");
  });

  it("leaves the API, build output and shared static files alone", () => {
    expect(route("/api/template-sections")).toBeNull();
    expect(route("/_next/static/chunks/app.js")).toBeNull();
    expect(route("/favicon.ico")).toBeNull();
    expect(route("/default-logo.svg")).toBeNull();
    expect(route("/apiary")).toBe("/sites/acme.localhost/default/apiary");
  });

  it("leaves the media addresses to their own rules (next.config.ts)", () => {
    expect(route("/media/logo.svg")).toBeNull();
    expect(route("/storage/v1/object/public/media/org/logo.svg")).toBeNull();
    expect(route("/storage/v1/render/image/public/media/org/hero.jpg")).toBeNull();
    expect(route("/mediation")).toBe("/sites/acme.localhost/default/mediation");
  });

  it("gives every path exactly one rule: no two rules match the same request", () => {
    for (const host of ["acme.localhost:3000", null]) {
      for (const path of ["/", "/about", "/es", "/es/blog", "/de/blog/post-1", "/xx/page", "/sites/x/en"]) {
        const matching = siteRewrites().filter((rule) => match(rule, path, requestFrom(host)));
        expect(matching, `${path} (Host ${host})`).toHaveLength(1);
      }
    }
  });

  it("keeps the internal tree unreachable: /sites/… from outside lands under the site's own tree", () => {
    expect(route("/sites/other-org/en")).toBe("/sites/acme.localhost/default/sites/other-org/en");
  });

  it.each(["evil/../x", "foo_bar", "[::1]:3000", "x y", "ÄCME.localhost", "localhost,acme.localhost", "localhost:3000@evil.example", null])(
    "sends a request whose Host is %s to no site, and never to an internal path it names",
    (host) => {
      expect(route("/", host)).toBe("/sites/_/default");
      expect(route("/about", host)).toBe("/sites/_/default/about");
      expect(route("/es/blog", host)).toBe("/sites/_/default/es/blog");
      expect(route("/sites/localhost/default", host)).toBe("/sites/_/default/sites/localhost/default");
      expect(route("/api/contact", host)).toBeNull();
      expect(route("/_next/static/chunks/app.js", host)).toBeNull();
    },
  );
});
