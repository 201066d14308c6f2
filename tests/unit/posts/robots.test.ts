import { describe, expect, it } from "vitest";
import { buildRobotsTxt } from "@/lib/posts/robots";

/** RFC 9309 matching: `*` is any run of characters, a final `$` anchors the end; the longest matching rule wins. */
function allowed(robots: string, path: string): boolean {
  const rules = robots
    .split("\n")
    .map((line) => /^(Allow|Disallow): (.+)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, kind, rule]) => {
      const anchored = rule.endsWith("$");
      const body = (anchored ? rule.slice(0, -1) : rule).split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*");
      return { allow: kind === "Allow", length: rule.length, pattern: new RegExp(`^${body}${anchored ? "$" : ""}`) };
    });
  const matching = rules.filter((rule) => rule.pattern.test(path)).sort((a, b) => b.length - a.length);
  return matching[0]?.allow ?? true;
}

describe("robots.txt", () => {
  const robots = buildRobotsTxt("https://www.acme-viajes.example");

  it("keeps crawlers out of account, sign-in, basket, meeting, invitation and admin pages in every language", () => {
    for (const path of ["/login", "/login?next=/account", "/es/login", "/register", "/de/register", "/reset-password", "/basket", "/en/basket",
      "/meeting?room=a", "/invite/abc", "/es/invite/abc", "/account", "/account/profile/tickets", "/fr/account/profile", "/admin/media", "/auth/handoff", "/api/posts"]) {
      expect(allowed(robots, path), path).toBe(false);
    }
  });

  it("lets them crawl posts whose address starts like one of those pages, and every public page", () => {
    for (const path of ["/", "/es", "/blog", "/es/blog", "/basketball", "/es/login-tips", "/accounting", "/meetings-that-work", "/book", "/sitemap.xml", "/feed.xml"]) {
      expect(allowed(robots, path), path).toBe(true);
    }
  });

  it("names the sitemap and nothing else", () => {
    expect(robots).toMatch(/^Sitemap: https:\/\/www\.acme-viajes\.example\/sitemap\.xml$/m);
    expect(robots).not.toMatch(/feed|atom/);
  });
});
