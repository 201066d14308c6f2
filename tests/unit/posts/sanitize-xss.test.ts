import { describe, expect, it } from "vitest";
import { sanitizePostHtml, videoEmbedSrc } from "@/lib/posts/sanitize";
import { XSS_PAYLOADS, xssCall } from "@/tests/helpers/xss-payloads";

// The stored-XSS corpus through the post sanitiser: whatever goes in, only allow-listed tags come out, with no
// event handler, no script-bearing attribute and no URL a browser would run. Chromium checks the same corpus
// end to end (tests/e2e/post-xss.spec.ts).
const ALLOWED_TAGS = new Set([
  "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "strong", "b", "em", "i", "u", "s", "mark", "sub", "sup",
  "span", "div", "section", "blockquote", "code", "pre", "ul", "ol", "li", "a", "img", "figure", "figcaption",
  "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "iframe",
]);
const SCRIPT_URL = /^[\s\u0000-\u001f]*(?:javascript|data|vbscript)\s*:/i;

const decode = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** The tags of sanitised HTML (text `<` is always escaped there) with their attributes. */
function tags(html: string) {
  return [...html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)].map(([, name, rest]) => ({
    name: name!.toLowerCase(),
    attributes: [...rest!.matchAll(/\s([^\s="/>]+)(?:="([^"]*)")?/g)].map(([, attribute, value]) => ({ name: attribute!.toLowerCase(), value: decode(value ?? "") })),
  }));
}

describe("the stored-XSS corpus", () => {
  it("holds at least thirty payloads", () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_PAYLOADS.map((payload, i) => [payload.name, payload, i + 1] as const))("leaves nothing runnable of %s", (_name, payload, n) => {
    const html = sanitizePostHtml(`<p>Before ${n}</p>${payload.html(xssCall(n))}${payload.unclosed ? "" : `<p>After ${n}</p>`}`);
    for (const tag of tags(html)) {
      expect(ALLOWED_TAGS, html).toContain(tag.name);
      for (const attribute of tag.attributes) {
        expect(attribute.name, html).not.toMatch(/^on|^(?:style|srcdoc|formaction|xlink:href|id|name)$/);
        if (["href", "src"].includes(attribute.name)) expect(attribute.value, html).not.toMatch(SCRIPT_URL);
        if (tag.name === "iframe" && attribute.name === "src") expect(videoEmbedSrc(attribute.value), html).toBe(attribute.value);
      }
    }
    expect(html).toContain(`<p>Before ${n}</p>`);
    if (!payload.unclosed) expect(html).toContain(`<p>After ${n}</p>`);
  });

  it.each(XSS_PAYLOADS.map((payload, i) => [payload.name, payload, i + 1] as const))("sanitises %s to a fixed point (write, then render)", (_name, payload, n) => {
    const once = sanitizePostHtml(payload.html(xssCall(n)));
    expect(sanitizePostHtml(once)).toBe(once);
  });
});
