import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { renderSafely } from "@/components/sections/page-sections";
import { SectionErrorBox } from "@/components/sections/section-error-box";
import { readableTextOn } from "@/lib/sections/colors";

describe("a section that throws", () => {
  function box(name: string | null) {
    return function ErrorBox() {
      return createElement(SectionErrorBox, { name, label: "Error rendering section: ", unknown: "Unknown" });
    };
  }

  it("shows the red box with the section's name instead of failing the page", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const html = renderToStaticMarkup(
      createElement("div", null, renderSafely(() => {
        throw new Error("broken");
      }, box("Strategy that")), renderSafely(() => createElement("p", null, "next section"), box("Other"))),
    );
    expect(html).toContain("Error rendering section: Strategy that");
    expect(html).toContain("<p>next section</p>");
  });

  it("names an unnamed section Unknown", () => {
    expect(renderToStaticMarkup(createElement(SectionErrorBox, { name: null, label: "Error rendering section: ", unknown: "Unknown" }))).toContain(
      "Error rendering section: Unknown",
    );
  });
});

describe("button text on stored colours", () => {
  it("keeps AA contrast: dark text on light and bright colours, white on dark ones", () => {
    expect(readableTextOn("amber-400")).toBe("text-gray-950");
    expect(readableTextOn("orange-600")).toBe("text-gray-950");
    expect(readableTextOn("sky-700")).toBe("text-white");
    expect(readableTextOn("gray-400")).toBe("text-gray-950");
    expect(readableTextOn("indigo-600")).toBe("text-white");
    expect(readableTextOn("white")).toBe("text-gray-950");
  });
});
