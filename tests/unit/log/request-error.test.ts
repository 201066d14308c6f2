import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onRequestError } from "@/instrumentation";
import { logger } from "@/lib/log/logger.mjs";
import { headerRequestId } from "@/lib/log/request";
import { runInRequest } from "@/lib/server/request-context";

// instrumentation.ts `onRequestError`: a server error Next caught is logged with the request's id, its route and
// the stack; the answer never carries them.
const context = { routerKind: "App Router", routePath: "/api/posts/[id]", routeType: "route", revalidateReason: undefined } as const;

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.stubEnv("NEXT_RUNTIME", "nodejs");
  logged = vi.spyOn(logger, "error");
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const fields = () => logged.mock.calls[0]?.[0] as Record<string, unknown>;

describe("onRequestError", () => {
  it("logs the error with the caller's x-request-id, the route and the path without its query", async () => {
    const error = new Error("no such column");
    await onRequestError(error, { path: "/api/posts/7?token=secret", method: "PATCH", headers: { "x-request-id": "edge-42" } }, context);
    expect(logged).toHaveBeenCalledOnce();
    expect(fields()).toMatchObject({ err: error, requestId: "edge-42", method: "PATCH", path: "/api/posts/7", routePath: "/api/posts/[id]", routeType: "route" });
  });

  it("takes the id of the request being served through server/ over the header", async () => {
    await runInRequest({ id: "srv-1", clientAddress: "10.0.0.1", databaseUnavailable: false }, () =>
      onRequestError(new Error("x"), { path: "/", method: "GET", headers: { "x-request-id": "edge-42" } }, { ...context, routeType: "render" }),
    );
    expect(fields()).toMatchObject({ requestId: "srv-1", routeType: "render" });
  });

  it("leaves out an id that is not a plain token", async () => {
    await onRequestError(new Error("x"), { path: "/", method: "GET", headers: { "x-request-id": "forged\n{\"level\":\"info\"}" } }, context);
    expect(fields()).not.toHaveProperty("requestId");
  });
});

describe("headerRequestId", () => {
  it("accepts a plain token and the first of repeated headers", () => {
    expect(headerRequestId("0b6f3c2e-9d1a-4c55-a5b8-1f2e3d4c5b6a")).toBe("0b6f3c2e-9d1a-4c55-a5b8-1f2e3d4c5b6a");
    expect(headerRequestId(["a1", "b2"])).toBe("a1");
  });

  it("refuses a missing value, free text and an overlong one", () => {
    expect(headerRequestId(null)).toBeUndefined();
    expect(headerRequestId("two words")).toBeUndefined();
    expect(headerRequestId("x".repeat(129))).toBeUndefined();
  });
});
