import { describe, expect, it } from "vitest";
import { ApiClientError } from "@/lib/api/client";
import { isUnreachable } from "@/lib/editing/failure";

describe("telling an unreachable server from a refused save", () => {
  it("calls a failed connection and a database that is down unreachable", () => {
    expect(isUnreachable(new TypeError("Failed to fetch"))).toBe(true);
    expect(isUnreachable(new ApiClientError(503, "service_unavailable", "Database unavailable"))).toBe(true);
    expect(isUnreachable(new ApiClientError(502, "unknown", "Bad Gateway"))).toBe(true);
  });

  it("calls an answer the server gave a failed save", () => {
    expect(isUnreachable(new ApiClientError(400, "invalid_input", "Invalid input"))).toBe(false);
    expect(isUnreachable(new ApiClientError(403, "forbidden", "Forbidden"))).toBe(false);
    expect(isUnreachable(new ApiClientError(500, "internal", "Internal error"))).toBe(false);
    expect(isUnreachable(new Error("something else"))).toBe(false);
  });
});
