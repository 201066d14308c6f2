import { describe, expect, it } from "vitest";
import { extractToc, headingSlug } from "@/lib/posts/toc";

describe("table of contents", () => {
  it("nests h3 under the preceding h2 and gives every heading an id", () => {
    const { html, entries } = extractToc(
      "<p>Intro</p><h2>Día 1: el casco antiguo</h2><p>a</p><h3>Dónde comer</h3><h2>Día 2</h2><h4>Deep</h4>",
    );
    expect(entries).toEqual([
      {
        tag_id: "dia-1-el-casco-antiguo",
        tag_name: "h2",
        tag_text: "Día 1: el casco antiguo",
        children: [{ tag_id: "donde-comer", tag_name: "h3", tag_text: "Dónde comer", children: [] }],
      },
      { tag_id: "dia-2", tag_name: "h2", tag_text: "Día 2", children: [{ tag_id: "deep", tag_name: "h4", tag_text: "Deep", children: [] }] },
    ]);
    expect(html).toContain('<h2 id="dia-1-el-casco-antiguo">');
    expect(html).toContain('<h3 id="donde-comer">');
  });

  it("makes repeated headings unique and replaces ids the content brought", () => {
    const { html, entries } = extractToc('<h2 id="x" class="a">Costs</h2><h2>Costs</h2><h2><strong>Costs &amp; fees</strong></h2>');
    expect(entries.map((entry) => entry.tag_id)).toEqual(["costs", "costs-2", "costs-fees"]);
    expect(entries[2]!.tag_text).toBe("Costs & fees");
    expect(html).toContain('<h2 id="costs" class="a">');
    expect(html).not.toContain('id="x"');
  });

  it("ignores h1 and keeps a heading that starts deeper at the top level", () => {
    const { entries } = extractToc("<h1>Title</h1><h3>Only h3</h3>");
    expect(entries).toEqual([{ tag_id: "only-h3", tag_name: "h3", tag_text: "Only h3", children: [] }]);
  });

  it("keeps letters of any script in anchors", () => {
    expect(headingSlug("Über 350 Projekte")).toBe("uber-350-projekte");
    expect(headingSlug("日本語の見出し")).toBe("日本語の見出し");
    expect(headingSlug("!!!")).toBe("");
  });
});
