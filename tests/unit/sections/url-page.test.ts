import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchSectionList, sectionListUrl } from "@/lib/sections/fetch-sections";
import { normalizeUrlPage } from "@/lib/sections/url-page";
import { isOwnTag } from "@/lib/site/revalidate";

describe("url_page of a public path", () => {
  it("reads / and an empty path as /home", () => {
    expect(normalizeUrlPage("/")).toBe("/home");
    expect(normalizeUrlPage("")).toBe("/home");
    expect(normalizeUrlPage(undefined)).toBe("/home");
  });

  it("strips a language prefix, the query and trailing slashes, and decodes", () => {
    expect(normalizeUrlPage("/es/")).toBe("/home");
    expect(normalizeUrlPage("%2Fde%2Fabout")).toBe("/about");
    expect(normalizeUrlPage("/about/?x=1")).toBe("/about");
    expect(normalizeUrlPage("services/consulting")).toBe("/services/consulting");
    expect(normalizeUrlPage("/english")).toBe("/english");
  });
});

describe("revalidation tags", () => {
  it("accepts only the organisation's own tag and its finer tags", () => {
    expect(isOwnTag("org-a1", "a1")).toBe(true);
    expect(isOwnTag("org-a1:page:/home", "a1")).toBe(true);
    expect(isOwnTag("org-a12", "a1")).toBe(false);
    expect(isOwnTag("org-b2", "a1")).toBe(false);
  });
});

describe("section list fetch", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("adds a timestamp parameter and no-cache headers when fetching fresh data", async () => {
    expect(sectionListUrl("sections", "/about")).toBe("/api/template-sections?url_page=%2Fabout");
    const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () => Response.json([{ id: "s1" }]));
    vi.stubGlobal("fetch", fetch);
    expect(await fetchSectionList("headings", "/", { fresh: true })).toEqual([{ id: "s1" }]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toMatch(/^\/api\/template-heading-sections\?url_page=%2F&t=\d+$/);
    expect(init?.cache).toBe("no-store");
  });

  it("fails with the spec's message, status text and details", async () => {
    const answer = Response.json({ error: { code: "internal", message: "x", details: "database down" } }, { status: 500, statusText: "Internal Server Error" });
    vi.stubGlobal("fetch", vi.fn(async () => answer));
    await expect(fetchSectionList("sections", "/")).rejects.toThrow("Failed to fetch template sections: Internal Server Error - database down");
  });
});
