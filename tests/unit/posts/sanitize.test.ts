import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "@/lib/posts/sanitize";

describe("post content sanitiser", () => {
  it("removes scripts, iframes, event handlers and styles", () => {
    const html = sanitizePostHtml(
      '<p onclick="steal()" style="position:fixed">Hi</p><script>alert(1)</script><iframe src="https://evil.example"></iframe><img src="x.jpg" onerror="alert(1)">',
    );
    expect(html).toBe('<p>Hi</p><img src="x.jpg" />');
  });

  it("drops javascript: and data: links but keeps the text", () => {
    expect(sanitizePostHtml('<a href="javascript:alert(1)">click</a>')).toBe('<a rel="noopener">click</a>');
    expect(sanitizePostHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).not.toContain("javascript");
    expect(sanitizePostHtml('<img src="data:image/svg+xml;base64,AAAA">')).toBe("<img />");
  });

  it("gives links a safe rel, noopener noreferrer when they open a new tab", () => {
    expect(sanitizePostHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("treats target case-insensitively: _BLANK gets noopener noreferrer and loses rel=opener", () => {
    expect(sanitizePostHtml('<a href="https://example.com" target="_BLANK" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_BLANK" rel="noopener noreferrer">x</a>',
    );
  });

  it("forces noopener noreferrer on every link that may open another window, named or entity-encoded", () => {
    for (const target of ["_blank", "_Blank", "popup", " _blank", "&#95;blank"]) {
      const html = sanitizePostHtml(`<a href="https://example.com" target="${target}" rel="opener nofollow">x</a>`);
      expect(html).toContain('rel="noopener noreferrer"');
      expect(html).not.toMatch(/rel="[^"]*\bopener/);
    }
  });

  it("never lets a same-window link keep rel=opener", () => {
    expect(sanitizePostHtml('<a href="https://example.com" rel="OPENER">x</a>')).toBe('<a href="https://example.com" rel="noopener">x</a>');
    expect(sanitizePostHtml('<a href="/about" target="_self" rel="opener nofollow">x</a>')).toBe(
      '<a href="/about" target="_self" rel="noopener nofollow">x</a>',
    );
  });

  it("keeps headings, lists, quotes, code, images and tables", () => {
    const html =
      '<h2>T</h2><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote><pre><code>x = 1</code></pre><img src="https://cdn.example/a.png" alt="A" /><table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it("returns an empty string for no content", () => {
    expect(sanitizePostHtml(null)).toBe("");
  });
});
