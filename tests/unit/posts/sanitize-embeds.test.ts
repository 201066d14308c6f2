import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { sanitizePostHtml, videoEmbedSrc, withSafeContentFields } from "@/lib/posts/sanitize";
import type { postPatchSchema } from "@/lib/posts/schemas";

// Post content keeps iframes only for the two video sites' players (spec 002 §5), each with a fixed, safe set
// of attributes; landing pages go through the same allow-list; the write path stores content sanitised.
const FIXED =
  'allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"';

describe("video embeds in post content", () => {
  it.each([
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://youtube.com/embed/dQw4w9WgXcQ?start=30",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    "https://player.vimeo.com/video/76979871",
  ])("keeps the player at %s with the fixed attribute set", (src) => {
    const html = sanitizePostHtml(`<iframe src="${src}" title="Demo" width="560" height="315" frameborder="0" allow="camera; microphone; geolocation" style="position:fixed"></iframe>`);
    expect(html).toBe(`<iframe src="${src.replace("&", "&amp;")}" title="Demo" width="560" height="315" ${FIXED}></iframe>`);
  });

  it.each([
    ["an unknown host", "https://evil.example/embed/dQw4w9WgXcQ"],
    ["a look-alike host", "https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ"],
    ["plain http", "http://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["a watch page rather than the player", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["a Vimeo page rather than the player", "https://vimeo.com/76979871"],
    ["another port", "https://www.youtube.com:8443/embed/dQw4w9WgXcQ"],
    ["credentials in the address", "https://user:pw@www.youtube.com/embed/dQw4w9WgXcQ"],
    ["a protocol-relative address", "//www.youtube.com/embed/dQw4w9WgXcQ"],
    ["a relative address", "/embed/dQw4w9WgXcQ"],
    ["javascript:", "javascript:alert(1)"],
    ["a data: document", "data:text/html,<script>alert(1)</script>"],
  ])("drops an iframe to %s, with its content", (_name, src) => {
    expect(sanitizePostHtml(`<p>a</p><iframe src="${src}">inside</iframe><p>b</p>`)).toBe("<p>a</p><p>b</p>");
    expect(videoEmbedSrc(src)).toBeNull();
  });

  it("drops an iframe without a source, and srcdoc from a recognised player", () => {
    expect(sanitizePostHtml('<iframe srcdoc="<script>alert(1)</script>"></iframe>x')).toBe("x");
    expect(sanitizePostHtml('<iframe src="https://player.vimeo.com/video/1" srcdoc="<b>x</b>" onload="alert(1)"></iframe>')).toBe(
      `<iframe src="https://player.vimeo.com/video/1" ${FIXED}></iframe>`,
    );
  });

  it("keeps a numeric or percentage size only", () => {
    const html = sanitizePostHtml('<iframe src="https://player.vimeo.com/video/1" width="100%" height="300px;position:fixed"></iframe>');
    expect(html).toContain('width="100%"');
    expect(html).not.toContain("height");
  });
});

describe("headings", () => {
  it("lose any id or name they came with (lib/posts/toc.ts gives ids on render, so none can clobber a global)", () => {
    expect(sanitizePostHtml('<h2 id="__xss" name="location" class="lead">Plan</h2><a name="x" id="y">a</a>')).toBe(
      '<h2 class="lead">Plan</h2><a rel="noopener">a</a>',
    );
  });
});

describe("landing pages", () => {
  it("go through the same allow-list as posts", () => {
    const landing =
      '<section class="landing"><h1>Free review</h1><script>alert(1)</script><p onclick="x()">Ninety minutes</p><a href="/contact">Book</a><form action="/x"><input name="q"></form></section>';
    expect(sanitizePostHtml(landing)).toBe('<section class="landing"><h1>Free review</h1><p>Ninety minutes</p><a href="/contact" rel="noopener">Book</a></section>');
  });
});

describe("the write path", () => {
  it("sanitises content and every translation of it and leaves the other fields alone", () => {
    const values = withSafeContentFields({
      title: "<b>kept as typed</b>",
      content: '<p>Hi</p><img src="x" onerror="alert(1)">',
      content_translation: { es: "<p>Hola</p><script>alert(1)</script>", de: '<a href="javascript:alert(1)">x</a>' },
    });
    expect(values).toEqual({
      title: "<b>kept as typed</b>",
      content: '<p>Hi</p><img src="x" />',
      content_translation: { es: "<p>Hola</p>", de: '<a rel="noopener">x</a>' },
    });
  });

  it("keeps a null content null and leaves fields that were not sent out", () => {
    expect(withSafeContentFields({ content: null })).toEqual({ content: null });
    const titleOnly: z.infer<typeof postPatchSchema> = { title: "x" };
    expect(withSafeContentFields(titleOnly)).toEqual({ title: "x" });
  });
});
