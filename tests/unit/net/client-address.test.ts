import { describe, expect, it } from "vitest";
import { clientAddress, trustedProxyHops } from "@/lib/net/client-address.mjs";

describe("the client's address", () => {
  it("is the socket's with no trusted proxy, whatever X-Forwarded-For claims", () => {
    expect(clientAddress({ socketAddress: "203.0.113.7", forwardedFor: "198.51.100.1", hops: 0 })).toBe("203.0.113.7");
    expect(clientAddress({ socketAddress: "::ffff:127.0.0.1", forwardedFor: "10.0.0.1, 10.0.0.2", hops: 0 })).toBe("127.0.0.1");
  });

  it("is the entry each trusted proxy appended, read from the right, never one the client wrote", () => {
    // The client forged 6.6.6.6; the one proxy in front appended the address it saw.
    const forwardedFor = "6.6.6.6, 203.0.113.7";
    expect(clientAddress({ socketAddress: "10.0.0.5", forwardedFor, hops: 1 })).toBe("203.0.113.7");
    expect(clientAddress({ socketAddress: "10.0.0.5", forwardedFor: "6.6.6.6, 203.0.113.7, 10.0.0.4", hops: 2 })).toBe("203.0.113.7");
  });

  it("falls back to the socket when the trusted entry is not an address", () => {
    expect(clientAddress({ socketAddress: "10.0.0.5", forwardedFor: "not-an-ip", hops: 1 })).toBe("10.0.0.5");
  });

  it("reads the trusted hops from TRUSTED_PROXY_HOPS, none by default, and refuses nonsense", () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: "1" })).toBe(1);
    expect(() => trustedProxyHops({ TRUSTED_PROXY_HOPS: "all" })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
