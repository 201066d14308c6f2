import { describe, expect, it } from "vitest";
import {
  chooseRedirectTarget,
  isAuthPage,
  isSafeReturnPath,
  shouldStoreReturnAddress,
} from "@/lib/auth/redirect";

describe("chooseRedirectTarget", () => {
  it.each([
    [{ explicit: "/checkout", redirectTo: "/a", stored: "/b", currentPage: "/c" }, "/checkout"],
    [{ redirectTo: "/a", stored: "/b", currentPage: "/c" }, "/a"],
    [{ stored: "/es/blog/post", currentPage: "/c" }, "/es/blog/post"],
    [{ currentPage: "/blog/post?x=1" }, "/blog/post?x=1"],
    [{}, "/account"],
  ])("follows the spec's priority: %j → %s", (candidates, expected) => {
    expect(chooseRedirectTarget(candidates)).toBe(expected);
  });

  it.each([
    "/login",
    "/register",
    "/reset-password",
    "/es/login",
    "/de/register?x=1",
    "/fr/reset-password/",
    "/login#top",
  ])("rejects the auth page %s and falls through to the next candidate", (page) => {
    expect(chooseRedirectTarget({ explicit: page, stored: "/pricing" })).toBe("/pricing");
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/%2F%2Fevil.example",
    "/%5Cevil.example",
    "%2F%2Fevil.example",
    "/%252F%252Fevil.example",
    "http:/evil.example",
    "/\t/evil.example",
    "evil.example",
    "",
  ])("rejects the hostile return address %j", (target) => {
    expect(isSafeReturnPath(target)).toBe(false);
    expect(chooseRedirectTarget({ redirectTo: target })).toBe("/account");
  });

  it("accepts ordinary paths with queries and fragments", () => {
    expect(isSafeReturnPath("/blog/a-post?utm=1#comments")).toBe(true);
    expect(isSafeReturnPath("/es")).toBe(true);
  });
});

describe("which pages are stored as the return address", () => {
  it.each([
    ["/blog/post", true],
    ["/es/pricing", true],
    ["/", false],
    ["/es", false],
    ["/de/", false],
    ["/login", false],
    ["/es/register", false],
    ["/reset-password", false],
  ])("%s → %s", (path, expected) => {
    expect(shouldStoreReturnAddress(path)).toBe(expected);
  });

  it("recognises auth pages with and without a prefix", () => {
    expect(isAuthPage("/ja/login")).toBe(true);
    expect(isAuthPage("/loginx")).toBe(false);
    expect(isAuthPage("/blog/login-tips")).toBe(false);
  });
});
