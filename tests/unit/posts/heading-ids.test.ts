import { parseDocument, DomUtils } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { withSafeContentFields } from "@/lib/posts/sanitize";
import { buildPostView } from "@/lib/posts/view";
import { postRow } from "@/tests/helpers/post-row";

// Issue 37, finding 1: an id given to a heading by editing the sanitised HTML as text cut a quoted class value,
// and the attributes an admin had written as text after it became real ones.
const REPRO = `<h2 class="a id=b">Heading</h2><p>" onfocus=document.title='X' autofocus tabindex=1 x=</p>`;

/** The post as a visitor's page shows it, after the admin stored `content` (and its translations) through the API. */
function served(fields: { content: string; content_translation?: Record<string, string> }, locale: "en" | "es" = "en") {
  const stored = withSafeContentFields(fields);
  return buildPostView(postRow(stored), locale, "Northwind");
}

function elements(html: string) {
  return DomUtils.findAll(() => true, parseDocument(html).children);
}

describe("heading ids on a post's page", () => {
  it.each([
    ["the content", served({ content: REPRO })],
    ["a content translation", served({ content: "<p>English</p>", content_translation: { es: REPRO } }, "es")],
  ])("leave the text after a heading with `id=` in its class as text, in %s", (_path, view) => {
    const [heading, paragraph] = elements(view.html);
    expect(heading?.attribs).toEqual({ id: "heading", class: "a id=b" });
    expect(paragraph?.attribs).toEqual({});
    expect(DomUtils.textContent(paragraph!)).toBe(`" onfocus=document.title='X' autofocus tabindex=1 x=`);
    expect(view.toc).toEqual([{ tag_id: "heading", tag_name: "h2", tag_text: "Heading", children: [] }]);
  });

  it("never lets a heading's class or title add an attribute, whatever quotes it holds", () => {
    const view = served({
      content: [
        `<h2 class='a id=b' title='x" onmouseover="y'>One</h2><p>' onfocus=alert(1) autofocus x='</p>`,
        `<h3 class="id=&quot;c&quot; onclick=&quot;alert(1)">Two</h3>`,
        `<h4 class="a&#34; onclick=&#34;alert(1)">Three &amp; &lt;four&gt;</h4>`,
      ].join(""),
    });
    for (const element of elements(view.html)) {
      expect(Object.keys(element.attribs).filter((name) => !["id", "class"].includes(name)), view.html).toEqual([]);
    }
    expect(view.toc.map((entry) => entry.tag_text)).toEqual(["One"]);
    expect(view.toc[0]!.children.map((entry) => [entry.tag_id, entry.tag_text])).toEqual([["two", "Two"]]);
    expect(view.toc[0]!.children[0]!.children.map((entry) => [entry.tag_id, entry.tag_text])).toEqual([["three-four", "Three & <four>"]]);
  });

  it("serves what it stores again unchanged: rendering the page's HTML once more gives the same HTML", () => {
    const first = served({ content: `${REPRO}<h2>Heading</h2><h3>Más <em>detalles</em></h3><p>a<br>b</p>` });
    const again = served({ content: first.html });
    expect(again.html).toBe(first.html);
    expect(first.toc.map((entry) => entry.tag_id)).toEqual(["heading", "heading-2"]);
  });
});
