import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const { domainInput, normalizeDomain, isPlatformHostname } = await import("@/lib/domains/hostname");
const { isPrivateAddress } = await import("@/lib/domains/resolver");
const { canonicalHost, hostOrigin } = await import("@/lib/tenancy/load-site");

const platform = { platformHost: "app.sitebuilder.example", platformDomain: "sitebuilder.example" };

describe("a custom domain as typed", () => {
  it("is reduced to its name", () => {
    expect(normalizeDomain(" HTTPS://Www.Example.COM/about?x=1 ")).toBe("www.example.com");
    expect(normalizeDomain("shop.example.com.")).toBe("shop.example.com");
  });

  it("refuses what no one can own, and the platform's own addresses", () => {
    const schema = domainInput(platform);
    expect(schema.safeParse({ hostname: "www.example.com" }).success).toBe(true);
    for (const hostname of ["example", "10.0.0.1", "exa mple.com", "-bad.example.com", "a".repeat(64) + ".com", ""]) {
      expect(schema.safeParse({ hostname }).success, hostname).toBe(false);
    }
    for (const hostname of ["app.sitebuilder.example", "fjord.sitebuilder.example", "sitebuilder.example", "shop.localhost", "localhost"]) {
      expect(isPlatformHostname(hostname, platform), hostname).toBe(true);
    }
  });
});

describe("the token check's reach", () => {
  it("never connects to the server's own network", () => {
    for (const address of ["127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "fd00::1", "fe80::1", "::ffff:127.0.0.1"]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946", "172.32.0.1"]) expect(isPrivateAddress(address), address).toBe(false);
  });
});

describe("where a host belongs", () => {
  const site = { base_url: "fjord.sitebuilder.example", base_url_local: "fjord.localhost" };

  it("serves the platform addresses while no custom domain is primary", () => {
    expect(canonicalHost({ ...site, matched: "platform", primary_host: null }, "fjord.sitebuilder.example", false)).toBeNull();
    expect(canonicalHost({ ...site, matched: "platform", primary_host: null }, "fjord.localhost", true)).toBeNull();
  });

  it("sends a verified, non-primary domain and an alias to the platform address", () => {
    expect(canonicalHost({ ...site, matched: "domain", primary_host: null }, "www.fjord.test", false)).toBe("fjord.sitebuilder.example");
    expect(canonicalHost({ ...site, matched: "alias", primary_host: null }, "fjord.test", true)).toBe("fjord.localhost");
  });

  it("sends every other address to the primary domain", () => {
    const row = { ...site, primary_host: "www.fjord.test" };
    expect(canonicalHost({ ...row, matched: "domain" }, "www.fjord.test", false)).toBeNull();
    for (const [matched, host] of [["platform", "fjord.localhost"], ["alias", "fjord.test"], ["domain", "fjord-bakery.test"]] as const) {
      expect(canonicalHost({ ...row, matched }, host, false)).toBe("www.fjord.test");
    }
  });

  it("answers https on a public platform and the server's port on a local one", () => {
    expect(hostOrigin("www.fjord.test", false, "3000")).toBe("https://www.fjord.test");
    expect(hostOrigin("www.fjord.test", true, "3100")).toBe("http://www.fjord.test:3100");
    expect(hostOrigin("fjord.localhost", true, undefined)).toBe("http://fjord.localhost");
  });
});
