import { describe, expect, it } from "vitest";
import { gateDraftMode, mintGrant, readGrant } from "@/lib/publishing/preview-grant";

// The preview gate: Next's draft mode (one cookie value for every site) only for a request that also carries a grant
// signed for its own host, still valid.
const SECRET = "service-role-key";
const HOUR = 3_600_000;
const grant = (host = "acme.localhost", expires = Date.now() + HOUR) => mintGrant({ host, kind: "link", id: "0d6d7c6e-1a4b-4a56-9f58-3a0c8f7f6a01", expires }, SECRET);
const header = (value: string) => `theme=dark; __prerender_bypass=abc123; site_preview=${value}`;

describe("the preview gate", () => {
  it("keeps draft mode for a grant signed for this host", () => {
    const valid = header(grant());
    expect(gateDraftMode(valid, "acme.localhost", SECRET)).toBe(valid);
    expect(readGrant(grant(), "acme.localhost", SECRET)).toMatchObject({ host: "acme.localhost", kind: "link" });
  });

  it.each([
    ["another host's grant", grant("northwind.localhost")],
    ["an expired grant", grant("acme.localhost", Date.now() - 1)],
    ["a grant signed with another key", mintGrant({ host: "acme.localhost", kind: "editor", id: "x", expires: Date.now() + HOUR }, "another-key")],
    ["a tampered grant", `${grant().split(".")[0]}x.${grant().split(".")[1]}`],
    ["no grant at all", ""],
  ])("takes the draft-mode cookie off a request with %s", (_, value) => {
    expect(gateDraftMode(header(value), "acme.localhost", SECRET)).toBe(`theme=dark; site_preview=${value}`);
  });

  it("leaves a request without the draft-mode cookie alone, and refuses draft mode without a key or a host", () => {
    expect(gateDraftMode("theme=dark", "acme.localhost", SECRET)).toBe("theme=dark");
    expect(gateDraftMode(undefined, "acme.localhost", SECRET)).toBeUndefined();
    expect(gateDraftMode(header(grant()), "acme.localhost", undefined)).not.toContain("__prerender_bypass");
    expect(gateDraftMode(header(grant()), null, SECRET)).not.toContain("__prerender_bypass");
    expect(gateDraftMode("__prerender_bypass=abc123", "acme.localhost", SECRET)).toBe("");
  });
});
