import { describe, expect, it } from "vitest";
import { isBlankRichText, sectionDescriptionHtml } from "@/lib/sections/rich-text";

describe("section descriptions as rich text (spec 002 §5)", () => {
  it("keeps bold, italic, lists and links", () => {
    const html = '<p><strong>Fast</strong> and <em>clear</em></p><ul><li>One</li></ul><ol><li>Two</li></ol><p><a href="https://example.com">More</a></p>';
    expect(sectionDescriptionHtml(html)).toBe(html.replace('<a href="https://example.com">', '<a href="https://example.com" rel="noopener">'));
  });

  it("keeps span classes and harmless text styles, drops anything that could take over the page", () => {
    expect(sectionDescriptionHtml('<span class="text-sky-700" style="color:#0369a1;position:fixed">Hi</span>')).toBe(
      '<span class="text-sky-700" style="color:#0369a1">Hi</span>',
    );
  });

  it("removes scripts, event handlers, other tags and javascript: links", () => {
    const html = sectionDescriptionHtml('<p onclick="x()">A<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">b</a></p><h1>T</h1>');
    expect(html).toBe('<p>A<a rel="noopener">b</a></p>T');
  });

  it("keeps the line breaks of an older plain-text description and escapes its text", () => {
    expect(sectionDescriptionHtml("Line one\nLine 2 & <3")).toBe("Line one<br />Line 2 &amp; &lt;3");
  });

  it("treats an editor's empty paragraph as no description", () => {
    expect(isBlankRichText("<p></p>")).toBe(true);
    expect(isBlankRichText(null)).toBe(true);
    expect(isBlankRichText("<p>x</p>")).toBe(false);
    expect(sectionDescriptionHtml("  ")).toBe("");
  });
});
