import { describe, expect, it } from "vitest";
import { z } from "zod";
import { siteMapLoadError } from "@/components/editors/site-map/load-error";
import { ApiClientError } from "@/lib/api/client";
import en from "@/messages/en.json";

describe("what the Site Map says when it cannot load (spec 001 §8)", () => {
  it("names an unknown host, a missing organisation, a failed fetch and an answer without the data", () => {
    const texts: Record<string, unknown> = en.Editors.siteMap;
    const say = (error: unknown) => {
      const { key, details } = siteMapLoadError(error);
      return String(texts[key]).replace("{details}", details ?? "");
    };
    expect(say(new ApiClientError(404, "site_not_found", "No site at this address."))).toBe("Organization not found for current domain");
    expect(say(new ApiClientError(404, "not_found", "Not found."))).toBe("Organization not found");
    expect(say(new ApiClientError(500, "internal", "Something went wrong."))).toBe("Failed to fetch organization: Something went wrong.");
    expect(say(z.object({ menus: z.array(z.string()) }).safeParse({}).error)).toBe("Organization data not found");
    expect(say(new TypeError("Failed to fetch"))).toBe(en.Editors.siteMap.unreachable);
  });
});
