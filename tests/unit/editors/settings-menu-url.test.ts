import { describe, expect, it } from "vitest";
import { menuUrlProblem } from "@/components/editors/settings/menu/menu-url";
import en from "@/messages/en.json";

describe("menu url check", () => {
  it("accepts paths of this site, with or without the leading slash, and an empty address", () => {
    for (const value of ["/services", "destinos/andalucia", "/", "", null, "blog?tag=news", "/#pricing"]) expect(menuUrlProblem(value)).toBeNull();
  });

  it("refuses addresses that leave the site", () => {
    for (const value of ["https://example.com", "http://acme.localhost/x", "mailto:a@b.c", "javascript:alert(1)", "//evil.example/path", "\\\\evil", " HTTPS://x.y "]) {
      expect(menuUrlProblem(value)).toBe("offSite");
    }
  });

  it("refuses spaces inside a path", () => {
    expect(menuUrlProblem("/our services")).toBe("spaces");
  });

  it("has a message for every problem it names", () => {
    expect(Object.keys(en.Editors.settingsMenu.urlProblems).sort()).toEqual(["offSite", "spaces"]);
  });
});
