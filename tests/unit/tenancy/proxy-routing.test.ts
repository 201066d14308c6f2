import { NextRequest } from "next/server";
import { getRewrittenUrl, unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import { config, proxy } from "@/proxy";

// proxy.ts on a platform host (no self-hosted server): the same routing as server/, by NextResponse.rewrite,
// and never for a request the server has routed already. Checked with Next's own testing helpers.
const matches = (url: string, headers: Record<string, string> = {}) =>
  unstable_doesMiddlewareMatch({ config, url, headers, cookies: Object.fromEntries(headers.cookie?.split("; ").map((pair) => pair.split("=")) ?? []) });

async function rewrittenPath(url: string, headers: Record<string, string> = {}) {
  const host = new URL(url).host;
  const response = await proxy(new NextRequest(url, { headers: { host, ...headers } }));
  const rewritten = getRewrittenUrl(response);
  return rewritten === null ? null : new URL(rewritten).pathname + new URL(rewritten).search;
}

describe("the proxy's routing, where no server routed the request", () => {
  it("rewrites a page to its site's tree by host and language prefix", async () => {
    expect(await rewrittenPath("http://acme.localhost:3000/")).toBe("/sites/acme.localhost/default");
    expect(await rewrittenPath("http://acme.localhost:3000/es/blog?page=2")).toBe("/sites/acme.localhost/es/blog?page=2");
    expect(await rewrittenPath("http://alpen.localhost:3000/de")).toBe("/sites/alpen.localhost/de");
  });

  it("sends /favicon.ico to the site's own icon, and leaves the console's to the static file", async () => {
    expect(await rewrittenPath("http://acme.localhost:3000/favicon.ico")).toBe("/sites/acme.localhost/default/favicon.ico");
    expect(await rewrittenPath("http://app.localhost:3000/favicon.ico")).toBeNull();
  });

  it("routes a request for the internal tree under the requesting host's own tree, where it is a 404", async () => {
    expect(matches("http://localhost:3000/sites/acme.localhost/es")).toBe(true);
    expect(await rewrittenPath("http://localhost:3000/sites/acme.localhost/es")).toBe("/sites/localhost/default/sites/acme.localhost/es");
  });

  it("runs for every page and a site's icons, and not for the API, Next's files or media", () => {
    for (const url of ["http://localhost/", "http://localhost/about", "http://localhost/es/blog/post", "http://localhost/favicon.ico"]) expect(matches(url), url).toBe(true);
    for (const url of ["http://localhost/api/contact", "http://localhost/_next/static/chunks/a.js", "http://localhost/media/logo.svg", "http://localhost/default-logo.svg"]) {
      expect(matches(url), url).toBe(false);
    }
  });
});

describe("behind the self-hosted server", () => {
  it("never runs for an anonymous visitor's page: the server sent it to the tree already and marked it", () => {
    expect(matches("http://localhost/sites/acme.localhost/default/about", { "x-sitebuilder-routed": "1" })).toBe(false);
  });

  it("refreshes a signed-in visitor's session without routing the page again", async () => {
    const headers = { "x-sitebuilder-routed": "1", cookie: "sb-127-auth-token=x" };
    expect(matches("http://localhost/sites/acme.localhost/default/about", headers)).toBe(true);
    expect(await rewrittenPath("http://localhost/sites/acme.localhost/default/about", headers)).toBeNull();
  });
});
