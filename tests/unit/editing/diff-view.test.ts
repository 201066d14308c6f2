import { DomUtils, parseDocument } from "htmlparser2";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { DiffDisclosure } from "@/components/editing/diff-disclosure";
import { DiffView, type DiffViewProps } from "@/components/editing/diff-view";
import en from "@/messages/en.json";
import { renderMarkup } from "../../helpers/render-markup";

function render(props: DiffViewProps): string {
  return renderMarkup(createElement(DiffView, props), { Diff: en.Diff });
}

/** The text of the markup, hidden prefixes included, as a screen reader reads it (without its pauses). */
const spoken = (html: string) => DomUtils.textContent(parseDocument(html));

describe("the diff view", () => {
  it("shows a rich-text change side by side, the changed word struck out before and underlined after, named for screen readers", () => {
    const html = render({
      before: { section_description: "<p>We are <strong>fast</strong>.</p><p>Call us.</p>" },
      after: { section_description: "<p>We are <strong>quick</strong>.</p><p>Call us.</p>" },
      fields: ["section_description"],
      fieldLabel: (field) => (field === "section_description" ? "Description" : field),
    });
    expect(html).toMatch(/<h3[^>]*>Description<\/h3>/);
    expect(html).toContain(">Before</h4>");
    expect(html).toContain(">After</h4>");
    expect(html).toMatch(/<del class="[^"]*line-through[^"]*"><span class="sr-only">deleted <\/span>fast<\/del>/);
    expect(html).toMatch(/<ins class="[^"]*underline[^"]*"><span class="sr-only">inserted <\/span>quick<\/ins>/);
    expect(spoken(html)).toContain("BeforeWe are deleted fast.Call us.AfterWe are inserted quick.Call us.");
  });

  it("shows a reordered list with the move in words and a plain value as before → after", () => {
    const text = spoken(
      render({ before: { metric_ids: ["a", "b", "c"], is_slider: false }, after: { metric_ids: ["c", "a", "b"], is_slider: true }, fields: ["metric_ids", "is_slider"] }),
    );
    expect(text).toContain("moved from 3 to 1");
    expect(text).not.toContain("removed");
    expect(text).toContain("is_sliderdeleted No→inserted Yes");
  });

  it("says (empty) for a side that had no text", () => {
    expect(spoken(render({ before: null, after: { section_title: "A new title" }, fields: ["section_title"] }))).toContain("Before(empty)Afterinserted A new title");
  });

  it("says so when rich text changed only its markup", () => {
    const text = spoken(render({ before: { content: "<p>Hello <em>world</em></p>" }, after: { content: "<p>Hello <strong>world</strong></p>" }, fields: ["content"] }));
    expect(text).toContain("No visible change");
    expect(text).not.toContain("inserted");
  });

  it("starts closed behind a Show changes button that says it is collapsed", () => {
    const html = renderMarkup(createElement(DiffDisclosure, { before: { title: "Old title here" }, after: { title: "New title here" }, fields: ["title"] }), { Diff: en.Diff });
    expect(html).toMatch(/<button type="button"[^>]*aria-expanded="false"[^>]*>Show changes<\/button>/);
    expect(html).not.toContain("Before");
  });
});
