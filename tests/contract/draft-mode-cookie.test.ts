// lib/next-internals/draft-mode-cookie.ts: the cookie that puts a request in Next's draft mode, which the preview
// gate removes from requests without a grant for their host.
import { describe, expect, it } from "vitest";
import { DRAFT_MODE_COOKIE } from "@/lib/next-internals/draft-mode-cookie";
import { installed } from "./installed";

const next = installed("lib/next-internals/draft-mode-cookie.ts");

describe("the draft-mode cookie", () => {
  it("has the name Next sets and reads", () => {
    const utils = next.load<{ COOKIE_NAME_PRERENDER_BYPASS: string }>("next/dist/server/api-utils");
    expect(utils.COOKIE_NAME_PRERENDER_BYPASS, next.says(`Next no longer calls its draft-mode cookie "${DRAFT_MODE_COOKIE}"`)).toBe(DRAFT_MODE_COOKIE);
  });
});
