// lib/next-internals/rewritten-path.ts: the header that tells the App Router in the browser which path a
// navigation's request was rendered at, as Next's client reads it.
import { describe, expect, it } from "vitest";
import { REWRITTEN_PATH_HEADER } from "@/lib/next-internals/rewritten-path";
import { installed } from "./installed";

const next = installed("lib/next-internals/rewritten-path.ts");

describe("the rewritten-path header", () => {
  it("has the name Next's client router knows", () => {
    const headers = next.load<{ NEXT_REWRITTEN_PATH_HEADER: string }>("next/dist/client/components/app-router-headers");
    expect(headers.NEXT_REWRITTEN_PATH_HEADER, next.says(`Next's client no longer calls the header "${REWRITTEN_PATH_HEADER}"`)).toBe(REWRITTEN_PATH_HEADER);
  });

  it("is where the client takes the rendered path from, over the request's own", () => {
    const { getRenderedPathname } = next.load<{ getRenderedPathname(response: Response): string }>("next/dist/client/route-params");
    const response = new Response(null, { headers: { [REWRITTEN_PATH_HEADER]: "/sites/acme.localhost/es/blog" } });
    expect(getRenderedPathname(response), next.says("Next's client no longer reads the rendered path from the header")).toBe("/sites/acme.localhost/es/blog");
    for (const file of ["next/dist/client/components/segment-cache/cache.js", "next/dist/client/flight-data-helpers.js"]) {
      expect(next.source(file), next.says(`${file} no longer takes a navigation's rendered path from getRenderedPathname`)).toMatch(/\.getRenderedPathname\)\(response\)/);
    }
  });
});
