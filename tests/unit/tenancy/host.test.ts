import { describe, expect, it } from "vitest";
import { normalizeHost } from "@/lib/tenancy/host";

describe("normalizeHost", () => {
  it("drops the port and lowercases", () => {
    expect(normalizeHost("Acme.Localhost:3000")).toBe("acme.localhost");
    expect(normalizeHost("www.northwind.example.")).toBe("www.northwind.example");
  });

  it("rejects a missing or malformed host", () => {
    expect(normalizeHost(null)).toBeNull();
    expect(normalizeHost("")).toBeNull();
    expect(normalizeHost("evil host/..")).toBeNull();
  });
});
